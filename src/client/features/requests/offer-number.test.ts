import { describe, expect, it } from 'vitest';
import {
  filterOfferInput,
  joinOfferNumber,
  keepOfferCharacters,
  pastedOfferNumber,
  splitOfferNumber,
} from './offer-number';

describe('splitOfferNumber', () => {
  it('shows the digits after the prefix', () => {
    expect(splitOfferNumber('OE-000123', 'OE-000')).toEqual({ suffix: '123', prefixed: true });
    expect(splitOfferNumber('', 'OE-000')).toEqual({ suffix: '', prefixed: true });
  });

  it('shows a number saved under another prefix whole, without the prefix', () => {
    expect(splitOfferNumber('DV-2024-7', 'OE-000')).toEqual({ suffix: 'DV-2024-7', prefixed: false });
  });

  it('has nothing to split without a prefix', () => {
    expect(splitOfferNumber('123', '')).toEqual({ suffix: '123', prefixed: false });
  });
});

describe('joinOfferNumber', () => {
  it('puts the prefix before the typed digits', () => {
    expect(joinOfferNumber('123', 'OE-000', true)).toBe('OE-000123');
    expect(joinOfferNumber(' 45 ', 'OE-000', true)).toBe('OE-00045');
  });

  it('keeps blank blank', () => {
    expect(joinOfferNumber('  ', 'OE-000', true)).toBe('');
  });

  it('puts the prefix before digits that happen to start like it (a prefix of digits)', () => {
    expect(joinOfferNumber('20241', '2024', true)).toBe('202420241');
  });

  it('keeps a number shown whole as typed', () => {
    expect(joinOfferNumber('DV-2024-8', 'OE-000', false)).toBe('DV-2024-8');
  });
});

describe('keepOfferCharacters', () => {
  it('keeps only digits after the prefix', () => {
    expect(keepOfferCharacters('12a3', true)).toBe('123');
    expect(keepOfferCharacters('1-2 3é/', true)).toBe('123');
  });

  it("keeps the characters of the server's shape in a number shown whole", () => {
    expect(keepOfferCharacters('DV-2024_7.a/b', false)).toBe('DV-2024_7.a/b');
    expect(keepOfferCharacters('DV 2024é7😀', false)).toBe('DV20247');
  });
});

describe('filterOfferInput', () => {
  it('leaves a letter typed among the digits out and keeps the caret where the user was typing', () => {
    // "12" then "a" typed between 1 and 2: the caret stood after the "a".
    expect(filterOfferInput('1a2', 2, true)).toEqual({ text: '12', caret: 1, refused: true });
    expect(filterOfferInput('123', 3, true)).toEqual({ text: '123', caret: 3, refused: false });
  });

  it('drops spaces without calling them refused, and reports anything else', () => {
    expect(filterOfferInput(' 123 ', 5, true)).toEqual({ text: '123', caret: 3, refused: false });
    expect(filterOfferInput('n° 123', 6, true)).toEqual({ text: '123', caret: 3, refused: true });
  });

  it('accepts letters in a number shown whole, not accents', () => {
    expect(filterOfferInput('DV-7', 4, false)).toEqual({ text: 'DV-7', caret: 4, refused: false });
    expect(filterOfferInput('DVé-7', 3, false)).toEqual({ text: 'DV-7', caret: 2, refused: true });
  });
});

describe('pastedOfferNumber', () => {
  it('keeps the digits of a whole number with the current prefix', () => {
    expect(pastedOfferNumber(' OE-000456 ', 'OE-000')).toEqual({ value: 'OE-000456', refused: false });
    expect(pastedOfferNumber('OE-00045b6', 'OE-000')).toEqual({ value: 'OE-000456', refused: true });
    expect(pastedOfferNumber('OE-000', 'OE-000')).toEqual({ value: '', refused: false });
  });

  it("takes another whole number as it is (Odoo's, an older prefix)", () => {
    expect(pastedOfferNumber('S00042', 'OE-000')).toEqual({ value: 'S00042', refused: false });
    expect(pastedOfferNumber('DV-2024-7', 'OE-000')).toEqual({ value: 'DV-2024-7', refused: false });
  });

  it('leaves digits and text that is no offer number to the digit filter', () => {
    expect(pastedOfferNumber('0042', 'OE-000')).toBeNull();
    expect(pastedOfferNumber('n° 123', 'OE-000')).toBeNull();
    expect(pastedOfferNumber('S0004a', 'OE-000')).toBeNull();
    expect(pastedOfferNumber(`S${'0'.repeat(50)}`, 'OE-000')).toBeNull();
  });
});
