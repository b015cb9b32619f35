/**
 * One week of regional collections, Monday to Sunday (spec §2, §9): a list of seven days, each with its
 * heading, its number of collections and its first cards; a day holding more says how many it does not
 * show and opens them all (« Voir les N autres », decision 0068). Seven columns on wide screens, stacked on
 * small ones.
 */
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import type { RegionalCollectionCalendarItem } from '@shared/requests/regional-collection.schema';
import { isSameDay } from 'date-fns';
import type { ReactNode } from 'react';
import { dayHeading, groupByDay, toIsoDate, type Week } from '../week';
import { collectionCount, DAY_CARD_LIMIT, moreLinkText } from './day-totals';

interface WeekCalendarProps {
  week: Week;
  today: Date;
  requests: readonly RegionalCollectionCalendarItem[];
  /** Each day's number of collections ("YYYY-MM-DD" → total), whether or not `requests` holds them all. */
  dayTotals: ReadonlyMap<string, number>;
  /** « Voir les N autres »: the day's full list. */
  onShowDay: (isoDay: string) => void;
  /** What an empty day says ("Aucune collecte en attente"…). */
  emptyDayText: string;
  renderCard: (request: RegionalCollectionCalendarItem) => ReactNode;
}

export function WeekCalendar({
  week,
  today,
  requests,
  dayTotals,
  onShowDay,
  emptyDayText,
  renderCard,
}: WeekCalendarProps) {
  const byDay = groupByDay(requests);
  return (
    <ol
      aria-labelledby="regional-week-heading"
      className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-7 xl:gap-2"
    >
      {week.days.map((day) => {
        const iso = toIsoDate(day);
        const loaded = byDay.get(iso) ?? [];
        const items = loaded.slice(0, DAY_CARD_LIMIT);
        // The loaded cards count too: a total read a moment before a creation must not say less.
        const total = Math.max(dayTotals.get(iso) ?? 0, loaded.length);
        const hidden = total - items.length;
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
              {total > 0 && <span className="text-xs text-muted-foreground">{collectionCount(total)}</span>}
            </div>
            {total === 0 ? (
              <p className="px-1 text-xs text-muted-foreground">{emptyDayText}</p>
            ) : (
              <>
                {items.length > 0 && (
                  <ul className="grid gap-2">
                    {items.map((request) => (
                      <li key={request.id}>{renderCard(request)}</li>
                    ))}
                  </ul>
                )}
                {hidden > 0 && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="w-full"
                    aria-describedby={headingId}
                    onClick={() => onShowDay(iso)}
                  >
                    {moreLinkText(hidden, items.length)}
                  </Button>
                )}
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
