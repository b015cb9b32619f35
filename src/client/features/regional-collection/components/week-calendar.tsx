/**
 * One week of regional collections, Monday to Sunday (spec §2, §9): a list of seven days, each with its
 * heading and the collections desired that day. Seven columns on wide screens, stacked on small ones.
 */
import { cn } from '@client/lib/utils';
import type { RegionalCollectionCalendarItem } from '@shared/requests/regional-collection.schema';
import { isSameDay } from 'date-fns';
import type { ReactNode } from 'react';
import { dayHeading, groupByDay, toIsoDate, type Week } from '../week';

interface WeekCalendarProps {
  week: Week;
  today: Date;
  requests: readonly RegionalCollectionCalendarItem[];
  /** What an empty day says ("Aucune collecte en attente"…). */
  emptyDayText: string;
  renderCard: (request: RegionalCollectionCalendarItem) => ReactNode;
}

export function WeekCalendar({ week, today, requests, emptyDayText, renderCard }: WeekCalendarProps) {
  const byDay = groupByDay(requests);
  return (
    <ol
      aria-labelledby="regional-week-heading"
      className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-7 xl:gap-2"
    >
      {week.days.map((day) => {
        const iso = toIsoDate(day);
        const items = byDay.get(iso) ?? [];
        const isToday = isSameDay(day, today);
        const headingId = `regional-day-${iso}`;
        return (
          <li
            key={iso}
            aria-labelledby={headingId}
            aria-current={isToday ? 'date' : undefined}
            className={cn(
              'flex min-h-24 min-w-0 flex-col gap-2 rounded-xl border border-white/60 bg-white/50 p-2 xl:min-h-64',
              isToday && 'border-indigo-300 bg-indigo-50/70 ring-1 ring-indigo-200',
            )}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-2 px-1">
              <h3
                id={headingId}
                className={cn('text-sm font-semibold text-slate-800', isToday && 'text-indigo-700')}
              >
                {dayHeading(day)}
              </h3>
              {isToday && <span className="text-xs font-medium text-indigo-700">Aujourd'hui</span>}
            </div>
            {items.length === 0 ? (
              <p className="px-1 text-xs text-muted-foreground">{emptyDayText}</p>
            ) : (
              <ul className="grid gap-2">
                {items.map((request) => (
                  <li key={request.id}>{renderCard(request)}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
