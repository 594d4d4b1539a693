import { describe, expect, it } from 'vitest';
import { isMonthDay, isWeekendNight } from './day-numbers';

describe('a day of every year', () => {
  it('is a day some year has, written MM-DD', () => {
    expect(['07-01', '12-31', '02-29'].every(isMonthDay)).toBe(true);
    expect(['02-30', '13-01', '00-10', '7-1', '2027-07-01', 701].some(isMonthDay)).toBe(false);
  });
});

describe('weekend nights', () => {
  it('are the nights of Fridays and Saturdays', () => {
    // 2026-11-27 is a Friday.
    const week = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '1969-12-26', '1969-12-27'];
    expect(week.map(isWeekendNight)).toEqual([false, true, true, false, true, true]);
  });
});
