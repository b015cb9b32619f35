import { describe, expect, it } from 'vitest';
import { formatTypedNumber, readTypedNumber } from './typed-number';

describe('readTypedNumber', () => {
  it.each([
    ['187,5', 187.5],
    ['187.5', 187.5],
    [' 187,5 ', 187.5],
    ['320,5', 320.5],
    ['1 234,5', 1234.5],
    ['1\u00a0234,5', 1234.5],
    ['1\u202f234\u202f567', 1234567],
    ['1234', 1234],
    ['0', 0],
    ['-0', 0],
    ['-3', -3],
    ['+3,25', 3.25],
    ['12,', 12],
    [',5', 0.5],
    ['0,01', 0.01],
  ])('reads « %s » as %d', (text, expected) => {
    expect(readTypedNumber(text)).toBe(expected);
  });

  it.each(['', '   ', '\u00a0'])('reads blank « %s » as null', (text) => {
    expect(readTypedNumber(text)).toBeNull();
  });

  it.each([
    '12,3,4',
    'abc',
    '12abc',
    '1e3',
    '1.234,5',
    '1,234.5',
    '12 34',
    '1 2345',
    ',',
    '-',
    '12,3,',
    '0x10',
    'Infinity',
    '١٢',
  ])('refuses « %s » (NaN, for the schema to say it is not a number)', (text) => {
    expect(readTypedNumber(text)).toBeNaN();
  });
});

describe('formatTypedNumber', () => {
  it.each([
    [187.5, '187,5'],
    [1234.5, '1234,5'],
    [100000, '100000'],
    [0.01, '0,01'],
    [-3, '-3'],
    [0, '0'],
  ])('shows %d as « %s »', (value, expected) => {
    expect(formatTypedNumber(value)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows %s as blank', (value) => {
    expect(formatTypedNumber(value)).toBe('');
  });

  it('reads back what it shows', () => {
    for (const value of [187.5, 320.5, 0.1 + 0.2, 9999.99, 1e-7, 10000]) {
      expect(readTypedNumber(formatTypedNumber(value))).toBe(value);
    }
  });
});
