/**
 * « Documents » of an accepted request (issue 22), in its « Suivi » section: « Télécharger le bon »,
 * « Télécharger le bordereau », « Télécharger l'attestation » where the kind has them (the attestation once
 * « Réceptionnée »); none for a cancelled suivi. While the company identity that issues them is incomplete,
 * a line says what is missing instead of the buttons, with a link to Paramètres for administrators.
 * A refused download (the request moved meanwhile) says why, in the section.
 */
import { Button } from '@client/components/ui/button';
import type { AnyRequest, RequestKind } from '@client/features/requests/request-types';
import { serverReason } from '@client/lib/api-client';
import { type DocumentName, documentButtonLabels, documentTitle } from '@shared/documents/documents';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useDownloadDocument } from '../api/download-document';
import { availableDocuments } from '../available-documents';
import { IdentityMissing, useMissingIdentity } from './identity-missing';

const DOWNLOAD_FAILED = 'Impossible de télécharger le document. Veuillez réessayer.';

export function RequestDocuments({
  kind,
  request,
  headingId,
}: {
  kind: RequestKind;
  request: AnyRequest;
  headingId: string;
}) {
  const names = availableDocuments(kind, request);
  const missing = useMissingIdentity();
  const download = useDownloadDocument(kind, request.id);
  const [pending, setPending] = useState<DocumentName | null>(null);
  if (names.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Documents
      </h4>
      {missing.length > 0 ? (
        <IdentityMissing
          missing={missing}
          purpose={`Pour éditer ${names.length > 1 ? 'les documents' : 'ce document'}`}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {names.map((name) => (
            <Button
              key={name}
              variant="outline"
              size="sm"
              disabled={pending !== null}
              aria-busy={pending === name}
              title={documentTitle(kind, name)}
              onClick={async () => {
                setPending(name);
                try {
                  await download.mutateAsync(name);
                } catch {
                  // Shown below from the mutation's error.
                } finally {
                  setPending(null);
                }
              }}
            >
              <FileDown aria-hidden="true" />
              {pending === name ? 'Préparation du PDF…' : documentButtonLabels[name]}
            </Button>
          ))}
        </div>
      )}
      {download.isError && (
        <p role="alert" className="text-sm text-destructive">
          {serverReason(download.error, DOWNLOAD_FAILED)}
        </p>
      )}
    </section>
  );
}
