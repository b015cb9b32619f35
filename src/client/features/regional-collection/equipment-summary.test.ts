import type { RegionalCollectionCalendarItem } from '@shared/requests/regional-collection.schema';
import { describe, expect, it } from 'vitest';
import { equipmentSummary } from './equipment-summary';

const request = (counts: Partial<RegionalCollectionCalendarItem>) =>
  ({
    computersToCollect: 0,
    pcFixesToCollect: 0,
    phonesToCollect: 0,
    tabletsToCollect: 0,
    screensToCollect: 0,
    d3eBoxes: 0,
    ...counts,
  }) as RegionalCollectionCalendarItem;

describe('equipmentSummary', () => {
  it('lists the non-zero quantities with French singular and plural', () => {
    expect(equipmentSummary(request({ computersToCollect: 3, screensToCollect: 1, d3eBoxes: 2 }))).toBe(
      '3 ordinateurs · 1 écran · 2 cartons D3E',
    );
    expect(equipmentSummary(request({ pcFixesToCollect: 1, phonesToCollect: 4 }))).toBe(
      '1 PC fixe · 4 téléphones',
    );
  });

  it('says when nothing was entered', () => {
    expect(equipmentSummary(request({}))).toBe('Aucun matériel renseigné');
  });
});
