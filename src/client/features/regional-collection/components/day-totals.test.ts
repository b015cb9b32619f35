import { describe, expect, it } from 'vitest';
import { collectionCount, moreLinkText } from './day-totals';

describe('a calendar day’s totals', () => {
  it('counts collections in French, with the thousands separated', () => {
    expect(collectionCount(1)).toBe('1 collecte');
    expect(collectionCount(11)).toBe('11 collectes');
    expect(collectionCount(1370)).toBe('1\u202f370 collectes');
  });

  it('names what « Voir … » opens after the shown cards', () => {
    expect(moreLinkText(3, 8)).toBe('Voir les 3 autres');
    expect(moreLinkText(1, 8)).toBe("Voir l'autre collecte");
    expect(moreLinkText(1370, 8)).toBe('Voir les 1\u202f370 autres');
    // The week's 200 cards ended before this day: none shown, all of them to open.
    expect(moreLinkText(1, 0)).toBe('Voir la collecte');
    expect(moreLinkText(12, 0)).toBe('Voir les 12 collectes');
  });
});
