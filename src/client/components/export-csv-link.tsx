/**
 * "Exporter en CSV": a link styled as a button that downloads what the list's filters select (the server
 * streams the file; see docs/features/csv-export.md). A plain link rather than a fetch: the browser streams the
 * file to disk itself, with its own progress, however many rows, and sends the session cookie (same
 * origin). The accessible name starts with the visible text (WCAG "label in name") and says what is
 * exported.
 *
 * No `download` attribute: the server's `Content-Disposition: attachment` makes the answer a download (the
 * page stays), and when the session has expired the server sends the navigation to the sign-in page
 * instead (decision 0067) — with `download` the browser would save that page, or an error, as the file.
 * `referrerPolicy="same-origin"` tells the server which page to come back to after signing in (the app's
 * policy is otherwise no-referrer).
 */
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { Download } from 'lucide-react';

export interface ExportCsvLinkProps {
  /** The export's URL with the list's current filters (one `…/export.csv` builder per feature's api/). */
  href: string;
  /** What is exported, for screen readers: "Exporter en CSV (<subject>)". */
  subject: string;
  className?: string;
}

export function ExportCsvLink({ href, subject, className }: ExportCsvLinkProps) {
  return (
    <a
      href={href}
      referrerPolicy="same-origin"
      aria-label={`Exporter en CSV (${subject})`}
      className={cn(buttonVariants({ variant: 'outline' }), className)}
    >
      <Download aria-hidden="true" />
      Exporter en CSV
    </a>
  );
}
