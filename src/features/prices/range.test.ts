import { describe, expect, it } from 'vitest';
import { fromPrice, nightlyRange, type PropertyPrices } from '.';

/** Weekends dearer, a summer season with a dearer weekend, and a one-off long weekend in May 2027. */
const PRICES: PropertyPrices = {
  nightly: 450,
  weekend: 520,
  seasons: [
    { from: '07-01', to: '08-31', nightly: 750, weekend: 800 },
    { from: '2027-05-01', to: '2027-05-03', nightly: 900 },
  ],
};

describe('nightlyRange', () => {
  it('spans the cheapest night to the dearest of the year ahead, weekend and season prices included', () => {
    expect(nightlyRange(PRICES, '2026-11-27')).toEqual({ lowest: 450, highest: 900 });
  });

  it('leaves out a one-year season once it is over, and one more than a year away', () => {
    expect(nightlyRange(PRICES, '2027-05-04')).toEqual({ lowest: 450, highest: 800 });
    expect(nightlyRange(PRICES, '2026-04-01')).toEqual({ lowest: 450, highest: 800 });
  });

  it('starts where the page’s ‘de la’ price does', () => {
    const summer: PropertyPrices = { nightly: 300, seasons: [{ from: '01-01', to: '12-31', nightly: 380 }] };
    expect(nightlyRange(summer, '2026-11-27')).toEqual({ lowest: 380, highest: 380 });
    for (const today of ['2026-11-27', '2027-06-30', '2027-09-01'])
      expect(nightlyRange(PRICES, today).lowest).toBe(fromPrice(PRICES, today));
  });

  it('is one figure for a property with one price all year', () => {
    expect(nightlyRange({ nightly: 200 }, '2026-11-27')).toEqual({ lowest: 200, highest: 200 });
  });
});
