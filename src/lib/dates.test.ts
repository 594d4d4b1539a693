import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDay,
  formatStay,
  fromIsoDay,
  nextDay,
  nightsBetween,
  romanianToday,
  toIsoDay,
} from './dates';

describe('calendar days', () => {
  it('round-trips a local day through its ISO form', () => {
    const day = new Date(2026, 6, 14, 18, 30);
    expect(toIsoDay(day)).toBe('2026-07-14');
    expect(fromIsoDay('2026-07-14')).toEqual(new Date(2026, 6, 14));
  });

  it('rejects text that is not a day', () => {
    expect(fromIsoDay('2026-13-40')).toBeUndefined();
    expect(fromIsoDay('mâine')).toBeUndefined();
    expect(fromIsoDay(null)).toBeUndefined();
  });

  it('shows day, short month and year in Romanian', () => {
    expect(formatDay('2026-07-14')).toBe('14 iul. 2026');
    expect(formatStay('2026-07-14', '2026-07-18')).toBe('14 iul. 2026 – 18 iul. 2026');
  });

  it('counts nights as whole days between the dates', () => {
    expect(nightsBetween('2026-07-14', '2026-07-18')).toBe(4);
    expect(nightsBetween('2026-07-18', '2026-07-14')).toBe(0);
    expect(nightsBetween('', '2026-07-14')).toBe(0);
  });
});

describe('nights across a daylight-saving change', () => {
  it('still counts whole nights', () => {
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('rejects a day that does not exist', () => {
    expect(fromIsoDay('2026-02-30')).toBeUndefined();
  });
});

describe('Romanian time', () => {
  it("gives Romania's day, not the server's, around midnight", () => {
    // 22:30 UTC on 20 Nov is already 00:30 on 21 Nov in Bucharest (UTC+2 in winter).
    expect(romanianToday(new Date('2026-11-20T22:30:00Z'))).toBe('2026-11-21');
    expect(romanianToday(new Date('2026-07-14T20:59:00Z'))).toBe('2026-07-14');
  });

  it('stamps a message with hour and minute', () => {
    expect(formatClock(new Date(2026, 10, 21, 9, 5))).toBe('09:05');
    expect(formatClock(new Date(2026, 10, 21, 18, 42))).toBe('18:42');
  });
});

describe('the next day', () => {
  it('is the following local midnight, across month and year ends', () => {
    expect(nextDay(new Date(2026, 6, 14, 18, 30))).toEqual(new Date(2026, 6, 15));
    expect(nextDay(new Date(2026, 11, 31))).toEqual(new Date(2027, 0, 1));
    expect(nextDay(new Date(2027, 1, 28))).toEqual(new Date(2027, 2, 1));
  });
});
