/**
 * The public tracking page (/suivi/<token>): a client follows their request without an account — its
 * stages and when each was reached, the planned day and slot, the carrier and its tracking link, what the
 * warehouse received and, once received, its attestation (PDF). Phone first (360 px), French, and light: its own entry (tracking.tsx) with React and
 * this file only. An unknown or revoked link shows « Page introuvable », as any missing page.
 */
import { usePublicAnswer } from '@client/lib/use-public-answer';
import { frenchDateTime, frenchDay } from '@shared/french-dates';
import type { PublicTracking, PublicTrackingStage } from '@shared/fulfilment/public-tracking';
import {
  publicAttestationPath,
  publicLotDocumentPath,
  trackingMessages,
  trackingTokenOf,
} from '@shared/fulfilment/public-tracking';
import {
  Ban,
  CalendarDays,
  CircleCheck,
  CircleDot,
  Circle as CircleIcon,
  ExternalLink,
  FileDown,
  Mail,
  PackageCheck,
  Phone,
  SearchX,
  Truck,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { getPublicTracking } from '../api/get-public-tracking';

const numbers = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** « 1er mars 2027 à 14 h 05 » (Paris time). */
const formatMoment = (iso: string) => frenchDateTime(iso);
/** "YYYY-MM-DD" → « lundi 1er mars 2027 ». */
const formatDay = (value: string) => frenchDay(value, { weekday: true });

/** The token of this page's address, read once. */
export const pageToken = (): string | null => trackingTokenOf(window.location.pathname);

/**
 * `first`: the page's data, already asked for by the entry before React started (one round trip less
 * before the first useful paint on a slow phone).
 */
export function PublicTrackingPage({ first }: { first?: Promise<PublicTracking> }) {
  const [token] = useState(pageToken);
  const { state, retry } = usePublicAnswer(token, first, getPublicTracking, trackingMessages.tooManyRequests);

  switch (state.status) {
    case 'loading':
      return (
        <div
          role="status"
          aria-label="Chargement du suivi"
          className="flex min-h-dvh items-center justify-center"
        >
          <span className="size-10 animate-spin rounded-full border-4 border-indigo-200 border-t-primary" />
        </div>
      );
    case 'not-found':
      return <NotFound />;
    case 'error':
      return (
        <Shell>
          <div role="alert" className="grid gap-4 rounded-xl border border-red-200 bg-white p-5 text-center">
            <p className="font-medium text-slate-900">Impossible d'afficher le suivi pour l'instant.</p>
            <p className="text-sm text-slate-700">{state.message}</p>
            <button
              type="button"
              onClick={retry}
              className="mx-auto rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              Réessayer
            </button>
          </div>
        </Shell>
      );
    case 'ready':
      return <Tracking tracking={state.data} token={token} />;
  }
}

/**
 * The page's frame: who runs the service (its logo and name, from « Identité de l'entreprise ») once known;
 * while the page loads, or if that identity has no name yet, nothing stands in for it.
 */
function Shell({ service, children }: { service?: PublicTracking['service']; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-10">
      {service && (
        <p className="flex min-w-0 items-center gap-3 text-base font-semibold text-slate-900">
          {service.logoUrl ? (
            <img
              src={service.logoUrl}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 object-contain"
            />
          ) : (
            <Truck className="size-5 shrink-0 text-indigo-800" aria-hidden="true" />
          )}
          <span className="min-w-0 wrap-anywhere">{service.name}</span>
        </p>
      )}
      <main className="grid gap-5">{children}</main>
    </div>
  );
}

/** « Une question ? »: the service's phone and email, each a link a phone can follow. */
function Contact({ service }: { service: NonNullable<PublicTracking['service']> }) {
  if (!service.phone && !service.email) return null;
  return (
    <section
      aria-labelledby="tracking-contact"
      className="grid gap-2 rounded-xl border bg-white p-5 shadow-sm"
    >
      <h2 id="tracking-contact" className="font-semibold text-slate-900">
        Une question{'\u00a0'}?
      </h2>
      <p className="text-sm text-slate-700">
        Contactez {service.name}
        {'\u00a0'}:
      </p>
      <ul className="grid gap-1 text-sm">
        {service.phone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 text-indigo-700" aria-hidden="true" />
            <a
              href={`tel:${service.phone.replace(/[^\d+]/g, '')}`}
              className="font-medium text-indigo-800 underline-offset-2 hover:underline"
            >
              {service.phone}
            </a>
          </li>
        )}
        {service.email && (
          <li className="flex min-w-0 items-center gap-2">
            <Mail className="size-4 shrink-0 text-indigo-700" aria-hidden="true" />
            <a
              href={`mailto:${service.email}`}
              className="min-w-0 font-medium wrap-anywhere text-indigo-800 underline-offset-2 hover:underline"
            >
              {service.email}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

/** The same words as the app's missing page: the link was never valid, or it has been turned off. */
function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <title>Page introuvable · Gestion Logistique</title>
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-white/60 bg-white/80 px-6 py-8 text-center shadow-lg shadow-slate-900/5">
        <SearchX className="size-12 text-indigo-500" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">Page introuvable</h1>
        <p className="text-slate-700">La page demandée n'existe pas ou a été déplacée.</p>
      </div>
    </main>
  );
}

function Tracking({ tracking, token }: { tracking: PublicTracking; token: string | null }) {
  const current = tracking.stages.find((stage) => stage.current);
  return (
    <Shell service={tracking.service}>
      <title>{`Suivi — ${tracking.reference}${tracking.service ? ` · ${tracking.service.name}` : ''}`}</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Suivi de votre demande</h1>
        <p className="text-slate-700">
          {tracking.kindLabel} · <span className="whitespace-nowrap">{tracking.reference}</span>
        </p>
      </header>

      {current && (
        <section
          aria-labelledby="tracking-now"
          className={`grid gap-1 rounded-xl border p-5 shadow-sm ${
            tracking.cancelled ? 'border-red-200 bg-red-50' : 'border-indigo-200 bg-white'
          }`}
        >
          <h2 id="tracking-now" className="text-sm font-medium text-slate-700">
            Étape actuelle
          </h2>
          <p
            className={`flex items-center gap-2 text-xl font-semibold ${
              tracking.cancelled ? 'text-red-800' : 'text-indigo-800'
            }`}
          >
            {tracking.cancelled ? (
              <Ban className="size-5 shrink-0" aria-hidden="true" />
            ) : (
              <CircleDot className="size-5 shrink-0" aria-hidden="true" />
            )}
            {current.label}
          </p>
          {current.reachedAt && (
            <p className="text-sm text-slate-700">Depuis le {formatMoment(current.reachedAt)}</p>
          )}
          {tracking.cancelled && <p className="text-sm text-slate-700">Cette demande a été annulée.</p>}
        </section>
      )}

      {(tracking.plannedDate || tracking.carrier) && <Plan tracking={tracking} />}
      {tracking.reception && (
        <Reception
          reception={tracking.reception}
          attestationHref={tracking.attestation && token ? publicAttestationPath(token) : null}
          certificateHref={
            tracking.erasureCertificate && token ? publicLotDocumentPath(token, 'erasure-certificate') : null
          }
          lotReportHref={tracking.lotReport && token ? publicLotDocumentPath(token, 'lot-report') : null}
        />
      )}

      <section
        aria-labelledby="tracking-stages"
        className="grid gap-3 rounded-xl border bg-white p-5 shadow-sm"
      >
        <h2 id="tracking-stages" className="font-semibold text-slate-900">
          Étapes
        </h2>
        <ol className="grid gap-0">
          {tracking.stages.map((stage, index) => (
            <StageItem
              key={stage.id}
              stage={stage}
              last={index === tracking.stages.length - 1}
              cancelled={tracking.cancelled && stage.current}
            />
          ))}
        </ol>
      </section>

      {tracking.service && <Contact service={tracking.service} />}

      <p className="text-xs text-slate-600">
        Ce lien est personnel&nbsp;: ne le transmettez qu'aux personnes concernées par cette demande.
      </p>
    </Shell>
  );
}

function StageItem({
  stage,
  last,
  cancelled,
}: {
  stage: PublicTrackingStage;
  last: boolean;
  cancelled: boolean;
}) {
  const reached = stage.reachedAt !== null;
  const Icon = cancelled ? Ban : stage.current ? CircleDot : reached ? CircleCheck : CircleIcon;
  const tone = cancelled
    ? 'text-red-700'
    : stage.current
      ? 'text-indigo-700'
      : reached
        ? 'text-emerald-700'
        : 'text-slate-400';
  const state = stage.current ? 'étape actuelle' : reached ? 'étape franchie' : 'à venir';
  return (
    <li aria-current={stage.current ? 'step' : undefined} className="grid grid-cols-[1.5rem_1fr] gap-x-3">
      <span className="flex flex-col items-center">
        <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden="true" />
        {!last && (
          <span className={`w-0.5 flex-1 ${reached && !stage.current ? 'bg-emerald-300' : 'bg-slate-200'}`} />
        )}
      </span>
      <div className={`grid gap-0.5 ${last ? '' : 'pb-4'}`}>
        <p className={`font-medium ${reached ? 'text-slate-900' : 'text-slate-600'}`}>
          {stage.label}
          <span className="sr-only"> ({state})</span>
        </p>
        <p className="text-sm text-slate-600">
          {stage.reachedAt ? formatMoment(stage.reachedAt) : 'À venir'}
        </p>
      </div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

function Plan({ tracking }: { tracking: PublicTracking }) {
  const { carrier } = tracking;
  return (
    <section aria-labelledby="tracking-plan" className="grid gap-3 rounded-xl border bg-white p-5 shadow-sm">
      <h2 id="tracking-plan" className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarDays className="size-5 text-indigo-700" aria-hidden="true" />
        Organisation
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {tracking.plannedDate && <Fact label="Date prévue">{formatDay(tracking.plannedDate)}</Fact>}
        {tracking.plannedSlot && <Fact label="Créneau">{tracking.plannedSlot}</Fact>}
        {carrier && <Fact label="Transporteur">{carrier.name}</Fact>}
        {carrier?.trackingNumber && <Fact label="Numéro de suivi">{carrier.trackingNumber}</Fact>}
      </dl>
      {carrier?.trackingUrl && (
        <a
          href={carrier.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          Suivre le colis chez {carrier.name}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      )}
    </section>
  );
}

const downloadClass =
  'inline-flex items-center justify-center gap-2 justify-self-start rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

function Download({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} download className={downloadClass}>
      <FileDown className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}

function Reception({
  reception,
  attestationHref,
  certificateHref,
  lotReportHref,
}: {
  reception: NonNullable<PublicTracking['reception']>;
  /** The attestation's PDF once the team's company identity allows it (issue 22). */
  attestationHref: string | null;
  /** The lot's « Certificat d'effacement des données » once issued, its report once inventoried (issue 32). */
  certificateHref: string | null;
  lotReportHref: string | null;
}) {
  const rows = reception.units ? [reception.units] : (reception.quantities ?? []);
  return (
    <section
      aria-labelledby="tracking-reception"
      className="grid gap-3 rounded-xl border bg-white p-5 shadow-sm"
    >
      <h2 id="tracking-reception" className="flex items-center gap-2 font-semibold text-slate-900">
        <PackageCheck className="size-5 text-emerald-700" aria-hidden="true" />
        Réception à l'entrepôt
      </h2>
      {rows.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Quantités reçues</caption>
          <thead>
            <tr className="border-b text-slate-600">
              <th scope="col" className="py-1.5 font-medium">
                Catégorie
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Reçu
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b last:border-0">
                <th scope="row" className="py-1.5 font-normal text-slate-900">
                  {row.label}
                </th>
                <td className="py-1.5 text-right font-medium text-slate-900 tabular-nums">{row.received}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-700">Aucun matériel compté.</p>
      )}
      <dl>
        <Fact label="Poids reçu">
          {numbers.format(reception.weightKg)}&nbsp;kg{reception.weightEstimated ? ' (estimé)' : ''}
        </Fact>
      </dl>
      {(attestationHref || certificateHref || lotReportHref) && (
        <div className="flex flex-wrap gap-2">
          {attestationHref && <Download href={attestationHref}>Télécharger l'attestation</Download>}
          {certificateHref && (
            <Download href={certificateHref}>Télécharger le certificat d'effacement des données</Download>
          )}
          {lotReportHref && <Download href={lotReportHref}>Télécharger le rapport de lot</Download>}
        </div>
      )}
    </section>
  );
}
