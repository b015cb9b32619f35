import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from './numbers';

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
