/**
 * What accepting a conditioning request will take out of the packaging stock, shown before the admin
 * confirms (the acceptance cannot be undone). Mirrors the server's rule (`deductPackaging` in the stock
 * service): each non-zero packaging count leaves the one item linked to its packaging kind; a count that
 * no item is linked to deducts nothing; if any linked item holds less than its count, the server refuses
 * the whole acceptance (409) and nothing changes. Pickups and regional collections deduct nothing.
 */
import { NBSP } from '@client/lib/french-text';
import { conditioningPackagingLabels } from '@shared/requests/material-conditioning.labels';
import type { RequestKind } from '@shared/requests/request-kinds';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import { type PackagingKind, packagingKinds, stockShortageMessage } from '@shared/stock/stock-levels';

export type PackagingCounts = Readonly<Record<PackagingKind, number>>;

/**
 * The counts an acceptance deducts: a conditioning request's six packaging fields (they carry the kinds'
 * names); null for the kinds whose acceptance deducts nothing.
 */
export function packagingCountsOf(
  kind: RequestKind,
  request: Partial<Record<PackagingKind, number>>,
): PackagingCounts | null {
  if (kind !== 'material-conditioning') return null;
  return Object.fromEntries(packagingKinds.map((key) => [key, request[key] ?? 0])) as Record<
    PackagingKind,
    number
  >;
}

export interface DeductionLine {
  kind: PackagingKind;
  /** The count's label on the request ("Enveloppes PC"). */
  label: string;
  quantity: number;
  /** The linked item and its stock before and after, or null when no item is linked (nothing deducted). */
  item: { id: number; name: string; unit: string; before: number; after: number } | null;
  /** Units missing when the linked item holds less than the count (the server will refuse). */
  missing: number;
}

export interface DeductionPreview {
  /** One line per non-zero count, in the order of the request's packaging. */
  lines: DeductionLine[];
  /** The server's own words for each shortage ("Stock insuffisant pour « … » : il manque 4 pièces."). */
  shortages: string[];
}

// The request's packaging fields are the packaging kinds items can be linked to (same names): the type
// check fails here if they ever part.
const labels: Record<PackagingKind, string> = conditioningPackagingLabels;

export function deductionPreview(
  counts: PackagingCounts,
  items: readonly Pick<PackagingItem, 'id' | 'name' | 'unit' | 'currentStock' | 'packagingKind'>[],
): DeductionPreview {
  const lines = packagingKinds
    .filter((kind) => counts[kind] > 0)
    .map((kind): DeductionLine => {
      const quantity = counts[kind];
      const linked = items.find((item) => item.packagingKind === kind);
      if (!linked) return { kind, label: labels[kind], quantity, item: null, missing: 0 };
      return {
        kind,
        label: labels[kind],
        quantity,
        item: {
          id: linked.id,
          name: linked.name,
          unit: linked.unit,
          before: linked.currentStock,
          after: linked.currentStock - quantity,
        },
        missing: Math.max(0, quantity - linked.currentStock),
      };
    });
  const shortages = lines.flatMap((line) =>
    line.item && line.missing > 0 ? [stockShortageMessage(line.item, line.missing)] : [],
  );
  return { lines, shortages };
}

/** Envelopes are feminine, cartons masculine: "14 — retirées", "1 — retiré". */
const feminine: ReadonlySet<PackagingKind> = new Set(['pcEnvelopes', 'phoneEnvelopes', 'tabletEnvelopes']);

/**
 * "Enveloppes PC : 14 — retirées de « Enveloppes C4 » (stock 30 → 16)", or "… : 3 — aucun article lié :
 * rien n'est déduit"; a shortage reads "(stock 10, il en manque 4)".
 */
export function deductionLineText(line: DeductionLine): string {
  const head = `${line.label}${NBSP}: ${line.quantity} — `;
  if (!line.item) return `${head}aucun article lié${NBSP}: rien n'est déduit`;
  const removed = `retiré${feminine.has(line.kind) ? 'e' : ''}${line.quantity > 1 ? 's' : ''}`;
  const stock =
    line.missing > 0
      ? `stock ${line.item.before}, il en manque ${line.missing}`
      : `stock ${line.item.before}${NBSP}→ ${line.item.after}`;
  return `${head}${removed} de «${NBSP}${line.item.name}${NBSP}» (${stock})`;
}
