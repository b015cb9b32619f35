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
import { Link, useParams } from 'react-router';
import { useLotSummary } from '../api/get-lot-summary';
import { DeviceImport } from '../components/device-import';
import { DeviceIntake } from '../components/device-intake';
import { DevicesTable } from '../components/devices-table';
import { ErasureCertificateCard } from '../components/erasure-certificate-card';
import { ErasureReportImporter } from '../components/erasure-report-import';
import { LotReconciliation } from '../components/lot-reconciliation';
import { LotReportLinks } from '../components/lot-report-links';

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
      {summary.isPending ? (
        <SectionLoader label="Chargement du lot" />
      ) : summary.isError ? (
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
          <DeviceIntake kind={kind} id={id} />
          <LotReconciliation summary={summary.data} kind={kind} id={id} />
          <LotReportLinks kind={kind} id={id} />
          <ErasureReportImporter kind={kind} id={id} />
          <DeviceImport kind={kind} id={id} />
          <DevicesTable kind={kind} id={id} />
          <ErasureCertificateCard summary={summary.data} kind={kind} id={id} />
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
