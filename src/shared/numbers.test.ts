import { describe, expect, it } from 'vitest';
import { parseCount, parseWholeNumber } from './numbers';

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
