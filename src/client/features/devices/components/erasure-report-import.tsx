/**
 * « Importer un rapport d'effacement » (issue 32): nwipe's log, an XML report or a CSV of erasures, matched
 * to the lot's media by serial (or by the host's serial, for its one medium without a serial). Says what was
 * recorded, that the same file was already imported (nothing done twice), and lists « À rapprocher », for
 * all the lot's reports, the drives the lot does not know (or whose state forbids the record), each with
 * « Rattacher » (attach-erasure-dialog.tsx): to a medium of a device of the lot, or to one created for it.
 */

import { Button } from '@client/components/ui/button';
import { useDialogState } from '@client/hooks/use-dialog-state';
import { serverReason } from '@client/lib/api-client';
import { countText } from '@client/lib/french-text';
import type { ErasureReportImport, ErasureReportSummary, LotKind } from '@shared/devices/device.constants';
import { FileUp, Link2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useErasureReports } from '../api/get-erasure-reports';
import { useImportErasureReport } from '../api/import-erasure-report';
import type { UnmatchedRow } from './attach-erasure-dialog';

// The dialog (the device look-up, zod and the attach schema) loads with its first opening.
const AttachErasureDialog = lazy(() =>
  import('./attach-erasure-dialog').then((module) => ({ default: module.AttachErasureDialog })),
);

const resultLabel = (result: string) => (result === 'erased' ? 'effacé' : 'échec');

/** Every report's rows still « À rapprocher », newest report first; a serial listed twice once (its last line). */
function unmatchedRows(reports: ErasureReportSummary[]): UnmatchedRow[] {
  return reports.flatMap((report) => {
    const bySerial = new Map<string, UnmatchedRow>();
    for (const row of report.unmatched) {
      const key = row.serialNumber.toUpperCase();
      bySerial.delete(key);
      bySerial.set(key, { ...row, reportId: report.id, fileName: report.fileName });
    }
    return [...bySerial.values()];
  });
}

export function ErasureReportImporter({ kind, id }: { kind: LotKind; id: number }) {
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportErasureReport(kind, id);
  const [outcome, setOutcome] = useState<ErasureReportImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reports = useErasureReports(kind, id);
  const rows = unmatchedRows(reports.data ?? []);
  const attach = useDialogState<UnmatchedRow>();

  function send(file: File | undefined) {
    if (!file) return;
    setOutcome(null);
    setFailure(null);
    importer.mutate(file, {
      onSuccess: setOutcome,
      onError: (error) => setFailure(serverReason(error, "Le rapport n'a pas été importé.")),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  }

  return (
    <section
      aria-labelledby="erasure-import-title"
      className="grid grid-cols-1 gap-3 rounded-xl border bg-white/70 p-4"
    >
      <h2 id="erasure-import-title" className="text-lg font-semibold text-slate-900">
        Rapports d'effacement
      </h2>
      <p className="text-sm text-muted-foreground">
        Journal nwipe, rapport XML ou CSV (numéro de série, méthode, norme, outil, résultat…)&nbsp;: chaque
        disque est rapproché d'un support du lot par son numéro de série, ou par celui de son poste quand ce
        poste n'a qu'un support sans numéro. Le fichier est conservé comme preuve.
      </p>
      <input
        ref={input}
        type="file"
        accept=".log,.txt,.xml,.csv,text/plain,text/csv,application/xml,text/xml"
        className="sr-only"
        // Chosen through the button beside it: one tab stop, the label for assistive technologies.
        tabIndex={-1}
        aria-label="Fichier du rapport d'effacement"
        id="erasure-report-file"
        onChange={(event) => send(event.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        pending={importer.isPending}
        onClick={() => input.current?.click()}
      >
        {!importer.isPending && <FileUp aria-hidden="true" />}
        Importer un rapport d'effacement
      </Button>
      <div aria-live="polite" className="grid gap-2 text-sm empty:hidden">
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-2 py-1 text-red-900">
            {failure}
          </p>
        )}
        {outcome && (
          <p className="text-slate-900">
            {outcome.alreadyImported
              ? `Ce rapport a déjà été importé\u00a0: rien n'est enregistré deux fois (${countText(outcome.matched, 'effacement')} venu${outcome.matched > 1 ? 's' : ''} de lui).`
              : `${countText(outcome.matched, 'effacement')} enregistré${outcome.matched > 1 ? 's' : ''}.`}
            {!outcome.alreadyImported &&
              outcome.unmatched.length > 0 &&
              ` ${countText(outcome.unmatched.length, 'ligne')} à rapprocher ci-dessous.`}
          </p>
        )}
      </div>
      {reports.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-2 py-1 text-sm text-red-900">
          {serverReason(reports.error, "Les lignes à rapprocher n'ont pas pu être chargées.")}
        </p>
      )}
      {rows.length > 0 && (
        <div className="grid gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950">
          <h3 id="erasure-unmatched-title" className="font-medium">
            À rapprocher ({rows.length})
          </h3>
          <p className="text-amber-900">
            Ces disques ne correspondent à aucun support du lot (ou leur état refuse l'effacement)&nbsp;:
            rattachez chacun au support d'un équipement, ou créez ce support.
          </p>
          <ul aria-labelledby="erasure-unmatched-title" className="grid gap-1">
            {rows.map((row) => (
              <li
                key={`${row.reportId}-${row.serialNumber}`}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-amber-200 pt-1 first:border-t-0 first:pt-0"
              >
                <span className="min-w-0 wrap-anywhere">
                  <span className="font-mono">{row.serialNumber}</span> · {resultLabel(row.result)}
                  {row.hostSerial && <> · poste {row.hostSerial}</>}
                  <span className="block text-xs text-amber-900">{row.fileName}</span>
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Rattacher ${row.serialNumber}`}
                  onClick={() => attach.show(row)}
                >
                  <Link2 aria-hidden="true" />
                  Rattacher
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {attach.target && (
        <Suspense fallback={null}>
          <AttachErasureDialog
            open={attach.open}
            onOpenChange={attach.onOpenChange}
            row={attach.target}
            formKey={attach.key}
            kind={kind}
            lotId={id}
          />
        </Suspense>
      )}
    </section>
  );
}
