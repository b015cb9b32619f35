/** The quantities of a regional collection in a few words, for the compact calendar cards. */
import type { RegionalCollectionCalendarItem } from '@shared/requests/regional-collection.schema';

const parts: { key: keyof RegionalCollectionCalendarItem; one: string; many: string }[] = [
  { key: 'computersToCollect', one: 'ordinateur', many: 'ordinateurs' },
  { key: 'pcFixesToCollect', one: 'PC fixe', many: 'PC fixes' },
  { key: 'phonesToCollect', one: 'téléphone', many: 'téléphones' },
  { key: 'tabletsToCollect', one: 'tablette', many: 'tablettes' },
  { key: 'screensToCollect', one: 'écran', many: 'écrans' },
  { key: 'd3eBoxes', one: 'carton D3E', many: 'cartons D3E' },
];

/** "3 ordinateurs · 1 écran", or "Aucun matériel renseigné". */
export function equipmentSummary(request: RegionalCollectionCalendarItem): string {
  const text = parts
    .map(({ key, one, many }) => {
      const value = Number(request[key]) || 0;
      return value > 0 ? `${value} ${value === 1 ? one : many}` : null;
    })
    .filter(Boolean)
    .join(' · ');
  return text || 'Aucun matériel renseigné';
}
