import { describe, expect, it } from 'vitest';
import { isOfferNumber, isPastDate, parisToday } from './request-fields';

describe('parisToday', () => {
  it('is the day in Paris, whatever the time zone of the machine', () => {
    // 23:30 UTC is already the next day in Paris (UTC+1 in winter, UTC+2 in summer).
    expect(parisToday(new Date('2026-11-23T22:59:59Z'))).toBe('2026-11-23');
    expect(parisToday(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(parisToday(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(parisToday(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });
});

describe('isPastDate', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('is true before today only: today is not past', () => {
    expect(isPastDate('2026-11-22', now)).toBe(true);
    expect(isPastDate('2025-12-31', now)).toBe(true);
    expect(isPastDate('2026-11-23', now)).toBe(false);
    expect(isPastDate('2026-11-24', now)).toBe(false);
  });

  it('follows the Paris day around midnight', () => {
    // At 23:30 UTC on the 23rd it is the 24th in Paris: the 23rd is past.
    expect(isPastDate('2026-11-23', new Date('2026-11-23T23:30:00Z'))).toBe(true);
  });
});

describe('isOfferNumber', () => {
  it('is a prefix of letters, digits and - _ . / followed by digits', () => {
    for (const value of ['OE-000123', 'DV-2024-7', '42', 'S00123', 'OF.2025/07_3']) {
      expect(isOfferNumber(value), value).toBe(true);
    }
    for (const value of ['', 'OE-00012a', 'OE-000123 ', 'OE 000123', 'OE-000123😀', 'É-123', '-123', 'OE-']) {
      expect(isOfferNumber(value), value).toBe(false);
    }
  });
});
