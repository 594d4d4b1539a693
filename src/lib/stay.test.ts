import { describe, expect, it } from 'vitest';
import { MAX_DAYS_AHEAD, MAX_NIGHTS, readStay, stayProblem, usableStay, validStay } from './stay';
import { pickStayDay } from './stay-pick';

const today = '2026-11-24';

describe('stayProblem', () => {
  it('accepts one night up to the longest stay, from today on', () => {
    expect(stayProblem('2026-11-24', '2026-11-25', today)).toBeNull();
    expect(stayProblem('2026-12-01', '2026-12-31', today)).toBeNull();
    expect(MAX_NIGHTS).toBe(30);
  });

  it.each([
    ['', '', 'missing'],
    ['2026-12-10', '', 'missing'],
    ['2026-02-30', '2026-03-02', 'invalid'],
    ['2026-12-10', '12.12.2026', 'invalid'],
    ['2026-11-23', '2026-11-26', 'past'],
    ['2026-12-20', '2026-12-14', 'inverted'],
    ['2026-11-25', '2026-11-25', 'inverted'],
    ['2026-12-01', '2027-01-01', 'tooLong'],
    ['2026-12-01', '2028-05-02', 'tooLong'],
  ])('%s → %s is %s', (checkIn, checkOut, problem) => {
    expect(stayProblem(checkIn, checkOut, today)).toBe(problem);
  });

  it(`refuses a check-in more than ${MAX_DAYS_AHEAD} days ahead`, () => {
    expect(stayProblem('2028-05-27', '2028-05-28', today)).toBeNull();
    expect(stayProblem('2028-05-28', '2028-05-29', today)).toBe('tooFar');
  });

  it('counts nights across a daylight-saving change whole', () => {
    expect(stayProblem('2027-03-27', '2027-04-26', today)).toBeNull();
    expect(stayProblem('2027-03-27', '2027-04-27', today)).toBe('tooLong');
  });
});

describe('pickStayDay', () => {
  const none = { checkIn: '', checkOut: '' };

  it('takes the first day picked as the check-in only', () => {
    expect(pickStayDay(none, '2026-12-10')).toEqual({ checkIn: '2026-12-10', checkOut: '' });
  });

  it('ends the stay with a later day', () => {
    expect(pickStayDay({ checkIn: '2026-12-10', checkOut: '' }, '2026-12-14')).toEqual({
      checkIn: '2026-12-10',
      checkOut: '2026-12-14',
    });
  });

  it('moves the check-in when the same or an earlier day is picked', () => {
    expect(pickStayDay({ checkIn: '2026-12-10', checkOut: '' }, '2026-12-10')).toEqual({
      checkIn: '2026-12-10',
      checkOut: '',
    });
    expect(pickStayDay({ checkIn: '2026-12-10', checkOut: '' }, '2026-12-08')).toEqual({
      checkIn: '2026-12-08',
      checkOut: '',
    });
  });

  it('starts over once a stay is complete', () => {
    expect(pickStayDay({ checkIn: '2026-12-10', checkOut: '2026-12-14' }, '2026-12-12')).toEqual({
      checkIn: '2026-12-12',
      checkOut: '',
    });
  });

  it('keeps the check-in and says why when the stay would be too long', () => {
    expect(pickStayDay({ checkIn: '2026-12-01', checkOut: '' }, '2026-12-31')).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-31',
    });
    expect(pickStayDay({ checkIn: '2026-12-01', checkOut: '' }, '2027-01-01')).toEqual({
      checkIn: '2026-12-01',
      checkOut: '',
      problem: 'tooLong',
    });
  });
});

describe('carrying a stay into a request', () => {
  it('keeps a requestable stay and a bookable party', () => {
    expect(validStay('2026-12-10', '2026-12-14', today)).toEqual({ checkIn: '2026-12-10', checkOut: '2026-12-14' });
    expect(usableStay({ checkIn: '2026-12-10', checkOut: '2026-12-14', guests: 4 }, today)).toEqual({
      checkIn: '2026-12-10',
      checkOut: '2026-12-14',
      guests: 4,
    });
  });

  it('keeps a check-in alone when it can start a stay', () => {
    expect(usableStay({ checkIn: '2026-12-10' }, today)).toEqual({ checkIn: '2026-12-10' });
    expect(usableStay({ checkIn: '2026-11-01' }, today)).toEqual({});
  });

  it.each([
    ['inverted', { checkIn: '2026-12-20', checkOut: '2026-12-14', guests: 2 }],
    ['zero nights', { checkIn: '2026-12-20', checkOut: '2026-12-20', guests: 2 }],
    ['past', { checkIn: '2026-11-20', checkOut: '2026-11-22', guests: 2 }],
    ['too long', { checkIn: '2026-12-01', checkOut: '2028-05-02', guests: 2 }],
  ])('drops the dates of a %s stay and keeps the party', (_, stay) => {
    expect(usableStay(stay, today)).toEqual({ guests: 2 });
  });

  it('drops a party the site cannot book', () => {
    for (const guests of [0, -1, 2.5, 21, Number.NaN]) expect(usableStay({ guests }, today)).toEqual({});
  });

  it('reads a stay out of untrusted data, wrong types counting as unsaid', () => {
    expect(readStay({ checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 3, extra: 1 }, today)).toEqual({
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      guests: 3,
    });
    expect(readStay({ checkIn: 20261210, checkOut: null, guests: '3' }, today)).toEqual({});
    expect(readStay('2026-12-10', today)).toEqual({});
  });
});

describe('pickStayDay around taken nights', () => {
  const taken = [['2026-12-10', '2026-12-13']] as const;
  const none = { checkIn: '', checkOut: '' };

  it('refuses a taken night as the check-in and keeps what was chosen', () => {
    expect(pickStayDay(none, '2026-12-11', taken)).toEqual({ checkIn: '', checkOut: '', problem: 'taken' });
    expect(pickStayDay({ checkIn: '2026-12-01', checkOut: '2026-12-03' }, '2026-12-10', taken)).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      problem: 'taken',
    });
  });

  it('takes the morning a taken run starts as the check-out, and the morning it ends as a check-in', () => {
    expect(pickStayDay({ checkIn: '2026-12-06', checkOut: '' }, '2026-12-10', taken)).toEqual({
      checkIn: '2026-12-06',
      checkOut: '2026-12-10',
    });
    expect(pickStayDay(none, '2026-12-13', taken)).toEqual({ checkIn: '2026-12-13', checkOut: '' });
  });

  it('refuses, with a pending check-in, every taken night but the first (the calendar offers what it accepts)', () => {
    const pending = { checkIn: '2026-12-06', checkOut: '' };
    const refused = (day: string) => {
      const pick = pickStayDay(pending, day, taken);
      return pick.problem === 'taken' && pick.checkIn !== day;
    };
    expect(['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'].map(refused)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('never spans a taken night: a free day past it starts a new stay, a taken one changes nothing', () => {
    expect(pickStayDay({ checkIn: '2026-12-06', checkOut: '' }, '2026-12-15', taken)).toEqual({
      checkIn: '2026-12-15',
      checkOut: '',
      problem: 'taken',
    });
    expect(pickStayDay({ checkIn: '2026-12-06', checkOut: '' }, '2026-12-11', taken)).toEqual({
      checkIn: '2026-12-06',
      checkOut: '',
      problem: 'taken',
    });
  });
});
