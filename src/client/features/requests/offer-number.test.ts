import { describe, expect, it } from 'vitest';
import { joinOfferNumber, splitOfferNumber } from './offer-number';

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

  it('keeps blank blank and a pasted complete number as is', () => {
    expect(joinOfferNumber('  ', 'OE-000', true)).toBe('');
    expect(joinOfferNumber('OE-000987', 'OE-000', true)).toBe('OE-000987');
  });

  it('keeps a number shown whole as typed', () => {
    expect(joinOfferNumber('DV-2024-8', 'OE-000', false)).toBe('DV-2024-8');
  });
});
