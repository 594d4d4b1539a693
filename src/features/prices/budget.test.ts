// A budget against prices, worked by hand from the prices below.
import { describe, expect, it } from 'vitest';
import {
  averageNightly,
  cheapestStay,
  lowestRate,
  quoteStay,
  withinBudget,
  type PricedQuote,
  type PropertyPrices,
} from '.';

/** Weekends dearer, summer dearest with a five-night minimum, a cleaning fee. */
const PRICES: PropertyPrices = {
  nightly: 300,
  weekend: 360,
  minNights: 2,
  cleaning: 100,
  seasons: [{ from: '07-01', to: '08-31', nightly: 700, weekend: 760, minNights: 5 }],
};

const priced = (checkIn: string, checkOut: string) =>
  quoteStay(PRICES, { checkIn, checkOut, guests: 2 }) as PricedQuote;

describe('averageNightly', () => {
  it('spreads the total, fees included, over the nights, rounded half up', () => {
    // Mon 9 Nov to Wed 11 Nov 2026: 2 × 300 + 100 = 700, 350 a night.
    expect(averageNightly(priced('2026-11-09', '2026-11-11'))).toBe(350);
    // Mon 9 Nov to Thu 12 Nov: 3 × 300 + 100 = 1,000, 333.33 a night.
    expect(averageNightly(priced('2026-11-09', '2026-11-12'))).toBe(333);
    // Thu 12 Nov to Sat 14 Nov: 300 + 360 (Friday) + 100 = 760, 380; Thu 5 to Mon 9 Nov: 300 + 360 × 2 + 300 + 100 = 1,420, 355.
    expect(averageNightly(priced('2026-11-12', '2026-11-14'))).toBe(380);
    expect(averageNightly(priced('2026-11-05', '2026-11-09'))).toBe(355);
    // A total that halves exactly rounds up: 2 × 300 + 1 = 601 over 2 nights is 300.5, so 301.
    const odd = quoteStay({ ...PRICES, cleaning: 1 }, { checkIn: '2026-11-09', checkOut: '2026-11-11', guests: 2 });
    expect(averageNightly(odd as PricedQuote)).toBe(301);
  });
});

describe('lowestRate', () => {
  it('is the cheapest night of the period, its last night the one before `to`', () => {
    expect(lowestRate(PRICES, '2027-07-01', '2027-08-01')).toBe(700);
    // June's last night is at the base price; 1 July is the season's.
    expect(lowestRate(PRICES, '2027-06-30', '2027-07-02')).toBe(300);
    // Friday and Saturday only: the weekend price.
    expect(lowestRate(PRICES, '2026-11-13', '2026-11-15')).toBe(360);
    expect(lowestRate(PRICES, '2026-11-13', '2026-11-13')).toBeUndefined();
  });
});

describe('cheapestStay', () => {
  it('finds the cheapest check-in for a stay of given length', () => {
    // Three nights starting in the week of 9 Nov 2026: Mon-Wed nights (9, 10, 11) cost 900 + 100.
    expect(cheapestStay(PRICES, { nights: 3, guests: 2, from: '2026-11-09', to: '2026-11-16' })).toMatchObject({
      checkIn: '2026-11-09',
      quote: { total: 1000, nights: 3 },
    });
  });

  it('without a length, prices each check-in’s shortest stay', () => {
    // In July the shortest stay is five nights: Sun 4 July to Fri 9 July 2027 has no weekend night, 5 × 700 + 100.
    expect(cheapestStay(PRICES, { guests: 2, from: '2027-07-01', to: '2027-07-15' })).toMatchObject({
      checkIn: '2027-07-04',
      quote: { total: 3600, nights: 5 },
    });
  });

  it('skips check-ins whose stay is too short, and finds nothing when every one is', () => {
    // Two nights from a July check-in are too short; from 30 June they are not (June's minimum is two).
    expect(cheapestStay(PRICES, { nights: 2, guests: 2, from: '2027-06-30', to: '2027-07-10' })).toMatchObject({
      checkIn: '2027-06-30',
    });
    expect(cheapestStay(PRICES, { nights: 2, guests: 2, from: '2027-07-01', to: '2027-07-10' })).toBeUndefined();
  });
});

describe('withinBudget', () => {
  it('holds up to the amount, included', () => {
    expect(withinBudget(500, { amount: 500, per: 'night' })).toBe(true);
    expect(withinBudget(501, { amount: 500, per: 'night' })).toBe(false);
  });
});
