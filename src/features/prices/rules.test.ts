// Hand-worked quotes: each total below was added up on paper from the prices, night by night.
import { describe, expect, it } from 'vitest';
import { fromPrice, minimumStay, nightRate, quoteStay, seasonOf, type PropertyPrices } from '.';

/** A seaside apartment: weekends dearer, summer dearest, a season over the new year and a one-off long weekend. */
const PRICES: PropertyPrices = {
  nightly: 450,
  weekend: 520,
  minNights: 2,
  guestsIncluded: 2,
  extraGuest: 60,
  cleaning: 150,
  weeklyDiscount: 10,
  seasons: [
    { from: '07-01', to: '08-31', nightly: 750, weekend: 800, minNights: 5 },
    { from: '12-20', to: '01-05', nightly: 600 },
    { from: '04-15', to: '05-15', nightly: 500 },
    { from: '2027-05-01', to: '2027-05-03', nightly: 900, minNights: 3 },
  ],
};

const stay = (checkIn: string, checkOut: string, guests = 2) => ({ checkIn, checkOut, guests });

describe('quoteStay', () => {
  it('prices a stay inside one season, its Friday at the season’s weekend price', () => {
    // Mon 5 July to Sat 10 July 2027: Mon-Thu at 750, Friday at 800, cleaning 150.
    expect(quoteStay(PRICES, stay('2027-07-05', '2027-07-10'))).toEqual({
      kind: 'priced',
      nights: 5,
      guests: 2,
      lines: [
        { kind: 'nights', nights: 4, rate: 750, weekend: false, amount: 3000 },
        { kind: 'nights', nights: 1, rate: 800, weekend: true, amount: 800 },
        { kind: 'cleaning', amount: 150 },
      ],
      total: 3950,
    });
  });

  it('prices a stay across two seasons night by night, its minimum that of the check-in night', () => {
    // Mon 28 June to Sat 3 July 2027: three June nights at 450, Thursday 1 July at 750, Friday 2 July at 800.
    const quote = quoteStay(PRICES, stay('2027-06-28', '2027-07-03'));
    expect(quote?.kind === 'priced' && quote.lines.slice(0, 3)).toEqual([
      { kind: 'nights', nights: 3, rate: 450, weekend: false, amount: 1350 },
      { kind: 'nights', nights: 1, rate: 750, weekend: false, amount: 750 },
      { kind: 'nights', nights: 1, rate: 800, weekend: true, amount: 800 },
    ]);
    expect(quote?.kind === 'priced' && quote.total).toBe(1350 + 750 + 800 + 150);
  });

  it('prices a stay across the new year in a season that wraps it, weekends at its nightly price', () => {
    // Wed 30 Dec 2026 to Sun 3 Jan 2027: four nights at the season's 600, Friday and Saturday too.
    const quote = quoteStay(PRICES, stay('2026-12-30', '2027-01-03'));
    expect(quote?.kind === 'priced' && quote.lines[0]).toEqual({
      kind: 'nights',
      nights: 4,
      rate: 600,
      weekend: false,
      amount: 2400,
    });
    expect(quote?.kind === 'priced' && quote.total).toBe(2550);
  });

  it('prices the nights before a wrapping season at the base’s weekend price', () => {
    // Fri 18 and Sat 19 Dec 2026 at 520, Sun 20 and Mon 21 in the season at 600.
    const quote = quoteStay(PRICES, stay('2026-12-18', '2026-12-22'));
    expect(quote?.kind === 'priced' && quote.total).toBe(2 * 520 + 2 * 600 + 150);
  });

  it('lets a one-year season inside an every-year one win its nights', () => {
    // Thu 29 and Fri 30 April 2027 in the spring season (500), 1-3 May in the one-off season (900).
    const quote = quoteStay(PRICES, stay('2027-04-29', '2027-05-04'));
    expect(quote?.kind === 'priced' && quote.lines.slice(0, 2)).toEqual([
      { kind: 'nights', nights: 2, rate: 500, weekend: false, amount: 1000 },
      { kind: 'nights', nights: 3, rate: 900, weekend: false, amount: 2700 },
    ]);
    expect(quote?.kind === 'priced' && quote.total).toBe(3850);
  });

  it('puts weekend nights on a line of their own', () => {
    // Fri 5 and Sat 6 March 2027 at 520, Sunday at 450.
    expect(quoteStay(PRICES, stay('2027-03-05', '2027-03-08'))).toMatchObject({
      lines: [
        { kind: 'nights', nights: 2, rate: 520, weekend: true, amount: 1040 },
        { kind: 'nights', nights: 1, rate: 450, weekend: false, amount: 450 },
        { kind: 'cleaning', amount: 150 },
      ],
      total: 1640,
    });
  });

  it('charges each guest above those included, every night', () => {
    // Two weekday nights for four: 2 × 450, and 2 guests × 2 nights × 60.
    expect(quoteStay(PRICES, stay('2027-03-01', '2027-03-03', 4))).toMatchObject({
      lines: [
        { kind: 'nights', amount: 900 },
        { kind: 'extraGuests', guests: 2, nights: 2, rate: 60, amount: 240 },
        { kind: 'cleaning', amount: 150 },
      ],
      total: 1290,
    });
  });

  it('takes the weekly discount off the nights and the extra guests at 7 nights, not at 6', () => {
    // Mon 1 March 2027: six nights are 4 × 450 + 2 × 520 = 2840; the seventh (Sunday) adds 450.
    const six = quoteStay(PRICES, stay('2027-03-01', '2027-03-07'));
    expect(six?.kind === 'priced' && six.lines.some((line) => line.kind === 'weeklyDiscount')).toBe(false);
    expect(six?.kind === 'priced' && six.total).toBe(2840 + 150);
    // With 3 guests: 3290 for the nights, 7 × 60 = 420 for the third guest; 10 % of 3710 is 371.
    const seven = quoteStay(PRICES, stay('2027-03-01', '2027-03-08', 3));
    expect(seven?.kind === 'priced' && seven.lines.slice(-3)).toEqual([
      { kind: 'extraGuests', guests: 1, nights: 7, rate: 60, amount: 420 },
      { kind: 'weeklyDiscount', percent: 10, amount: -371 },
      { kind: 'cleaning', amount: 150 },
    ]);
    expect(seven?.kind === 'priced' && seven.total).toBe(3290 + 420 - 371 + 150);
  });

  it('takes a town’s percentage tax on the nights and guests after the discount, not on cleaning', () => {
    // 3290 − 329 = 2961; 1 % of it is 29.61, so 30.
    const quote = quoteStay(PRICES, stay('2027-03-01', '2027-03-08'), { percent: 1 });
    expect(quote?.kind === 'priced' && quote.lines.at(-1)).toEqual({ kind: 'tax', tax: { percent: 1 }, amount: 30 });
    expect(quote?.kind === 'priced' && quote.total).toBe(3290 - 329 + 150 + 30);
  });

  it('takes a per-guest tax as guests × nights × the amount', () => {
    // Three guests, two nights, 1.50 lei: 9 lei.
    const quote = quoteStay(PRICES, stay('2027-03-01', '2027-03-03', 3), { perGuestNight: 1.5 });
    expect(quote?.kind === 'priced' && quote.lines.at(-1)).toEqual({
      kind: 'tax',
      tax: { perGuestNight: 1.5 },
      amount: 9,
    });
    expect(quote?.kind === 'priced' && quote.total).toBe(900 + 120 + 150 + 9);
  });

  it('does not price a stay shorter than its check-in’s minimum, and says whose minimum it is', () => {
    expect(quoteStay(PRICES, stay('2027-07-05', '2027-07-08'))).toEqual({
      kind: 'tooShort',
      nights: 3,
      minimum: { nights: 5, season: PRICES.seasons![0] },
    });
    expect(quoteStay(PRICES, stay('2027-03-01', '2027-03-02'))).toEqual({
      kind: 'tooShort',
      nights: 1,
      minimum: { nights: 2 },
    });
    // A stay that ends in a season asking more is fine: the check-in's rule holds.
    expect(quoteStay(PRICES, stay('2027-06-28', '2027-07-01'))?.kind).toBe('priced');
  });

  it('gives no quote for a property without prices', () => {
    expect(quoteStay(undefined, stay('2027-03-01', '2027-03-03'))).toBeUndefined();
    expect(minimumStay(undefined, '2027-07-05')).toEqual({ nights: 1 });
  });

  it('rounds each line half up, and the total is the sum of the lines shown', () => {
    // 7 × 150 = 1050; 5 % is 52.5, so 53; 1.5 % of 997 is 14.955, so 15.
    const quote = quoteStay({ nightly: 150, weeklyDiscount: 5 }, stay('2027-03-01', '2027-03-08'), { percent: 1.5 });
    expect(quote).toEqual({
      kind: 'priced',
      nights: 7,
      guests: 2,
      lines: [
        { kind: 'nights', nights: 7, rate: 150, weekend: false, amount: 1050 },
        { kind: 'weeklyDiscount', percent: 5, amount: -53 },
        { kind: 'tax', tax: { percent: 1.5 }, amount: 15 },
      ],
      total: 1012,
    });
    // 7 × 333 = 2331; 15 % is 349.65, so 350; 0.5 % of 1981 is 9.905, so 10.
    const odd = quoteStay({ nightly: 333, weeklyDiscount: 15 }, stay('2027-03-01', '2027-03-08'), { percent: 0.5 });
    expect(odd?.kind === 'priced' && odd.lines.map((line) => line.amount)).toEqual([2331, -350, 10]);
    expect(odd?.kind === 'priced' && odd.total).toBe(1991);
  });
});

describe('seasonOf', () => {
  it('prefers a one-year season, then the shorter, then the one listed last', () => {
    const prices: PropertyPrices = {
      nightly: 100,
      seasons: [
        { from: '06-01', to: '09-30', nightly: 200 },
        { from: '07-01', to: '08-31', nightly: 300 },
        { from: '07-01', to: '08-31', nightly: 310 },
        { from: '2027-06-01', to: '2027-09-30', nightly: 400 },
      ],
    };
    expect(seasonOf(prices, '2026-07-10')?.nightly).toBe(310);
    expect(seasonOf(prices, '2026-06-10')?.nightly).toBe(200);
    expect(seasonOf(prices, '2027-07-10')?.nightly).toBe(400);
    expect(seasonOf(prices, '2026-10-01')).toBeUndefined();
  });

  it('takes a season’s first and last nights as its own', () => {
    expect(nightRate(PRICES, '2027-06-30').rate).toBe(450);
    expect(nightRate(PRICES, '2027-07-01').rate).toBe(750);
    expect(nightRate(PRICES, '2027-08-31').rate).toBe(750);
    expect(nightRate(PRICES, '2027-09-01').rate).toBe(450);
  });
});

describe('fromPrice', () => {
  it('is the lowest price of a night in the next twelve months', () => {
    expect(fromPrice(PRICES, '2026-11-27')).toBe(450);
  });

  it('is never a price no night has', () => {
    const allYear: PropertyPrices = { nightly: 999, seasons: [{ from: '01-01', to: '12-31', nightly: 500 }] };
    expect(fromPrice(allYear, '2026-11-27')).toBe(500);
  });

  it('leaves out seasons already over or more than a year away', () => {
    const prices: PropertyPrices = {
      nightly: 450,
      seasons: [
        { from: '2026-01-10', to: '2026-01-20', nightly: 100 },
        { from: '2028-01-10', to: '2028-01-20', nightly: 120 },
        { from: '2027-01-10', to: '2027-01-20', nightly: 300 },
      ],
    };
    expect(fromPrice(prices, '2026-11-27')).toBe(300);
    // A year on, the last season has come within twelve months, and the first two are over.
    expect(fromPrice(prices, '2027-01-21')).toBe(120);
    expect(fromPrice(prices, '2028-01-21')).toBe(450);
  });
});
