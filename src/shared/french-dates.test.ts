import { describe, expect, it } from 'vitest';
import { dayOfMonth, frenchDate, frenchDateTime, frenchDay, frenchTime } from './french-dates';

/** The text with its non-breaking spaces shown as « ~ », to pin where a line may not break. */
const shown = (text: string) => text.replace(/\u00a0/g, '~');

describe('frenchDay', () => {
  it('writes the first of a month « 1er », the other days their number', () => {
    expect(shown(frenchDay('2026-12-01'))).toBe('1er~décembre 2026');
    expect(shown(frenchDay('2026-12-02'))).toBe('2~décembre 2026');
    expect(shown(frenchDay('2027-08-31'))).toBe('31~août 2027');
    expect(dayOfMonth(1)).toBe('1er');
    expect(dayOfMonth(11)).toBe('11');
    expect(dayOfMonth(21)).toBe('21');
  });

  it('has a weekday, a short month, no year or a capital on demand', () => {
    expect(shown(frenchDay('2026-12-01', { weekday: true }))).toBe('mardi 1er~décembre 2026');
    expect(shown(frenchDay('2026-12-01', { weekday: true, capitalized: true }))).toBe(
      'Mardi 1er~décembre 2026',
    );
    expect(shown(frenchDay('2026-12-01', { shortMonth: true, year: false }))).toBe('1er~déc.');
    expect(shown(frenchDay('2027-07-14', { shortMonth: true }))).toBe('14~juil. 2027');
    expect(shown(frenchDay('2027-05-01', { year: false }))).toBe('1er~mai');
  });

  it('reads the day alone, whatever follows it, and leaves what is not a day as it is', () => {
    expect(shown(frenchDay('2026-03-01T00:00:00.000Z'))).toBe('1er~mars 2026');
    expect(frenchDay('2026-02-30')).toBe('2026-02-30');
    expect(frenchDay('bientôt')).toBe('bientôt');
  });
});

describe('frenchDate and frenchDateTime', () => {
  it('read an instant in Paris', () => {
    // 23:30 UTC on 30 November is already 1 December in Paris (UTC+1 in winter).
    expect(shown(frenchDate('2026-11-30T23:30:00Z'))).toBe('1er~décembre 2026');
    expect(shown(frenchDateTime('2026-11-30T23:30:00Z'))).toBe('1er~décembre 2026 à~0~h~30');
    // Summer time: UTC+2.
    expect(shown(frenchDateTime(new Date('2027-07-01T08:00:00Z')))).toBe('1er~juillet 2027 à~10~h');
    expect(shown(frenchDateTime('2027-07-14T12:05:00Z', { shortMonth: true }))).toBe(
      '14~juil. 2027 à~14~h~05',
    );
    expect(frenchDateTime('pas une date')).toBe('pas une date');
  });
});

describe('frenchTime', () => {
  it('writes « 10 h 30 », and « 10 h » for a round hour', () => {
    expect(shown(frenchTime('10:30'))).toBe('10~h~30');
    expect(shown(frenchTime('10:00'))).toBe('10~h');
    expect(shown(frenchTime('08:05'))).toBe('8~h~05');
    expect(shown(frenchTime('00:00'))).toBe('0~h');
    expect(shown(frenchTime('23:59:00'))).toBe('23~h~59');
  });

  it('reads an instant in Paris', () => {
    expect(shown(frenchTime('2026-12-01T09:30:00Z'))).toBe('10~h~30');
    expect(shown(frenchTime(new Date('2027-07-01T08:00:00Z')))).toBe('10~h');
    expect(frenchTime('25:00')).toBe('25:00');
  });
});
