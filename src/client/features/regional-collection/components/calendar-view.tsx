/**
 * The calendar view (spec §2): the week in the URL (?semaine=<Monday>), its navigation, the three status
 * tabs with that week's counts, and the seven days with the collections of the selected status. The week is
 * read with from/to, sorted by desired date, in the compact calendar view (the details dialog loads the
 * whole request), up to 200 at once; each day's total comes from the per-day counts, so a day shows its first
 * cards and says how many others it has, which « Voir les N autres » lists page by page (decision 0068).
 */
import { LoadError, SectionLoader } from '@client/components/layout/query-states';
import { useCalendarDays } from '@client/features/requests/api/get-calendar-days';
import { useRequestCounts } from '@client/features/requests/api/get-request-counts';
import { useCalendarRequests } from '@client/features/requests/api/get-requests';
import { ADMIN_ONLY_DECISION_MESSAGE } from '@client/features/requests/components/request-card';
import { RequestStatusTabs } from '@client/features/requests/components/request-status-tabs';
import type { RegionalCollectionCalendarItem } from '@shared/requests/regional-collection.schema';
import type { RequestStatus } from '@shared/requests/request-status';
import { Info } from 'lucide-react';
import { useState } from 'react';
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
import { DayRequestsDialog } from './day-requests-dialog';
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
  const days = useCalendarDays(KIND, { status, from: week.from, to: week.to });
  const [openDay, setOpenDay] = useState<string | null>(null);

  // Both or nothing: the week drawn once with its totals, no card or link moving in after it.
  if (list.isPending || days.isPending)
    return <SectionLoader label="Chargement des collectes de la semaine" />;
  if (list.isError || days.isError) {
    return (
      <LoadError
        title="Impossible de charger les collectes de la semaine."
        error={list.error ?? days.error}
        onRetry={() => {
          if (list.isError) list.refetch();
          if (days.isError) days.refetch();
        }}
        retrying={list.isRefetching || days.isRefetching}
      />
    );
  }

  const { items } = list.data;
  const dayTotals = new Map(days.data.map((day) => [day.date, day.total]));
  return (
    <div className="grid gap-3">
      {status === 'pending' && !isAdmin && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {ADMIN_ONLY_DECISION_MESSAGE}
        </p>
      )}
      <WeekCalendar
        week={week}
        today={today}
        requests={items}
        dayTotals={dayTotals}
        onShowDay={setOpenDay}
        emptyDayText={emptyDayTexts[status]}
        renderCard={(request) => (
          <CalendarRequestCard request={request} canDecide={isAdmin} onOpen={() => onOpen(request)} />
        )}
      />
      <DayRequestsDialog
        day={openDay}
        status={status}
        canDecide={isAdmin}
        onClose={() => setOpenDay(null)}
        onOpen={onOpen}
      />
    </div>
  );
}
