import { describe, expect, it } from 'vitest';
import { CANCELLATION_TERMS } from '../business';
import { deadlineDay, freeCancellationUntil, refundDeadlines, refundOn } from './cancellation';

const moderate = CANCELLATION_TERMS.Moderată;
const strict = CANCELLATION_TERMS.Strictă;

describe('a cancellation policy for one stay', () => {
  it('counts each step back from the check-in day, earliest first, across a month and a year', () => {
    expect(refundDeadlines(moderate, '2026-06-17')).toEqual([
      { lastDay: '2026-06-12', refundPercent: 100 },
      { lastDay: '2026-06-17', refundPercent: 50 },
    ]);
    expect(refundDeadlines(strict, '2027-01-03')).toEqual([
      { lastDay: '2026-12-20', refundPercent: 100 },
      { lastDay: '2026-12-27', refundPercent: 50 },
    ]);
    expect(refundDeadlines([...strict].reverse(), '2027-01-03')[0]?.refundPercent).toBe(100);
  });

  it('gives everything back up to the last free day, then the next step, then nothing', () => {
    expect(refundOn(strict, '2026-07-20', '2026-07-06')).toBe(100);
    expect(refundOn(strict, '2026-07-20', '2026-07-07')).toBe(50);
    expect(refundOn(strict, '2026-07-20', '2026-07-13')).toBe(50);
    expect(refundOn(strict, '2026-07-20', '2026-07-14')).toBe(0);
    expect(refundOn(moderate, '2026-07-20', '2026-07-20')).toBe(50);
    expect(refundOn(moderate, '2026-07-20', '2026-07-21')).toBe(0);
  });

  it('names the last free day while it is still to come, today included, and none once it has passed', () => {
    expect(freeCancellationUntil(moderate, '2026-06-17', '2026-05-01')).toBe('2026-06-12');
    expect(freeCancellationUntil(moderate, '2026-06-17', '2026-06-12')).toBe('2026-06-12');
    expect(freeCancellationUntil(moderate, '2026-06-17', '2026-06-13')).toBeUndefined();
    expect(freeCancellationUntil([{ daysBefore: 3, refundPercent: 50 }], '2026-06-17', '2026-05-01')).toBeUndefined();
  });

  it('writes the day as a sentence says it in each language, with the year only when it is not this one', () => {
    expect(deadlineDay('2026-06-12', '2026-05-01', 'ro')).toBe('12 iunie');
    expect(deadlineDay('2026-06-12', '2026-05-01', 'en')).toBe('12 June');
    expect(deadlineDay('2026-06-12', '2026-05-01', 'ru')).toBe('12 июня');
    expect(deadlineDay('2027-01-02', '2026-12-20', 'ro')).toBe('2 ianuarie 2027');
  });
});
