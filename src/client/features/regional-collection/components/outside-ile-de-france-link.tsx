/**
 * Under the regional form's "La collecte doit se situer en Île-de-France" error: the way out for an
 * address elsewhere. The link opens the collection outside Île-de-France (/collection) with what was typed
 * carried over (collection-prefill.ts): the regional dialog closes with its page, the collection form opens
 * filled. A real link, so it can also be opened in a new tab (blank there: the values travel in the
 * router's state of this tab).
 */
import {
  type CollectionPrefill,
  collectionPrefillState,
} from '@client/features/collection/collection-prefill';
import { appRoutes } from '@shared/app-routes';
import { ArrowRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

export function OutsideIleDeFranceLink({ prefill }: { prefill: () => CollectionPrefill }) {
  const navigate = useNavigate();
  return (
    <p className="-mt-3 text-sm">
      <Link
        to={appRoutes.collection}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          // Read at the click: the values as they are then, not as they were when the error appeared.
          event.preventDefault();
          navigate(appRoutes.collection, { state: collectionPrefillState(prefill()) });
        }}
        className="inline-flex items-center gap-1 font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
      >
        Créer une collecte hors Île-de-France
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </p>
  );
}
