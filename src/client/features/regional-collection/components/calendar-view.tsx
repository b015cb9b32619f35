/**
 * The calendar view (spec §2): the week in the URL (?semaine=<Monday>), its navigation, the three status
 * tabs with that week's counts, and the seven days with the collections of the selected status. The week is
 * read with from/to, sorted by desired date, in the compact calendar view (the details dialog loads the
 * whole request); a week holds far fewer than the 200 rows one call answers, and the page says so if it
 * ever does not.
 */
import { LoadError, SectionLoader } from '@client/components/layout/query-states';
import { useRequestCounts } from '@client/features/requests/api/get-request-counts';
import { useCalendarRequests } from '@client/features/requests/api/get-requests';
import { ADMIN_ONLY_DECISION_MESSAGE } from '@client/features/requests/components/request-card';
import { RequestStatusTabs } from '@client/features/requests/components/request-status-tabs';
import type { RegionalCollectionCalendarItem } from '@shared/requests/regional-collection.schema';
import type { RequestStatus } from '@shared/requests/request-status';
import { Info } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  mondayOf,
  resolveWeekStart,
  shiftWeek,
  toIsoDate,
  WEEK_PARAM,
  type Week,
  weekHeading,
  weekOf,
} from '../week';
import { CalendarRequestCard } from './calendar-request-card';
import { WeekCalendar } from './week-calendar';
import { WeekToolbar } from './week-toolbar';

const KIND = 'regional-collection';

const emptyDayTexts: Record<RequestStatus, string> = {
  pending: 'Aucune collecte en attente',
  completed: 'Aucune collecte terminée',
  rejected: 'Aucune collecte rejetée',
};

interface CalendarViewProps {
  status: RequestStatus;
  onStatusChange: (status: RequestStatus) => void;
  isAdmin: boolean;
  onOpen: (request: RegionalCollectionCalendarItem) => void;
}

export function CalendarView({ status, onStatusChange, isAdmin, onOpen }: CalendarViewProps) {
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const week = weekOf(resolveWeekStart(params.get(WEEK_PARAM), today));
  const counts = useRequestCounts(KIND, { from: week.from, to: week.to });

  function showWeek(monday: Date) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(WEEK_PARAM, toIsoDate(monday));
      return next;
    });
  }

  return (
    <section aria-labelledby="regional-week-heading" className="grid gap-4">
      <WeekToolbar
        heading={weekHeading(week)}
        onPrevious={() => showWeek(shiftWeek(week.monday, -1))}
        onToday={() => showWeek(mondayOf(new Date()))}
        onNext={() => showWeek(shiftWeek(week.monday, 1))}
      />
      <RequestStatusTabs
        kind={KIND}
        counts={counts.data}
        value={status}
        onValueChange={onStatusChange}
        renderContent={(tabStatus) => (
          <WeekOfStatus week={week} today={today} status={tabStatus} isAdmin={isAdmin} onOpen={onOpen} />
        )}
      />
    </section>
  );
}

function WeekOfStatus({
  week,
  today,
  status,
  isAdmin,
  onOpen,
}: {
  week: Week;
  today: Date;
  status: RequestStatus;
  isAdmin: boolean;
  onOpen: (request: RegionalCollectionCalendarItem) => void;
}) {
  const list = useCalendarRequests(KIND, { status, from: week.from, to: week.to });

  if (list.isPending) return <SectionLoader label="Chargement des collectes de la semaine" />;
  if (list.isError) {
    return (
      <LoadError
        title="Impossible de charger les collectes de la semaine."
        error={list.error}
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }

  const { items, total } = list.data;
  return (
    <div className="grid gap-3">
      {status === 'pending' && !isAdmin && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {ADMIN_ONLY_DECISION_MESSAGE}
        </p>
      )}
      {total > items.length && (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Seules les {items.length} premières collectes sur {total} sont affichées pour cette semaine&nbsp;:
          passez à la vue liste pour toutes les voir.
        </p>
      )}
      <WeekCalendar
        week={week}
        today={today}
        requests={items}
        emptyDayText={emptyDayTexts[status]}
        renderCard={(request) => (
          <CalendarRequestCard request={request} canDecide={isAdmin} onOpen={() => onOpen(request)} />
        )}
      />
    </div>
  );
}
