/**
 * The packaging a regional collection needs, recalculated as the quantities are typed (spec §9, "regional
 * form"): one envelope per computer, phone and tablet plus 10 %; one large carton per four screens; standard
 * cartons by weight per device kind, plus the D3E cartons entered. PC fixes do not count.
 */
import { parseCount } from '@shared/numbers';
import { type RegionalEquipment, regionalPackaging } from '@shared/requests/packaging-calculator';
import { regionalPackagingLabels } from '@shared/requests/request-summary';

const { total: totalLabel, ...rowLabels } = regionalPackagingLabels;
const rows = Object.keys(rowLabels) as (keyof typeof rowLabels)[];

/** Quantities as the form holds them: a field being typed may be anything; a negative one counts as 0. */
export function equipmentFrom(values: Partial<Record<keyof RegionalEquipment, unknown>>): RegionalEquipment {
  return {
    computersToCollect: parseCount(values.computersToCollect),
    phonesToCollect: parseCount(values.phonesToCollect),
    tabletsToCollect: parseCount(values.tabletsToCollect),
    screensToCollect: parseCount(values.screensToCollect),
    d3eBoxes: parseCount(values.d3eBoxes),
  };
}

export function PackagingSummary({ equipment }: { equipment: RegionalEquipment }) {
  const packaging = regionalPackaging(equipment);
  return (
    <section
      aria-labelledby="regional-packaging-heading"
      className="grid gap-3 rounded-lg border border-indigo-100 bg-indigo-50/60 p-4"
    >
      <div>
        <h3 id="regional-packaging-heading" className="font-semibold text-slate-900">
          Emballages calculés
        </h3>
        <p className="text-xs text-muted-foreground">
          Calculés automatiquement à partir des quantités (les PC fixes n'en demandent pas).
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row} className="rounded-md bg-white/80 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{rowLabels[row]}</dt>
            <dd className="text-lg font-semibold text-slate-900">{packaging[row]}</dd>
          </div>
        ))}
        <div className="rounded-md bg-linear-to-r from-blue-600 to-indigo-600 px-3 py-2 text-white">
          <dt className="text-xs text-white/80">{totalLabel}</dt>
          <dd className="text-lg font-semibold" aria-live="polite">
            {packaging.total}
          </dd>
        </div>
      </dl>
    </section>
  );
}
