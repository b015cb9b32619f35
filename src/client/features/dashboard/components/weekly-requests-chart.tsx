/**
 * Requests created per week over the last 12 weeks (beyond the spec): stacked columns in plain SVG, one
 * colour per request type, with a legend. The SVG is one image with a summary as its name; the exact
 * figures are in a visually hidden table for screen readers. The chart is drawn at the width it is given
 * (its text keeps its size on a phone, where fewer week labels fit).
 */
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { chartMax, weekLabel, weeklySummary, weekTotal } from '@client/features/dashboard/dashboard-figures';
import { requestKindDisplay } from '@client/features/dashboard/request-kind-display';
import { useElementWidth } from '@client/hooks/use-element-width';
import type { Dashboard } from '@shared/dashboard';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import { useRef } from 'react';

const DEFAULT_WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 36 };
const TICKS = 4;
/** The room a week label ("16 nov.") needs at 11 px: below it, only every second or third week is named. */
const LABEL_WIDTH = 44;

const titles = Object.fromEntries(
  requestKinds.map((kind) => [kind, requestKindDisplay[kind].title]),
) as Record<RequestKind, string>;

export function WeeklyRequestsChart({ weekly }: { weekly: Dashboard['weekly'] }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef, DEFAULT_WIDTH);
  const max = chartMax(weekly);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / Math.max(1, weekly.length);
  const barWidth = Math.min(36, slot * 0.6);
  // Counted from the last week, so the current week always keeps its label.
  const labelEvery = Math.ceil(LABEL_WIDTH / slot);
  const labelled = (index: number) => (weekly.length - 1 - index) % labelEvery === 0;
  const y = (value: number) => MARGIN.top + plotHeight - (value / max) * plotHeight;
  const totals = requestKinds.map((kind) => ({
    kind,
    total: weekly.reduce((sum, week) => sum + week.counts[kind], 0),
  }));

  return (
    <section aria-labelledby="weekly-chart-heading">
      <Card className="gap-4">
        <CardHeader>
          <h2 id="weekly-chart-heading" className="text-lg font-semibold text-slate-900">
            Demandes créées par semaine
          </h2>
          <p className="text-sm text-muted-foreground">
            Les {weekly.length} dernières semaines, semaine en cours comprise.
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div ref={frameRef}>
            <svg
              role="img"
              aria-label={weeklySummary(weekly, titles)}
              viewBox={`0 0 ${width} ${HEIGHT}`}
              className="block h-auto w-full"
            >
              {Array.from({ length: TICKS + 1 }, (_, index) => {
                const value = (max / TICKS) * index;
                return (
                  <g key={value}>
                    <line
                      x1={MARGIN.left}
                      x2={width - MARGIN.right}
                      y1={y(value)}
                      y2={y(value)}
                      stroke={index === 0 ? '#94a3b8' : '#e2e8f0'}
                      strokeDasharray={index === 0 ? undefined : '4 4'}
                    />
                    <text
                      x={MARGIN.left - 6}
                      y={y(value)}
                      dy="0.32em"
                      textAnchor="end"
                      fontSize="11"
                      fill="#64748b"
                    >
                      {Number.isInteger(value) ? value : value.toFixed(1)}
                    </text>
                  </g>
                );
              })}
              {weekly.map((week, index) => {
                const x = MARGIN.left + slot * index + (slot - barWidth) / 2;
                let stacked = 0;
                return (
                  <g key={week.weekStart}>
                    {requestKinds.map((kind) => {
                      const count = week.counts[kind];
                      if (count === 0) return null;
                      const top = y(stacked + count);
                      const height = y(stacked) - top;
                      stacked += count;
                      return (
                        <rect
                          key={kind}
                          x={x}
                          y={top}
                          width={barWidth}
                          height={height}
                          fill={requestKindDisplay[kind].color}
                        >
                          <title>{`${titles[kind]}, semaine du ${weekLabel(week.weekStart)}\u00a0: ${count}`}</title>
                        </rect>
                      );
                    })}
                    {weekTotal(week.counts) > 0 && (
                      <text
                        x={x + barWidth / 2}
                        y={y(weekTotal(week.counts)) - 4}
                        textAnchor="middle"
                        fontSize="11"
                        fontWeight="600"
                        fill="#334155"
                      >
                        {weekTotal(week.counts)}
                      </text>
                    )}
                    {labelled(index) && (
                      <text
                        x={x + barWidth / 2}
                        y={HEIGHT - MARGIN.bottom + 18}
                        textAnchor="middle"
                        fontSize="11"
                        fill="#64748b"
                      >
                        {weekLabel(week.weekStart)}
                      </text>
                    )}
                  </g>
                );
              })}
            </svg>
          </div>

          <ul aria-label="Légende" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {totals.map(({ kind, total }) => (
              <li key={kind} className="flex items-center gap-2 text-slate-700">
                <span
                  aria-hidden="true"
                  className={`size-3 rounded-sm ${requestKindDisplay[kind].swatchClass}`}
                />
                {titles[kind]}
                <span className="font-semibold tabular-nums text-slate-900">({total})</span>
              </li>
            ))}
          </ul>

          {/* The wrapper is the 1 px clipped box: a table is never narrower than its columns, so on its own
              it would stick out of the page and make a phone scroll sideways. */}
          <div className="sr-only">
            <table>
              <caption>Demandes créées par semaine, par type de demande</caption>
              <thead>
                <tr>
                  <th scope="col">Semaine du</th>
                  {requestKinds.map((kind) => (
                    <th key={kind} scope="col">
                      {titles[kind]}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {weekly.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{weekLabel(week.weekStart)}</th>
                    {requestKinds.map((kind) => (
                      <td key={kind}>{week.counts[kind]}</td>
                    ))}
                    <td>{weekTotal(week.counts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
