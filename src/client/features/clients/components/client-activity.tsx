/**
 * A client's activity on its page (issue 23): the equipment received from it per category this year and
 * last (a table: one row per category, one column per year), and its documents — the attestations of its
 * received requests, the latest first, each downloadable (fetched, so a refusal says why instead of saving
 * an error as the file).
 */
import { LoadError, SectionLoader } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import { downloadFile } from '@client/features/documents/api/download-document';
import { formatDateTime } from '@client/features/requests/request-format';
import { serverReason } from '@client/lib/api-client';
import type { ClientActivity, ClientDocumentItem, ReceivedFigure } from '@shared/clients/client.schema';
import { equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClientActivity } from '../api/get-client-activity';
import { clientRequestKindLabel, clientRequestLink } from '../client-request-display';

/** The figures' labels: the reception's categories, and a pickup's parcels or pallets. */
export const receivedFigureLabels: Record<ReceivedFigure, string> = {
  ...equipmentCategoryLabels,
  units: 'Colis ou palettes',
};

const numberFormat = new Intl.NumberFormat('fr-FR');

export function ClientActivitySections({ clientId }: { clientId: number }) {
  const activity = useClientActivity(clientId);
  if (activity.isPending) return <SectionLoader label="Chargement de l'activité du client" />;
  if (activity.isError) {
    return (
      <LoadError
        title="Impossible de charger l'activité de ce client."
        error={activity.error}
        onRetry={() => activity.refetch()}
        retrying={activity.isRefetching}
      />
    );
  }
  return (
    <>
      <ReceivedSection activity={activity.data} />
      <DocumentsSection activity={activity.data} />
    </>
  );
}

function ReceivedSection({ activity }: { activity: ClientActivity }) {
  const figures = Object.keys(receivedFigureLabels) as ReceivedFigure[];
  const nothing = activity.received.every((year) => figures.every((figure) => year.quantities[figure] === 0));
  return (
    <section aria-labelledby="client-received-heading" className="grid gap-3">
      <h2 id="client-received-heading" className="text-lg font-semibold text-slate-900">
        Équipements reçus
      </h2>
      {nothing ? (
        <p className="text-sm text-muted-foreground">
          Aucun équipement reçu de ce client en {activity.received.map((year) => year.year).join(' ni en ')}.
        </p>
      ) : (
        <div className="rounded-xl border bg-white/80 shadow-xs">
          <table className="w-full text-sm">
            <caption className="sr-only">Équipements reçus de ce client par catégorie et par année</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="px-3 py-2 font-medium">
                  Catégorie
                </th>
                {activity.received.map((year) => (
                  <th key={year.year} scope="col" className="px-3 py-2 text-right font-medium tabular-nums">
                    {year.year}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figures.map((figure) => (
                <tr key={figure} className="border-b last:border-b-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {receivedFigureLabels[figure]}
                  </th>
                  {activity.received.map((year) => (
                    <td key={year.year} className="px-3 py-1.5 text-right tabular-nums">
                      {numberFormat.format(year.quantities[figure])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DocumentsSection({ activity }: { activity: ClientActivity }) {
  const { documents, documentsTotal } = activity;
  return (
    <section aria-labelledby="client-documents-heading" className="grid gap-3">
      <h2 id="client-documents-heading" className="text-lg font-semibold text-slate-900">
        Documents
      </h2>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aucune attestation pour l'instant{'\u00a0'}: elles sont disponibles une fois les demandes
          réceptionnées.
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {documents.map((document) => (
              <DocumentRow key={`${document.kind}-${document.requestId}`} document={document} />
            ))}
          </ul>
          {documentsTotal > documents.length && (
            <p className="text-xs text-muted-foreground">
              {`Les ${documents.length} plus récents sur ${numberFormat.format(documentsTotal)} documents\u00a0: les autres sont dans le détail de chaque demande.`}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function DocumentRow({ document }: { document: ClientDocumentItem }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = { kind: document.kind, id: document.requestId };
  return (
    <li className="grid gap-1 rounded-xl border bg-white/80 p-3 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{document.title}</p>
          <p className="text-xs text-muted-foreground">
            <Link
              to={clientRequestLink(request)}
              className="text-indigo-700 underline-offset-4 hover:underline"
            >
              {`${clientRequestKindLabel(request)} n°\u00a0${document.requestId}`}
            </Link>
            {` · Réceptionnée le ${formatDateTime(document.date)}`}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          aria-busy={pending}
          onClick={async () => {
            setPending(true);
            setError(null);
            try {
              await downloadFile(document.url, `${document.name}-${document.requestId}.pdf`);
            } catch (failure) {
              setError(serverReason(failure, 'Impossible de télécharger le document. Veuillez réessayer.'));
            } finally {
              setPending(false);
            }
          }}
        >
          <FileDown aria-hidden="true" />
          {pending ? 'Préparation du PDF…' : 'Télécharger'}
          <span className="sr-only">{` ${document.title} n°\u00a0${document.requestId}`}</span>
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}
