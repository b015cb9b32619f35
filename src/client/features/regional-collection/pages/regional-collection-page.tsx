/**
 * /regional-collection, "Collectes Région Parisienne" (spec §2): the request page of its kind, shown as a
 * calendar (the default, one week Monday to Sunday) or as the list, both filtered by the same status tabs;
 * the form opens in edit mode from the details of a pending collection. The view and the week are kept in
 * the URL (?vue=liste, ?semaine=…) so a reload or a shared link keeps them. The form of a collection outside
 * Île-de-France hands its Île-de-France addresses over here: the creation form opens filled with them.
 */
import { Button } from '@client/components/ui/button';
import { useUser } from '@client/features/auth/api/get-user';
import { RequestKindPage } from '@client/features/requests/components/request-kind-page';
import { readRegionalPrefill } from '@client/features/requests/ile-de-france-handover';
import { useHandover } from '@client/features/requests/request-handover';
import { appRoutes } from '@shared/app-routes';
import type { RequestStatus } from '@shared/requests/request-status';
import { isAdmin } from '@shared/users/user-roles';
import { MapPinned, Route } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarView } from '../components/calendar-view';
import { type RegionalView, ViewToggle } from '../components/view-toggle';
import { mondayOf, parseIsoDate, toIsoDate, WEEK_PARAM } from '../week';

// The form (and with it zod and react-hook-form) loads when a dialog opens, not with the list.
const RegionalCollectionForm = lazy(() =>
  import('../components/regional-collection-form').then((m) => ({ default: m.RegionalCollectionForm })),
);

const VIEW_PARAM = 'vue';

export function RegionalCollectionPage() {
  const { data: user } = useUser();
  const [status, setStatus] = useState<RequestStatus>('pending');
  const [params, setParams] = useSearchParams();
  const view: RegionalView = params.get(VIEW_PARAM) === 'liste' ? 'list' : 'calendar';
  // The link of a collection outside Île-de-France that refused an address here lands with its values.
  const { prefill, handedOver, used } = useHandover(readRegionalPrefill);

  /**
   * A new collection waits, on its desired day: the calendar shows that week and the pending tab, so the
   * person who just created it sees it there (not the counter alone, on another week).
   */
  function showCreated(created: { desiredDate: string }) {
    setStatus('pending');
    const day = parseIsoDate(created.desiredDate);
    if (!day) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(WEEK_PARAM, toIsoDate(mondayOf(day)));
        return updated;
      },
      { replace: true },
    );
  }

  function showView(next: RegionalView) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'list') updated.set(VIEW_PARAM, 'liste');
        else updated.delete(VIEW_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <RequestKindPage
      kind="regional-collection"
      title="Collectes Région Parisienne"
      subtitle="Collecte de matériel informatique chez les clients d'Île-de-France."
      actionLabel="Nouvelle collecte"
      totalLabel="Total Collectes"
      totalIcon={MapPinned}
      form={{
        titles: { create: 'Nouvelle collecte', edit: 'Modifier la collecte' },
        description: 'Collecte de matériel informatique chez un client en Île-de-France.',
        render: (props) => (
          <RegionalCollectionForm {...props} prefill={props.request ? null : prefill} onPrefillUsed={used} />
        ),
        onCreated: showCreated,
      }}
      createOnMount={handedOver}
      status={status}
      onStatusChange={setStatus}
      renderBody={({ list, openDetailsById }) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ViewToggle value={view} onChange={showView} />
            <Button asChild variant="outline" size="sm">
              <Link to={appRoutes.regionalRound}>
                <Route aria-hidden="true" />
                Tournée du jour
              </Link>
            </Button>
          </div>
          {view === 'calendar' ? (
            <CalendarView
              status={status}
              onStatusChange={setStatus}
              isAdmin={isAdmin(user)}
              onOpen={(request) => openDetailsById(request.id, request.status)}
            />
          ) : (
            list
          )}
        </>
      )}
    />
  );
}
