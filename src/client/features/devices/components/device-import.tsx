/**
 * « Importer un fichier d'équipements » (issue 32): a CSV (a client's manifest, a scanner's list, the lot's
 * own export) read first as a preview — how many devices, which rows are refused and why — then imported
 * whole with « Importer », or not at all. Nothing is written by the preview.
 */

import { Button } from '@client/components/ui/button';
import { serverReason } from '@client/lib/api-client';
import { countText } from '@client/lib/french-text';
import type { DeviceImportPreview, LotKind } from '@shared/devices/device.constants';
import { FileSpreadsheet } from 'lucide-react';
import { useRef, useState } from 'react';
import { useImportDevices } from '../api/import-devices';

export function DeviceImport({ kind, id }: { kind: LotKind; id: number }) {
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportDevices(kind, id);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<DeviceImportPreview | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  function run(chosen: File, dryRun: boolean) {
    setMessage(null);
    importer.mutate(
      { file: chosen, dryRun },
      {
        onSuccess: (answer) => {
          if (answer.dryRun) {
            setFile(chosen);
            setPreview(answer);
          } else {
            setFile(null);
            setPreview(null);
            setMessage({
              tone: 'success',
              text: `${countText(answer.created, 'équipement')} importé${answer.created > 1 ? 's' : ''}.`,
            });
          }
        },
        onError: (error) =>
          setMessage({ tone: 'error', text: serverReason(error, "Le fichier n'a pas été lu.") }),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="device-import-title"
      className="grid grid-cols-1 gap-3 rounded-xl border bg-white/70 p-4"
    >
      <h2 id="device-import-title" className="text-lg font-semibold text-slate-900">
        Importer un fichier d'équipements
      </h2>
      <p className="text-sm text-muted-foreground">
        Un CSV avec une colonne «&nbsp;Catégorie&nbsp;» et, si possible, «&nbsp;N° de série&nbsp;»,
        «&nbsp;Marque&nbsp;», «&nbsp;Modèle&nbsp;», «&nbsp;Grade&nbsp;», «&nbsp;IMEI&nbsp;»,
        «&nbsp;Note&nbsp;» (en français ou en anglais)&nbsp;: un aperçu dit d'abord ce qui serait refusé, rien
        n'est enregistré avant «&nbsp;Importer&nbsp;».
      </p>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        // Chosen through the button beside it: one tab stop, the label for assistive technologies.
        tabIndex={-1}
        aria-label="Fichier CSV des équipements"
        id="device-import-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) run(chosen, true);
        }}
      />
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        pending={importer.isPending && !preview}
        onClick={() => input.current?.click()}
      >
        {!(importer.isPending && !preview) && <FileSpreadsheet aria-hidden="true" />}
        Choisir un fichier CSV
      </Button>
      <div aria-live="polite" className="grid gap-2 text-sm empty:hidden">
        {message && (
          <p
            role={message.tone === 'error' ? 'alert' : undefined}
            className={
              message.tone === 'error' ? 'rounded-md bg-red-50 px-2 py-1 text-red-900' : 'text-emerald-900'
            }
          >
            {message.text}
          </p>
        )}
        {preview && file && (
          <div className="grid gap-2">
            <p className="text-slate-900">
              {`${file.name}\u00a0: ${countText(preview.accepted, 'équipement')} prêt${preview.accepted > 1 ? 's' : ''}`}
              {preview.refused.length > 0
                ? `, ${countText(preview.refused.length, 'ligne')} refusée${preview.refused.length > 1 ? 's' : ''}.`
                : '.'}
            </p>
            {preview.refused.length > 0 && (
              <ul
                className="grid gap-0.5 rounded-md bg-amber-50 px-2 py-1 text-amber-900"
                aria-label="Lignes refusées"
              >
                {preview.refused.map((row) => (
                  <li key={row.line} className="wrap-anywhere">
                    Ligne {row.line}
                    {row.serialNumber ? ` (${row.serialNumber})` : ''}&nbsp;: {row.message}
                  </li>
                ))}
              </ul>
            )}
            {preview.refused.length > 0 ? (
              <p className="text-muted-foreground">
                Corrigez ces lignes dans le fichier, puis choisissez-le à nouveau.
              </p>
            ) : (
              <Button
                type="button"
                variant="brand"
                className="w-fit"
                pending={importer.isPending}
                onClick={() => run(file, false)}
              >
                {`Importer ${countText(preview.accepted, 'équipement')}`}
              </Button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
