/**
 * The dashboard's « Suivi » (issue 21): accepted requests to plan, late (a planned day passed without the
 * next stage) and on their way, every kind together; the longest late requests, each a link to its
 * details; what the warehouse received this month beside what was declared, its latest lots with their
 * devices inventoried (issue 32), and the waste register's download.
 */
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import {
  differenceText,
  lateText,
  lotInventory,
  monthStartLabel,
  sumOverKinds,
  undeclaredSummary,
} from '@client/features/dashboard/dashboard-figures';
import { requestKindDisplay } from '@client/features/dashboard/request-kind-display';
import { StatCard } from '@client/features/packaging-stock/components/stat-card';
import { quantityText } from '@client/lib/french-text';
import { lotDevicesPath } from '@shared/app-routes';
import type { DashboardFulfilment, ReceivedFigure, ReceivedLot } from '@shared/dashboard';
import {
  equipmentCategories,
  equipmentCategoryLabels,
  stageLabel,
} from '@shared/fulfilment/fulfilment-stages';
import { REQUEST_LINK_PARAM, requestPagePaths } from '@shared/requests/request-kinds';
import { AlarmClock, CalendarClock, CircleCheck, PackageCheck, Route } from 'lucide-react';
import { Link } from 'react-router';
import { WasteRegisterDownload } from './waste-register-download';

export function FulfilmentOverview({ suivi }: { suivi: DashboardFulfilment }) {
  const late = sumOverKinds(suivi.late);
  return (
    <section aria-labelledby="suivi-heading" className="grid gap-4">
      <h2 id="suivi-heading" className="text-lg font-semibold text-slate-900">
        Suivi des demandes acceptées
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="À planifier"
          value={sumOverKinds(suivi.toPlan)}
          hint="À planifier ou à préparer"
          icon={CalendarClock}
          gradient="from-violet-500 to-purple-600"
        />
        <StatCard
          title="En retard"
          value={late}
          hint={late > 0 ? 'Date prévue dépassée' : 'Aucun retard'}
          icon={AlarmClock}
          gradient={late > 0 ? 'from-red-500 to-rose-600' : 'from-emerald-500 to-teal-600'}
        />
        <StatCard
          title="En transit"
          value={sumOverKinds(suivi.inTransit)}
          hint="Expédiées, enlevées ou collectées"
          icon={Route}
          gradient="from-sky-500 to-blue-600"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <LateRequests suivi={suivi} total={late} />
        <ReceivedThisMonth received={suivi.receivedThisMonth} />
      </div>
    </section>
  );
}

function LateRequests({ suivi, total }: { suivi: DashboardFulfilment; total: number }) {
  const others = total - suivi.oldestLate.length;
  return (
    <Card className="gap-3" aria-labelledby="late-heading" role="region">
      <CardHeader>
        <h3 id="late-heading" className="font-semibold text-slate-900">
          Demandes en retard
        </h3>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {suivi.oldestLate.length === 0 ? (
          <p className="flex items-center gap-2 text-slate-700">
            <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            Aucune demande planifiée n'a dépassé sa date prévue.
          </p>
        ) : (
          <>
            <ol className="grid gap-2">
              {suivi.oldestLate.map((request) => (
                <li
                  key={`${request.kind}-${request.id}`}
                  className="rounded-lg border border-red-200 bg-red-50/70 px-3 py-2"
                >
                  <Link
                    to={`${requestPagePaths[request.kind]}?${REQUEST_LINK_PARAM}=${request.id}`}
                    className="font-medium wrap-anywhere text-slate-900 underline underline-offset-2 hover:text-indigo-800"
                  >
                    {request.clientCompanyName} (n°&nbsp;{request.id})
                  </Link>
                  <p className="text-slate-700">
                    {requestKindDisplay[request.kind].title} · {stageLabel(request.kind, request.stage)}
                  </p>
                  <p className="font-medium text-red-800">{lateText(request.plannedDate)}</p>
                </li>
              ))}
            </ol>
            {others > 0 && (
              <p className="text-muted-foreground">
                {others === 1 ? 'Et 1 autre demande en retard.' : `Et ${others} autres demandes en retard.`}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Row({ label, figure }: { label: string; figure: ReceivedFigure }) {
  const short = figure.received < figure.declared;
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-1.5 pr-2 text-left font-medium text-slate-900">
        {label}
      </th>
      <td className="px-2 py-1.5 text-right tabular-nums">{figure.declared.toLocaleString('fr-FR')}</td>
      <td className="px-2 py-1.5 text-right tabular-nums">{figure.received.toLocaleString('fr-FR')}</td>
      <td
        className={`py-1.5 pl-2 text-right font-semibold tabular-nums ${short ? 'text-red-700' : 'text-slate-900'}`}
      >
        {differenceText(figure.received, figure.declared)}
      </td>
    </tr>
  );
}

/** The month's latest lots, each a link to its page, its devices inventoried beside its reception. */
function LatestLots({ lots }: { lots: ReceivedLot[] }) {
  return (
    <div className="grid gap-2">
      <h4 id="latest-lots-heading" className="font-medium text-slate-900">
        Derniers lots reçus et leur inventaire
      </h4>
      <ul aria-labelledby="latest-lots-heading" className="grid gap-2">
        {lots.map((lot) => {
          const { text, difference } = lotInventory(lot);
          return (
            <li
              key={`${lot.kind}-${lot.id}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg border border-slate-200 px-3 py-2"
            >
              <Link
                to={lotDevicesPath(lot.kind, lot.id)}
                className="font-medium wrap-anywhere text-slate-900 underline underline-offset-2 hover:text-indigo-800"
              >
                {lot.reference} · {lot.clientCompanyName}
              </Link>
              <span className="flex flex-wrap items-baseline gap-x-2 tabular-nums text-slate-700">
                {text}
                {difference && <span className="font-semibold text-red-700">écart {difference}</span>}
                {lot.closed && (
                  <span className="rounded-md bg-emerald-50 px-1.5 text-xs font-medium text-emerald-800">
                    clôturé
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReceivedThisMonth({ received }: { received: DashboardFulfilment['receivedThisMonth'] }) {
  const undeclared = undeclaredSummary(received.categories);
  const since = monthStartLabel(received.since);
  return (
    <Card className="gap-3" aria-labelledby="received-heading" role="region">
      <CardHeader>
        <h3 id="received-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <PackageCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          Reçu depuis le {since}
        </h3>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {received.receptions === 0 ? (
          <p className="text-muted-foreground">Aucune réception enregistrée ce mois-ci.</p>
        ) : (
          <>
            <p className="text-slate-700">
              {received.receptions === 1 ? '1\u00a0réception' : `${received.receptions}\u00a0réceptions`},{' '}
              {quantityText(received.weightKg, 'kg')}
              {received.estimatedWeightKg > 0 &&
                ` (dont ${quantityText(received.estimatedWeightKg, 'kg')} estimés)`}
              .
            </p>
            <table className="w-full text-slate-700">
              <caption className="sr-only">
                Matériel déclaré et reçu depuis le {since}, par catégorie, et l'écart
              </caption>
              <thead>
                <tr className="text-xs text-muted-foreground">
                  <th scope="col" className="pb-1 text-left font-medium">
                    Catégorie
                  </th>
                  <th scope="col" className="px-2 pb-1 text-right font-medium">
                    Déclaré
                  </th>
                  <th scope="col" className="px-2 pb-1 text-right font-medium">
                    Reçu
                  </th>
                  <th scope="col" className="pb-1 pl-2 text-right font-medium">
                    Écart
                  </th>
                </tr>
              </thead>
              <tbody>
                {equipmentCategories.map((category) => (
                  <Row
                    key={category}
                    label={equipmentCategoryLabels[category]}
                    figure={received.categories[category]}
                  />
                ))}
                <Row label="Colis ou palettes" figure={received.units} />
              </tbody>
            </table>
            {undeclared && (
              <p className="text-slate-700">
                <span className="font-medium text-slate-900">Reçu sans quantités déclarées</span> (collectes
                hors Île-de-France)&nbsp;: {undeclared}.
              </p>
            )}
            {received.lots.length > 0 && <LatestLots lots={received.lots} />}
          </>
        )}
        <WasteRegisterDownload since={received.since} />
      </CardContent>
    </Card>
  );
}
