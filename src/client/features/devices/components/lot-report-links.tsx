/**
 * « Rapport de lot » (issue 32): every device with its media and devenir, the counts and the differences
 * with the declaration, as a PDF to hand over or a CSV for a spreadsheet. Plain links, as « Exporter en CSV »
 * (components/export-csv-link.tsx: the server's `Content-Disposition` makes them downloads, no `download`
 * attribute). The PDF carries the company's identity: while it is incomplete a line says what is missing
 * instead of the PDF's link, as the request's documents do; the CSV needs none.
 */
import { buttonVariants } from '@client/components/ui/button';
import { IdentityMissing, useMissingIdentity } from '@client/features/documents/components/identity-missing';
import type { LotKind } from '@shared/devices/device.constants';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { lotReportPath } from '../api/lot-report';

export function LotReportLinks({ kind, id }: { kind: LotKind; id: number }) {
  const missing = useMissingIdentity();
  return (
    <section
      aria-labelledby="lot-report-title"
      className="grid grid-cols-1 gap-2 rounded-xl border bg-white/70 p-4"
    >
      <h2 id="lot-report-title" className="text-lg font-semibold text-slate-900">
        Rapport de lot
      </h2>
      <p className="text-sm text-muted-foreground">
        Chaque équipement avec ses supports de stockage et son devenir, les totaux et les écarts avec la
        déclaration.
      </p>
      {missing.length > 0 && <IdentityMissing missing={missing} purpose="Pour éditer le rapport en PDF" />}
      <div className="flex flex-wrap gap-2">
        {missing.length === 0 && (
          <a
            href={lotReportPath(kind, id, 'pdf')}
            referrerPolicy="same-origin"
            className={buttonVariants({ variant: 'outline' })}
          >
            <FileDown aria-hidden="true" />
            Rapport de lot (PDF)
          </a>
        )}
        <a
          href={lotReportPath(kind, id, 'csv')}
          referrerPolicy="same-origin"
          className={buttonVariants({ variant: 'outline' })}
        >
          <FileSpreadsheet aria-hidden="true" />
          Rapport de lot (CSV)
        </a>
      </div>
    </section>
  );
}
