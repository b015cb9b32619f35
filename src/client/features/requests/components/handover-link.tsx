/**
 * Under a collection form's address error, the way out: a link that opens the other collection kind's page
 * with what was typed carried over (ile-de-france-handover.ts). The dialog closes with its page, the other
 * form opens filled. A real link, so it can also be opened in a new tab (blank there: the values travel in
 * the router's state of this tab).
 */
import { ArrowRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

export interface HandoverLinkProps {
  to: string;
  children: string;
  /** The router state to carry, read at the click: the values as they are then, not when the error appeared. */
  state: () => object;
}

export function HandoverLink({ to, children, state }: HandoverLinkProps) {
  const navigate = useNavigate();
  return (
    <p className="-mt-3 text-sm">
      <Link
        to={to}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigate(to, { state: state() });
        }}
        className="inline-flex items-center gap-1 font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
      >
        {children}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </p>
  );
}
