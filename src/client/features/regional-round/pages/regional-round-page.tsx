/**
 * /regional-collection/round, « Tournée du jour »: the regional collections planned on a chosen day (today
 * in Paris by default; the day is kept in the URL, ?date=YYYY-MM-DD), in the order the team sets — by slot
 * until someone reorders them, with « Monter » / « Descendre » (announced in a live region) or by dragging
 * a stop; each change is saved at once (PUT …/round), any signed-in user may do it and the last save wins.
 * Above the stops: what comes back in the van (the six equipment categories) and the packaging to load
 * (the regional form's calculation, per stop, summed). No library: native drag events and buttons.
 * « Imprimer la tournée » downloads the round as one PDF (summary, then one bon per stop) when it has stops.
 */

import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { useCompanySettings } from '@client/features/company/api/get-company-settings';
import { IdentityMissing, useMissingIdentity } from '@client/features/documents/components/identity-missing';
import { timeSlotText } from '@client/features/regional-collection/time-slot';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { countText } from '@client/lib/french-text';
import { appRoutes } from '@shared/app-routes';
import { frenchDay } from '@shared/french-dates';
import { equipmentCategories, equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import { parisToday } from '@shared/paris-day';
import { type RegionalRound, type RoundStop, roundStopState } from '@shared/requests/regional-round';
import { REQUEST_LINK_PARAM } from '@shared/requests/request-kinds';
import { regionalPackagingLabels } from '@shared/requests/request-summary';
import {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  CircleCheck,
  CircleX,
  FileDown,
  GripVertical,
  Phone,
  Route,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDownloadRound, useRegionalRound, useSaveRoundOrder } from '../api/regional-round';

const DATE_PARAM = 'date';
const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** « mardi 1er décembre 2026 ». */
const longDay = (day: string) => frenchDay(day, { weekday: true });

export function RegionalRoundPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(DATE_PARAM);
  const day = isDay(requested) ? requested : parisToday();
  const round = useRegionalRound(day);
  // The print button (or what the identity still lacks) shows with the stops, not after them: nothing
  // below moves once the page has drawn (an unknown identity after a failed call shows the button).
  const identity = useCompanySettings();

  function showDay(next: string) {
    if (!isDay(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(DATE_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-3">
        <title>Tournée du jour · Gestion Logistique</title>
        <Link
          to={appRoutes.regionalCollection}
          className="inline-flex w-fit items-center gap-1 text-sm text-indigo-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Collectes Région Parisienne
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0 space-y-1">
            <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              <Route className="size-6 shrink-0 text-indigo-600" aria-hidden="true" />
              Tournée du jour
            </h1>
            <p className="text-muted-foreground">
              Les collectes planifiées ce jour-là, dans l'ordre de passage du camion, et où chacune en est.
            </p>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="round-day">Jour de la tournée</Label>
            <Input
              id="round-day"
              type="date"
              value={day}
              onChange={(event) => showDay(event.target.value)}
              className="w-44"
            />
          </div>
          {round.data && !identity.isPending && round.data.stops.length > 0 && (
            <PrintRound key={day} day={day} />
          )}
        </div>
      </header>

      {round.isPending || identity.isPending ? (
        <div role="status" aria-label="Chargement de la tournée" className="flex justify-center py-10">
          <Spinner className="size-6 text-primary" />
        </div>
      ) : round.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          {serverReason(round.error, 'Impossible de charger la tournée.')}
          <Button variant="outline" size="sm" onClick={() => round.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <RoundBody key={day} day={day} round={round.data} />
      )}
    </div>
  );
}

/**
 * « Imprimer la tournée »: the PDF is fetched first, so a refusal (the round emptied meanwhile) says why;
 * while the company identity is incomplete, what is missing instead of the button, as the documents do.
 */
function PrintRound({ day }: { day: string }) {
  const missing = useMissingIdentity();
  const download = useDownloadRound(day);
  if (missing.length > 0) {
    return (
      <IdentityMissing
        missing={missing}
        purpose="Pour imprimer la tournée"
        className="max-w-sm text-sm text-slate-700"
      />
    );
  }
  return (
    <div className="grid gap-1">
      <Button
        variant="outline"
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={() => download.mutate()}
      >
        <FileDown aria-hidden="true" />
        {download.isPending ? 'Préparation du PDF…' : 'Imprimer la tournée'}
      </Button>
      {download.isError && (
        <p role="alert" className="max-w-sm text-sm text-destructive">
          {serverReason(download.error, "Impossible d'imprimer la tournée. Veuillez réessayer.")}
        </p>
      )}
    </div>
  );
}

function RoundBody({ day, round }: { day: string; round: RegionalRound }) {
  const save = useSaveRoundOrder(day);
  // The order shown while saves are on their way; null: the server's.
  const [order, setOrder] = useState<number[] | null>(null);
  const latest = useRef<number[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  // The stop being dragged, read by the drop target (drag data of a custom type does not reach every target).
  const draggedId = useRef<number | null>(null);
  const focusAfterMove = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);

  const byId = new Map(round.stops.map((stop) => [stop.id, stop]));
  const ids = order ?? round.stops.map((stop) => stop.id);
  const stops = ids.flatMap((id) => byId.get(id) ?? []);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const wanted = document.getElementById(
      `round-${target.direction}-${target.id}`,
    ) as HTMLButtonElement | null;
    const other = document.getElementById(`round-${target.direction === 'up' ? 'down' : 'up'}-${target.id}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  async function reorder(next: number[], moved: RoundStop) {
    const position = next.indexOf(moved.id) + 1;
    setOrder(next);
    latest.current = next;
    setAnnouncement(
      `«\u00a0${moved.clientCompanyName}\u00a0» est maintenant l'arrêt ${position} sur ${next.length}.`,
    );
    try {
      await save.mutateAsync(next);
      // Only the last change's answer hands the order back to the server's.
      if (latest.current === next) {
        setOrder(null);
        setAnnouncement(
          `Ordre enregistré\u00a0: «\u00a0${moved.clientCompanyName}\u00a0» est l'arrêt ${position} sur ${next.length}.`,
        );
      }
    } catch (error) {
      if (latest.current !== next) return;
      setOrder(null);
      latest.current = null;
      setAnnouncement("L'ordre n'a pas pu être enregistré.");
      toast({
        variant: 'destructive',
        title: "Échec de l'enregistrement de l'ordre",
        description: serverReason(error, "L'ordre de la tournée n'a pas pu être enregistré. Réessayez."),
      });
    }
  }

  function move(index: number, to: number, direction?: 'up' | 'down') {
    const stop = stops[index];
    if (!stop || to < 0 || to >= stops.length || to === index) return;
    const next = ids.filter((id) => id !== stop.id);
    next.splice(to, 0, stop.id);
    if (direction) focusAfterMove.current = { id: stop.id, direction };
    void reorder(next, stop);
  }

  return (
    <>
      <section aria-labelledby="round-summary-title" className="grid gap-3">
        <h2 id="round-summary-title" className="text-lg font-semibold text-slate-900 first-letter:uppercase">
          {longDay(day)}
          {'\u00a0: '}
          {round.stops.length === 0
            ? 'aucune collecte planifiée'
            : `${round.stops.length} collecte${round.stops.length > 1 ? 's' : ''}`}
        </h2>
        <Progress stops={round.stops} />
        {round.stops.length > 0 && <Totals round={round} />}
      </section>

      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>

      {stops.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          Aucune collecte n'est planifiée ce jour-là. Les collectes apparaissent ici quand leur suivi passe à
          «&nbsp;Planifiée&nbsp;» pour ce jour.
        </p>
      ) : (
        <section aria-labelledby="round-stops-title" className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="round-stops-title" className="text-lg font-semibold text-slate-900">
              Ordre de passage
            </h2>
            <p className="text-sm text-muted-foreground">
              {round.ordered || order
                ? "Ordre fixé par l'équipe."
                : 'Par créneau (matin, heures précises, après-midi).'}{' '}
              Réordonnez avec «&nbsp;Monter&nbsp;» / «&nbsp;Descendre&nbsp;» ou en faisant glisser un arrêt.
            </p>
          </div>
          <ol className="grid gap-3" aria-labelledby="round-stops-title">
            {stops.map((stop, index) => (
              <li
                key={stop.id}
                draggable
                onDragStart={(event) => {
                  draggedId.current = stop.id;
                  setDragged(stop.id);
                  event.dataTransfer.effectAllowed = 'move';
                  // Firefox starts a drag only with some data; the id itself travels in draggedId.
                  event.dataTransfer.setData('text/plain', stop.clientCompanyName);
                }}
                onDragOver={(event) => {
                  // Only a stop of this round is dropped here (not a file, not a link).
                  if (draggedId.current === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(event) => {
                  if (draggedId.current === null) return;
                  event.preventDefault();
                  const from = ids.indexOf(draggedId.current);
                  draggedId.current = null;
                  setDragged(null);
                  if (from >= 0) move(from, index);
                }}
                onDragEnd={() => {
                  draggedId.current = null;
                  setDragged(null);
                }}
                className={`grid min-w-0 gap-3 rounded-lg border bg-white/80 p-4 shadow-xs sm:grid-cols-[auto_1fr_auto] ${
                  dragged === stop.id ? 'opacity-50' : ''
                }`}
              >
                <StopCard stop={stop} position={index + 1} />
                <div className="flex gap-2 sm:flex-col">
                  <Button
                    id={`round-up-${stop.id}`}
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    aria-label={`Monter «\u00a0${stop.clientCompanyName}\u00a0»`}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    <ArrowUp aria-hidden="true" />
                    Monter
                  </Button>
                  <Button
                    id={`round-down-${stop.id}`}
                    variant="outline"
                    size="sm"
                    disabled={index === stops.length - 1}
                    aria-label={`Descendre «\u00a0${stop.clientCompanyName}\u00a0»`}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    <ArrowDown aria-hidden="true" />
                    Descendre
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

/** « 2 collectées, 1 annulée, 3 à faire »: the day's progress, once a stop is done. */
function Progress({ stops }: { stops: RoundStop[] }) {
  const collected = stops.filter((stop) => stop.stage === 'collected' || stop.stage === 'received').length;
  const cancelled = stops.filter((stop) => stop.stage === 'cancelled').length;
  if (collected + cancelled === 0) return null;
  const parts = [
    collected > 0 ? countText(collected, 'collectée') : null,
    cancelled > 0 ? countText(cancelled, 'annulée') : null,
    `${stops.length - collected - cancelled}\u00a0à faire`,
  ].filter((part) => part !== null);
  return <p className="text-sm text-slate-700">{parts.join(', ')}</p>;
}

function StopCard({ stop, position }: { stop: RoundStop; position: number }) {
  const slot = stop.slot ? timeSlotText(stop.slot) : null;
  const state = roundStopState(stop);
  const done = stop.stage !== 'planned';
  const equipment = equipmentCategories.filter((category) => stop.equipment[category] > 0);
  return (
    <>
      <div className="flex items-start gap-2">
        <GripVertical className="mt-1 hidden size-4 cursor-grab text-slate-400 sm:block" aria-hidden="true" />
        <span
          className={`flex size-8 shrink-0 items-center justify-center rounded-full font-semibold text-white ${
            done ? 'bg-slate-500' : 'bg-indigo-600'
          }`}
          aria-hidden="true"
        >
          {position}
        </span>
      </div>
      <div className="grid min-w-0 gap-1 text-sm">
        <h3 className="break-words text-base font-semibold text-slate-900">
          <span className="sr-only">Arrêt {position}&nbsp;: </span>
          {stop.clientCompanyName}
        </h3>
        {state && (
          <p
            className={`flex items-center gap-1 font-medium ${
              stop.stage === 'cancelled' ? 'text-red-800' : 'text-emerald-800'
            }`}
          >
            {stop.stage === 'cancelled' ? (
              <CircleX className="size-4" aria-hidden="true" />
            ) : (
              <CircleCheck className="size-4" aria-hidden="true" />
            )}
            {state}
          </p>
        )}
        <p className="font-medium text-indigo-800">{slot ?? 'Sans créneau'}</p>
        <p className="break-words text-slate-700">{stop.companyAddress}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-slate-700">
          {stop.contactName}
          <a
            href={`tel:${stop.contactPhone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1 text-indigo-700 hover:underline"
          >
            <Phone className="size-3.5" aria-hidden="true" />
            {stop.contactPhone}
          </a>
        </p>
        <p className="text-slate-700">
          {equipment.length === 0
            ? 'Aucun matériel déclaré'
            : equipment
                .map((category) => `${equipmentCategoryLabels[category]}\u00a0: ${stop.equipment[category]}`)
                .join(' · ')}
        </p>
        {stop.team && <p className="text-slate-700">Équipe ou véhicule&nbsp;: {stop.team}</p>}
        <Link
          to={`${appRoutes.regionalCollection}?${REQUEST_LINK_PARAM}=${stop.id}`}
          className="w-fit text-indigo-700 hover:underline"
        >
          Voir la demande<span className="sr-only"> de {stop.clientCompanyName}</span>
        </Link>
      </div>
    </>
  );
}

const { total: packagingTotalLabel, ...packagingRows } = regionalPackagingLabels;

function Totals({ round }: { round: RegionalRound }) {
  const { equipment, packaging } = round.totals;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <section aria-labelledby="round-equipment-title" className="rounded-lg border bg-white/80 p-4">
        <h3 id="round-equipment-title" className="font-semibold text-slate-900">
          Matériel à collecter
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {equipmentCategories.map((category) => (
            <div key={category} className="rounded-md bg-slate-50 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{equipmentCategoryLabels[category]}</dt>
              <dd className="text-lg font-semibold text-slate-900">{equipment[category]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="round-packaging-title" className="rounded-lg border bg-white/80 p-4">
        <h3 id="round-packaging-title" className="font-semibold text-slate-900">
          Emballages à charger
        </h3>
        <p className="text-xs text-muted-foreground">
          Calculés comme dans le formulaire, pour chaque collecte, puis additionnés.
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {(Object.keys(packagingRows) as (keyof typeof packagingRows)[]).map((row) => (
            <div key={row} className="rounded-md bg-slate-50 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{packagingRows[row]}</dt>
              <dd className="text-lg font-semibold text-slate-900">{packaging[row]}</dd>
            </div>
          ))}
          <div className="rounded-md bg-indigo-600 px-3 py-2 text-white">
            <dt className="text-xs text-white/80">{packagingTotalLabel}</dt>
            <dd className="text-lg font-semibold">{packaging.total}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
