import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayNumber, dayOfNumber } from '../../lib/day-numbers';
import { clipRanges, isIsoDay, isTakenNight, mergeRanges, stayIsFree, type NightRange } from '../../lib/nights';
import { availabilityWindow, isStale, propertyAvailability } from './rules';

describe('plain days', () => {
  it('counts day numbers from 1970-01-01 and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')).toBe(11017);
    for (const day of ['1999-12-31', '2024-02-29', '2026-03-29', '2026-10-25', '2100-02-28', '2400-02-29']) {
      expect(dayOfNumber(dayNumber(day))).toBe(day);
    }
  });

  it('adds days across months, years and leap days, with no daylight-saving hour to lose', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it("adds months, keeping the day or the later month's last", () => {
    expect(addMonths('2026-11-24', 12)).toBe('2027-11-24');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(availabilityWindow('2026-11-24')).toEqual(['2026-11-24', '2027-11-24']);
  });

  it('knows a real day', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const text of ['2027-02-29', '2026-13-01', '2026-1-01', '', 20261201, null])
      expect(isIsoDay(text)).toBe(false);
  });
});

describe('taken nights', () => {
  const taken: NightRange[] = [
    ['2026-12-10', '2026-12-13'],
    ['2026-12-20', '2026-12-21'],
  ];

  it('joins overlapping and touching runs and drops empty or unreadable ones', () => {
    expect(
      mergeRanges([
        ['2026-12-12', '2026-12-15'],
        ['2026-12-10', '2026-12-13'],
        ['2026-12-15', '2026-12-16'],
        ['2026-12-20', '2026-12-20'],
        ['2026-12-22', '2026-12-21'],
        ['2026-02-30', '2026-03-02'],
      ]),
    ).toEqual([['2026-12-10', '2026-12-16']]);
  });

  it('clips runs to a window', () => {
    expect(
      clipRanges(
        [
          ['2026-11-20', '2026-11-26'],
          ['2027-11-20', '2027-12-01'],
        ],
        ['2026-11-24', '2027-11-24'],
      ),
    ).toEqual([
      ['2026-11-24', '2026-11-26'],
      ['2027-11-20', '2027-11-24'],
    ]);
    expect(clipRanges([['2026-11-01', '2026-11-24']], ['2026-11-24', '2027-11-24'])).toEqual([]);
  });

  it('takes the first night and not the morning of departure', () => {
    expect(isTakenNight(taken, '2026-12-09')).toBe(false);
    expect(isTakenNight(taken, '2026-12-10')).toBe(true);
    expect(isTakenNight(taken, '2026-12-12')).toBe(true);
    expect(isTakenNight(taken, '2026-12-13')).toBe(false);
  });

  it('frees a stay that ends the morning a run starts or starts the morning one ends', () => {
    expect(stayIsFree(taken, '2026-12-05', '2026-12-10')).toBe(true);
    expect(stayIsFree(taken, '2026-12-13', '2026-12-20')).toBe(true);
    expect(stayIsFree(taken, '2026-12-05', '2026-12-11')).toBe(false);
    expect(stayIsFree(taken, '2026-12-12', '2026-12-14')).toBe(false);
    expect(stayIsFree(taken, '2026-12-01', '2026-12-30')).toBe(false);
    expect(stayIsFree([], '2026-12-01', '2026-12-30')).toBe(true);
  });
});

describe('staleness', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is fresh for six hours after a fetch, stale after or when never fetched', () => {
    expect(isStale('2026-11-24T06:00:00Z', now)).toBe(false);
    expect(isStale('2026-11-24T05:59:59Z', now)).toBe(true);
    expect(isStale(null, now)).toBe(true);
    expect(isStale('yesterday', now)).toBe(true);
  });
});

describe("a property's availability from its readings", () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const reading = (nights: NightRange[], fetchedAt: string | null) => ({
    source: 'a',
    fetchedAt,
    nights,
    error: null,
    failedAt: null,
  });

  it("joins the owner's blocks with fresh feeds, within the next 12 months", () => {
    const feeds = [
      reading([['2026-12-10', '2026-12-13']], '2026-11-24T11:40:00Z'),
      reading(
        [
          ['2026-11-01', '2026-11-26'],
          ['2027-12-01', '2027-12-05'],
        ],
        '2026-11-24T11:00:00Z',
      ),
    ];
    expect(propertyAvailability(feeds, [['2026-12-13', '2026-12-15']], now)).toEqual({
      taken: [
        ['2026-11-24', '2026-11-26'],
        ['2026-12-10', '2026-12-15'],
      ],
      fetchedAt: '2026-11-24T11:00:00Z',
      stale: false,
    });
  });

  it('blocks nothing on account of a stale or never-read feed, and says the property is stale', () => {
    const feeds = [reading([['2026-12-10', '2026-12-13']], '2026-11-24T05:00:00Z'), reading([], null)];
    expect(propertyAvailability(feeds, [['2026-12-20', '2026-12-22']], now)).toEqual({
      taken: [['2026-12-20', '2026-12-22']],
      fetchedAt: null,
      stale: true,
    });
  });

  it('is never stale without a feed', () => {
    expect(propertyAvailability([], [], now)).toEqual({ taken: [], fetchedAt: null, stale: false });
  });
});
