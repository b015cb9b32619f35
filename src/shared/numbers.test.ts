import { describe, expect, it } from 'vitest';
import {
  boundedNumber,
  formatBound,
  MAX_COUNT,
  MAX_PACKAGING_COUNT,
  MAX_SERIAL_ID,
  MAX_STOCK,
  parseCount,
  parseWholeNumber,
} from './numbers';

describe('parseWholeNumber', () => {
  it('parses whole numbers and truncates decimals', () => {
    expect(parseWholeNumber('42')).toBe(42);
    expect(parseWholeNumber(' 7 ')).toBe(7);
    expect(parseWholeNumber('12.9')).toBe(12);
    expect(parseWholeNumber(3.7)).toBe(3);
    expect(parseWholeNumber('-4')).toBe(-4);
  });

  it('turns anything non-numeric into 0', () => {
    for (const value of ['', 'abc', undefined, null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseWholeNumber(value)).toBe(0);
    }
  });
});

describe('parseCount', () => {
  it('reads a typed count as a whole number, a negative or non-numeric one as 0', () => {
    expect(parseCount('12')).toBe(12);
    expect(parseCount('-3')).toBe(0);
    expect(parseCount('abc')).toBe(0);
  });
});

describe('formatBound', () => {
  it('groups thousands with a narrow no-break space from five digits on, as French typography does', () => {
    expect(formatBound(1000)).toBe('1000');
    expect(formatBound(10_000)).toBe('10\u202f000');
    expect(formatBound(100_000)).toBe('100\u202f000');
    expect(formatBound(1_000_000)).toBe('1\u202f000\u202f000');
    expect(formatBound(100_000)).toBe((100_000).toLocaleString('fr-FR'));
  });
});

describe('boundedNumber', () => {
  const computers = boundedNumber({
    subject: "Le nombre d'ordinateurs",
    min: 0,
    max: MAX_COUNT,
    tooSmall: "Le nombre d'ordinateurs doit être positif",
    whole: true,
  });
  const firstMessage = (value: unknown) => computers.safeParse(value).error?.issues[0]?.message;

  it('says "too large" above the bound, however large, and never "doit être positif"', () => {
    for (const value of [100_001, 2 ** 31, 99_999_999_999, 1e20]) {
      expect(firstMessage(value), String(value)).toBe(
        "Le nombre d'ordinateurs ne peut pas dépasser 100\u202f000",
      );
    }
  });

  it("keeps the rule's message under the minimum and asks for a whole number otherwise", () => {
    expect(firstMessage(-1)).toBe("Le nombre d'ordinateurs doit être positif");
    for (const value of [1.5, 'abc', null, '3']) {
      expect(firstMessage(value), String(value)).toBe("Le nombre d'ordinateurs doit être un nombre entier");
    }
    expect(computers.parse(MAX_COUNT)).toBe(MAX_COUNT);
  });

  it('allows decimals for measures, with a unit in the bound', () => {
    const width = boundedNumber({
      subject: 'La largeur',
      min: 1,
      max: 1000,
      tooSmall: 'La largeur doit être positive',
      whole: false,
      unit: 'cm',
    });
    expect(width.parse(12.5)).toBe(12.5);
    expect(width.safeParse(1000.5).error?.issues[0]?.message).toBe('La largeur ne peut pas dépasser 1000 cm');
    expect(width.safeParse('x').error?.issues[0]?.message).toBe('La largeur doit être un nombre');
  });

  it('keeps every domain bound within the int4 columns', () => {
    for (const bound of [MAX_COUNT, MAX_PACKAGING_COUNT, MAX_STOCK]) {
      expect(bound).toBeLessThan(MAX_SERIAL_ID);
    }
    // A movement adds at most MAX_STOCK to a stock of at most MAX_STOCK.
    expect(2 * MAX_STOCK).toBeLessThan(MAX_SERIAL_ID);
  });
});
