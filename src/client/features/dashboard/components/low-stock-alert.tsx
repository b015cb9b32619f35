/** The low-stock alert box (spec §2): every item at or below its minimum, or a calm line when there is none. */
import type { DashboardItem } from '@shared/dashboard';
import { CircleCheck, TriangleAlert } from 'lucide-react';

export function LowStockAlert({ items }: { items: DashboardItem[] }) {
  if (items.length === 0) {
    return (
      <section
        aria-labelledby="low-stock-heading"
        className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50/80 px-5 py-4"
      >
        <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <div>
          <h2 id="low-stock-heading" className="font-semibold text-emerald-900">
            Aucun stock faible
          </h2>
          <p className="text-sm text-emerald-800">Tous les emballages sont au-dessus de leur minimum.</p>
        </div>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="low-stock-heading"
      className="rounded-xl border border-red-200 bg-red-50/90 px-5 py-4 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <TriangleAlert className="size-5 shrink-0 text-red-600" aria-hidden="true" />
        <h2 id="low-stock-heading" className="font-semibold text-red-900">
          {items.length === 1
            ? 'Alerte\u00a0: 1 article en stock faible'
            : `Alerte\u00a0: ${items.length} articles en stock faible`}
        </h2>
      </div>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border border-red-200 bg-white/80 px-3 py-2 text-sm">
            <p className="font-medium text-slate-900">{item.name}</p>
            <p className="text-red-800">
              Stock&nbsp;: <span className="font-semibold tabular-nums">{item.currentStock}</span>&nbsp;
              {item.unit} · Minimum&nbsp;: <span className="font-semibold tabular-nums">{item.minStock}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
