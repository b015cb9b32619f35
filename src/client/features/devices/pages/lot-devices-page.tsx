/**
 * /lots/:kind/:id, a received lot's devices (issue 32): the scan-first intake, the reconciliation with
 * what the reception counted, the lot's table (searchable, paged, each device editable) and its
 * « Certificat d'effacement des données ». Reached from
 * the request's details once it is « Réceptionnée »; before that the server answers 409 and the page says so.
 */
import { LoadError, SectionLoader } from '@client/components/layout/query-states';
import { useRequest } from '@client/features/requests/api/get-request';
import { isApiError } from '@client/lib/api-client';
import { isLotKind, type LotKind } from '@shared/devices/device.constants';
import { requestKindLabels, requestLink, requestPagePaths } from '@shared/requests/request-kinds';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useLotSummary } from '../api/get-lot-summary';
import { DeviceIntake } from '../components/device-intake';
import { LotReconciliation } from '../components/lot-reconciliation';

// The scan field and the reconciliation first; the rest of the page (the table, the imports, the report,
// the certificate) in chunks of its own, rendered in their own tasks once downloaded: a phone shows the
// field it scans into sooner (Lighthouse mobile: one long task less).
const DevicesTable = lazy(async () => ({
  default: (await import('../components/devices-table')).DevicesTable,
}));
const DeviceImport = lazy(async () => ({
  default: (await import('../components/device-import')).DeviceImport,
}));
const ErasureReportImporter = lazy(async () => ({
  default: (await import('../components/erasure-report-import')).ErasureReportImporter,
}));
const LotReportLinks = lazy(async () => ({
  default: (await import('../components/lot-report-links')).LotReportLinks,
}));
const ErasureCertificateCard = lazy(async () => ({
  default: (await import('../components/erasure-certificate-card')).ErasureCertificateCard,
}));

export function LotDevicesPage() {
  const params = useParams();
  const kind = params.kind ?? '';
  const id = Number(params.id);
  if (!isLotKind(kind) || !Number.isInteger(id) || id <= 0) return <LotMissing />;
  return <LotDevices kind={kind} id={id} />;
}

function LotMissing({ message = 'Demande introuvable.' }: { message?: string }) {
  return (
    <div role="alert" className="mx-auto max-w-5xl rounded-xl border bg-white/70 p-6 text-center">
      <title>Lot introuvable · Gestion Logistique</title>
      <p className="font-medium text-slate-900">{message}</p>
    </div>
  );
}

function LotDevices({ kind, id }: { kind: LotKind; id: number }) {
  const request = useRequest(kind, id);
  const summary = useLotSummary(kind, id);
  const back = requestLink('', kind, id);
  const reference = request.data?.reference;
  // Who the lot comes from: a collection outside Île-de-France names its client `clientName`.
  const data = request.data as { clientCompanyName?: string; clientName?: string } | undefined;
  const company = data?.clientCompanyName ?? data?.clientName;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link
        to={back}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {requestKindLabels[kind]}
      </Link>
      <title>{`Équipements${reference ? ` · ${reference}` : ''} · Gestion Logistique`}</title>
      <header className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
          Équipements{reference ? ` du lot ${reference}` : ''}
        </h1>
        {company && <p className="wrap-anywhere text-muted-foreground">{company}</p>}
      </header>
      {summary.isError ? (
        isApiError(summary.error) && (summary.error.status === 409 || summary.error.status === 404) ? (
          <LotMissing message={summary.error.message} />
        ) : (
          <LoadError
            title="Le lot n'a pas pu être chargé"
            error={summary.error}
            onRetry={() => summary.refetch()}
            retrying={summary.isRefetching}
          />
        )
      ) : (
        <>
          {/* The field a scanner types into needs nothing loaded: shown at once, with the page. */}
          <DeviceIntake kind={kind} id={id} />
          {summary.isPending ? (
            <SectionLoader label="Chargement du lot" />
          ) : (
            <LotReconciliation summary={summary.data} kind={kind} id={id} />
          )}
          <Suspense fallback={null}>
            <LotReportLinks kind={kind} id={id} />
          </Suspense>
          <Suspense fallback={null}>
            <ErasureReportImporter kind={kind} id={id} />
          </Suspense>
          <Suspense fallback={null}>
            <DeviceImport kind={kind} id={id} />
          </Suspense>
          <Suspense fallback={<SectionLoader label="Chargement des équipements" />}>
            <DevicesTable kind={kind} id={id} />
          </Suspense>
          {summary.data && (
            <Suspense fallback={null}>
              <ErasureCertificateCard summary={summary.data} kind={kind} id={id} />
            </Suspense>
          )}
        </>
      )}
      <p className="text-sm text-muted-foreground">
        <Link to={requestPagePaths[kind]} className="text-indigo-700 underline-offset-4 hover:underline">
          {`Toutes les demandes «\u00a0${requestKindLabels[kind]}\u00a0»`}
        </Link>
      </p>
    </div>
  );
}
