import { describe, expect, it } from 'vitest';
import { shortestAmong, type PropertyPrices } from '.';

/** Summer asks for five nights, the rest of the year for two. */
const SEASIDE: PropertyPrices = {
  nightly: 450,
  minNights: 2,
  seasons: [{ from: '07-01', to: '08-31', nightly: 750, minNights: 5 }],
};
/** Summer asks for three nights, the rest of the year for one. */
const STUDIO: PropertyPrices = { nightly: 200, seasons: [{ from: '07-01', to: '08-31', nightly: 300, minNights: 3 }] };

describe('shortestAmong', () => {
  it("takes the smallest of the check-in's minimums", () => {
    expect(shortestAmong([{ prices: SEASIDE }, { prices: STUDIO }], '2027-07-10')).toBe(3);
    expect(shortestAmong([{ prices: SEASIDE }], '2027-07-10')).toBe(5);
    expect(shortestAmong([{ prices: SEASIDE }], '2027-06-30')).toBe(2);
    expect(shortestAmong([{ prices: SEASIDE }, { prices: STUDIO }], '2027-06-30')).toBe(1);
  });

  it('counts a property without prices as one night, and no property as one night', () => {
    expect(shortestAmong([{ prices: SEASIDE }, {}], '2027-07-10')).toBe(1);
    expect(shortestAmong([], '2027-07-10')).toBe(1);
  });
});
