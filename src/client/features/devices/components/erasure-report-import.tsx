/**
 * « Importer un rapport d'effacement » (issue 32): nwipe's log, an XML report or a CSV of erasures, matched
 * to the lot's media by serial. Says what was recorded, that the same file was already imported (nothing
 * done twice), and lists « À rapprocher » the drives the lot does not know (or whose state forbids the
 * record) — to attach by hand.
 */
import { Button } from '@client/components/ui/button';
import { serverReason } from '@client/lib/api-client';
import type { ErasureReportImport, LotKind } from '@shared/devices/device.constants';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { useImportErasureReport } from '../api/import-erasure-report';

const resultLabel = (result: string) => (result === 'erased' ? 'effacé' : 'échec');

export function ErasureReportImporter({ kind, id }: { kind: LotKind; id: number }) {
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportErasureReport(kind, id);
  const [outcome, setOutcome] = useState<ErasureReportImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
        disque est rapproché d'un support du lot par son numéro de série. Le fichier est conservé comme
        preuve.
      </p>
      <input
        ref={input}
        type="file"
        accept=".log,.txt,.xml,.csv,text/plain,text/csv,application/xml,text/xml"
        className="sr-only"
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
              ? `Ce rapport a déjà été importé\u00a0: rien n'est enregistré deux fois (${outcome.matched} effacement${outcome.matched > 1 ? 's' : ''} venu${outcome.matched > 1 ? 's' : ''} de lui).`
              : `${outcome.matched} effacement${outcome.matched > 1 ? 's' : ''} enregistré${outcome.matched > 1 ? 's' : ''}.`}
          </p>
        )}
        {outcome && outcome.unmatched.length > 0 && (
          <div className="grid gap-1 rounded-md bg-amber-50 px-2 py-1 text-amber-900">
            <p className="font-medium">À rapprocher ({outcome.unmatched.length})</p>
            <ul className="grid gap-0.5">
              {outcome.unmatched.map((row) => (
                <li key={`${row.serialNumber}-${row.result}`} className="font-mono wrap-anywhere">
                  {row.serialNumber} · {resultLabel(row.result)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
