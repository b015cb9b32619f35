/**
 * /admin-dashboard, "Tableau de Bord Admin" (spec §2, administrators): low-stock alert, pending counters,
 * one card per request type, the stock grid; beyond the spec, the suivi of accepted requests (to plan,
 * late, in transit, received this month), requests created per week and the oldest pending request of
 * each type. Everything comes from one aggregate call (GET /api/dashboard).
 */
import { QueryContent, SectionLoader } from '@client/components/layout/query-states';
import { useDashboard } from '@client/features/dashboard/api/get-dashboard';
import { useSetupStatus } from '@client/features/dashboard/api/get-setup-status';
import { FulfilmentOverview } from '@client/features/dashboard/components/fulfilment-overview';
import { LowStockAlert } from '@client/features/dashboard/components/low-stock-alert';
import { RequestKindCard } from '@client/features/dashboard/components/request-kind-card';
import { SetupCard } from '@client/features/dashboard/components/setup-card';
import { StockGrid } from '@client/features/dashboard/components/stock-grid';
import { WeeklyRequestsChart } from '@client/features/dashboard/components/weekly-requests-chart';
import { totalPending } from '@client/features/dashboard/dashboard-figures';
import { requestKindDisplay } from '@client/features/dashboard/request-kind-display';
import { StatCard } from '@client/features/packaging-stock/components/stat-card';
import type { Dashboard } from '@shared/dashboard';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import { awaitingPackagingRequests } from '@shared/stock/packaging-request.labels';
import type { LucideIcon } from 'lucide-react';
import { Boxes, ClipboardList, Container, MapPin, Milestone, PackageOpen, Truck } from 'lucide-react';

const kindCounters: Record<RequestKind, { icon: LucideIcon; gradient: string }> = {
  'material-conditioning': { icon: PackageOpen, gradient: 'from-indigo-500 to-blue-600' },
  'package-pickup': { icon: Truck, gradient: 'from-amber-500 to-orange-600' },
  'regional-collection': { icon: MapPin, gradient: 'from-emerald-500 to-teal-600' },
  delivery: { icon: Container, gradient: 'from-sky-500 to-cyan-600' },
  collection: { icon: Milestone, gradient: 'from-pink-500 to-rose-600' },
};

export function AdminDashboardPage() {
  const dashboard = useDashboard();
  // The « Mise en route » card and the figures appear together: the card arriving later pushed the page
  // down under the reader's eyes (a layout shift Lighthouse counted, 0.19).
  const setupPending = useSetupStatus().isPending;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>Tableau de Bord Admin · Gestion Logistique</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Tableau de Bord Admin
        </h1>
        <p className="text-muted-foreground">Les demandes à traiter et les stocks à surveiller.</p>
      </header>

      {setupPending ? (
        <SectionLoader label="Chargement du tableau de bord" />
      ) : (
        <>
          <SetupCard />
          <QueryContent
            query={dashboard}
            loadingLabel="Chargement du tableau de bord"
            errorTitle="Impossible de charger le tableau de bord."
          >
            {(data) => <DashboardContent data={data} />}
          </QueryContent>
        </>
      )}
    </div>
  );
}

/** « À approuver », « À réceptionner », both with their numbers, or « Aucune ». */
function packagingHint(toApprove: number, toReceive: number): string {
  if (toApprove > 0 && toReceive > 0) return `${toApprove} à approuver, ${toReceive} à réceptionner`;
  if (toReceive > 0) return 'À réceptionner';
  return toApprove > 0 ? 'À approuver' : 'Aucune';
}

function DashboardContent({ data }: { data: Dashboard }) {
  const pending = totalPending(data);
  // Awaiting an administrator: a decision, or the reception of a supply ordered (decision 0091).
  const { pending: toApprove, ordered: toReceive } = data.packagingRequests;
  const packagingPending = awaitingPackagingRequests(data.packagingRequests);
  return (
    <>
      <LowStockAlert items={data.lowStock} />

      <section aria-label="Demandes en attente" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          title="Total en attente"
          value={pending}
          hint={pending > 0 ? 'À traiter' : 'Tout traité'}
          icon={ClipboardList}
          gradient="from-blue-500 to-indigo-600"
        />
        {requestKinds.map((kind) => {
          const count = data.requests[kind].pending;
          return (
            <StatCard
              key={kind}
              title={requestKindDisplay[kind].pendingLabel}
              value={count}
              hint={count > 0 ? 'En attente' : 'Aucune'}
              icon={kindCounters[kind].icon}
              gradient={kindCounters[kind].gradient}
            />
          );
        })}
        <StatCard
          title="Demandes d'emballages en attente"
          value={packagingPending}
          hint={packagingHint(toApprove, toReceive)}
          icon={Boxes}
          gradient="from-violet-500 to-purple-600"
        />
      </section>

      <FulfilmentOverview suivi={data.suivi} />

      <section aria-labelledby="request-kinds-heading" className="grid gap-4">
        <h2 id="request-kinds-heading" className="text-lg font-semibold text-slate-900">
          Demandes par type
        </h2>
        <ul className="grid gap-4 lg:grid-cols-3">
          {requestKinds.map((kind) => (
            <li key={kind}>
              <RequestKindCard
                kind={kind}
                counts={data.requests[kind]}
                oldest={data.oldestPending[kind]}
                suivi={{
                  toPlan: data.suivi.toPlan[kind],
                  late: data.suivi.late[kind],
                  inTransit: data.suivi.inTransit[kind],
                }}
              />
            </li>
          ))}
        </ul>
      </section>

      <WeeklyRequestsChart weekly={data.weekly} />

      <StockGrid items={data.stock} />
    </>
  );
}
