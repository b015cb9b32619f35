import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import type { PackagingItemRow } from './packaging-items.repository';

/** How an item leaves the server: ISO dates, and no archivedAt (the API only ever answers live items). */
export function toPackagingItem(row: PackagingItemRow): PackagingItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    unit: row.unit,
    currentStock: row.currentStock,
    minStock: row.minStock,
    maxStock: row.maxStock,
    initialStock: row.initialStock,
    packagingKind: row.packagingKind,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
