import { describe, expect, it } from 'vitest';
import {
  dayHeading,
  groupByDay,
  parseIsoDate,
  resolveWeekStart,
  shiftWeek,
  toIsoDate,
  weekHeading,
  weekOf,
} from './week';

const day = (iso: string) => parseIsoDate(iso) as Date;

describe('resolveWeekStart', () => {
  it('falls back to the Monday of the current week without a valid value', () => {
    const today = day('2026-11-19'); // a Thursday
    expect(toIsoDate(resolveWeekStart(null, today))).toBe('2026-11-16');
    expect(toIsoDate(resolveWeekStart('demain', today))).toBe('2026-11-16');
    expect(toIsoDate(resolveWeekStart('2026-02-30', today))).toBe('2026-11-16');
  });

  it('selects the week holding any day the URL names, Monday first', () => {
    const today = day('2026-01-01');
    expect(toIsoDate(resolveWeekStart('2026-11-16', today))).toBe('2026-11-16');
    expect(toIsoDate(resolveWeekStart('2026-11-22', today))).toBe('2026-11-16'); // a Sunday
  });
});

describe('weekOf', () => {
  it('spans Monday to Sunday with the API range', () => {
    const week = weekOf(day('2026-11-30'));
    expect(week.days.map(toIsoDate)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(week).toMatchObject({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('moves by whole weeks, across the change to summer time', () => {
    expect(toIsoDate(shiftWeek(day('2026-03-23'), 1))).toBe('2026-03-30');
    expect(toIsoDate(shiftWeek(day('2026-03-30'), -1))).toBe('2026-03-23');
  });
});

describe('weekHeading', () => {
  it('names the month once within a month', () => {
    expect(weekHeading(weekOf(day('2026-11-16')))).toBe('Semaine du 16 au 22 novembre 2026');
  });

  it('names both months across months, and both years across years', () => {
    expect(weekHeading(weekOf(day('2026-11-30')))).toBe('Semaine du 30 novembre au 6 décembre 2026');
    expect(weekHeading(weekOf(day('2026-12-28')))).toBe('Semaine du 28 décembre 2026 au 3 janvier 2027');
  });

  it('writes the first of the month "1er"', () => {
    expect(weekHeading(weekOf(day('2027-02-01')))).toBe('Semaine du 1er au 7 février 2027');
  });
});

describe('dayHeading', () => {
  it('gives the French day name and date', () => {
    expect(dayHeading(day('2026-11-16'))).toBe('Lundi 16 novembre');
    expect(dayHeading(day('2026-11-22'))).toBe('Dimanche 22 novembre');
  });
});

describe('groupByDay', () => {
  it('groups requests by their desired date, keeping their order', () => {
    const groups = groupByDay([
      { id: 1, desiredDate: '2026-11-16' },
      { id: 2, desiredDate: '2026-11-18' },
      { id: 3, desiredDate: '2026-11-16' },
    ]);
    expect(groups.get('2026-11-16')?.map((r) => r.id)).toEqual([1, 3]);
    expect(groups.get('2026-11-18')?.map((r) => r.id)).toEqual([2]);
    expect(groups.get('2026-11-17')).toBeUndefined();
  });

  it('puts a planned collection on its planned day', () => {
    const groups = groupByDay([
      { id: 1, desiredDate: '2026-11-16', plannedDate: '2026-11-19' },
      { id: 2, desiredDate: '2026-11-16', plannedDate: null },
    ]);
    expect(groups.get('2026-11-16')?.map((r) => r.id)).toEqual([2]);
    expect(groups.get('2026-11-19')?.map((r) => r.id)).toEqual([1]);
  });
});
