import { describe, expect, it } from 'vitest';
import { canStartOn, isTooShort, ONE_NIGHT, pickBookableDay, type ShortestStay } from './minimum';

/** Four nights for arrivals in July, two otherwise. */
const shortest: ShortestStay = (checkIn) => (checkIn.slice(5, 7) === '07' ? 4 : 2);
const none = { checkIn: '', checkOut: '' };
/** Taken from the night of 10 July to the morning of the 13th. */
const taken = [['2027-07-10', '2027-07-13']] as const;

describe('pickBookableDay', () => {
  it('keeps the check-in and ends nothing when the check-out is too early for its minimum', () => {
    const pending = { checkIn: '2027-07-01', checkOut: '' };
    expect(pickBookableDay(pending, '2027-07-04', [], shortest)).toEqual({
      checkIn: '2027-07-01',
      checkOut: '',
      problem: 'tooShort',
    });
    expect(pickBookableDay(pending, '2027-07-05', [], shortest)).toEqual({
      checkIn: '2027-07-01',
      checkOut: '2027-07-05',
    });
  });

  it("takes the minimum of the check-in's night, not the departure's", () => {
    expect(pickBookableDay({ checkIn: '2027-06-29', checkOut: '' }, '2027-07-01', [], shortest)).toEqual({
      checkIn: '2027-06-29',
      checkOut: '2027-07-01',
    });
  });

  it('never starts a stay whose minimum would cross a taken night, wherever the day would become the check-in', () => {
    // 7 July: four nights would run into the 10th.
    expect(pickBookableDay(none, '2027-07-07', taken, shortest)).toEqual({ ...none, problem: 'noRoom' });
    expect(pickBookableDay(none, '2027-07-06', taken, shortest)).toEqual({ checkIn: '2027-07-06', checkOut: '' });
    const chosen = { checkIn: '2027-07-01', checkOut: '2027-07-05' };
    expect(pickBookableDay(chosen, '2027-07-08', taken, shortest)).toEqual({ ...chosen, problem: 'noRoom' });
    // Past the taken run a day can start a new stay again.
    expect(pickBookableDay({ checkIn: '2027-07-01', checkOut: '' }, '2027-07-13', taken, shortest)).toEqual({
      checkIn: '2027-07-13',
      checkOut: '',
      problem: 'taken',
    });
  });

  it('still ends a stay the morning a taken run starts, when the stay is long enough', () => {
    expect(pickBookableDay({ checkIn: '2027-07-06', checkOut: '' }, '2027-07-10', taken, shortest)).toEqual({
      checkIn: '2027-07-06',
      checkOut: '2027-07-10',
    });
  });

  it('is the stay rule itself with one night as the minimum', () => {
    expect(pickBookableDay({ checkIn: '2027-07-01', checkOut: '' }, '2027-07-02', [], ONE_NIGHT)).toEqual({
      checkIn: '2027-07-01',
      checkOut: '2027-07-02',
    });
    expect(pickBookableDay(none, '2027-07-09', taken, ONE_NIGHT)).toEqual({ checkIn: '2027-07-09', checkOut: '' });
    expect(pickBookableDay({ checkIn: '2027-07-01', checkOut: '' }, '2027-08-15', [], ONE_NIGHT)).toMatchObject({
      problem: 'tooLong',
    });
  });
});

describe('canStartOn and isTooShort', () => {
  it('needs the nights of the minimum free, and a minimum within the longest stay', () => {
    expect(canStartOn('2027-07-06', taken, shortest)).toBe(true);
    expect(canStartOn('2027-07-07', taken, shortest)).toBe(false);
    expect(canStartOn('2027-07-10', taken, shortest)).toBe(false);
    expect(canStartOn('2027-07-01', [], () => 31)).toBe(false);
    expect(canStartOn('2027-07-01', [], () => 30)).toBe(true);
  });

  it('measures a stay against its check-in', () => {
    expect(isTooShort('2027-07-01', '2027-07-04', shortest)).toBe(true);
    expect(isTooShort('2027-07-01', '2027-07-05', shortest)).toBe(false);
    expect(isTooShort('2027-06-30', '2027-07-02', shortest)).toBe(false);
  });
});
