/**
 * « Documents » of an accepted request (issue 22), in its « Suivi » section: « Télécharger le bon »,
 * « Télécharger le bordereau », « Télécharger l'attestation » where the kind has them (the attestation once
 * « Réceptionnée »); none for a cancelled suivi. While the company identity that issues them is incomplete,
 * a line says what is missing instead of the buttons, with a link to Paramètres for administrators.
 * A refused download (the request moved meanwhile) says why, in the section.
 */
import { Button } from '@client/components/ui/button';
import { useUser } from '@client/features/auth/api/get-user';
import type { AnyRequest, RequestKind } from '@client/features/requests/request-types';
import { useCompanySettings } from '@client/features/settings/api/get-company-settings';
import { SETTINGS_TAB_PARAM } from '@client/features/settings/settings-tabs';
import { serverReason } from '@client/lib/api-client';
import { appRoutes } from '@shared/app-routes';
import {
  type DocumentName,
  documentButtonLabels,
  documentTitle,
  frenchList,
} from '@shared/documents/documents';
import { isAdmin } from '@shared/users/user-roles';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDownloadDocument } from '../api/download-document';
import { availableDocuments } from '../available-documents';

/** The settings tab of « Identité de l'entreprise » (built with the settings branch of issue 22). */
export const COMPANY_SETTINGS_TAB = 'entreprise';

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
  const identity = useCompanySettings();
  const admin = isAdmin(useUser().data);
  const download = useDownloadDocument(kind, request.id);
  const [pending, setPending] = useState<DocumentName | null>(null);
  if (names.length === 0) return null;

  // Unknown identity (still loading, or its call failed): the buttons show; the server says what is missing.
  const missing = identity.data?.missingFields ?? [];

  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Documents
      </h4>
      {missing.length > 0 ? (
        <p className="text-sm text-slate-700">
          Pour éditer {names.length > 1 ? 'les documents' : 'ce document'}, l'identité de l'entreprise doit
          être complète{'\u00a0'}: il manque {frenchList(missing)}.{' '}
          {admin ? (
            <Link
              to={`${appRoutes.settings}?${SETTINGS_TAB_PARAM}=${COMPANY_SETTINGS_TAB}`}
              className="font-medium underline underline-offset-2"
            >
              Compléter dans Paramètres
            </Link>
          ) : (
            'Un administrateur peut la compléter dans Paramètres.'
          )}
        </p>
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
