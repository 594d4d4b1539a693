import { describe, expect, it } from 'vitest';
import type { ComparedPrice } from './data';
import { stayPrice } from './prices';

/** Summer dearer with a five-night minimum, two guests included, cleaning on top. */
const price: ComparedPrice = {
  from: 'de la 450 lei / noapte',
  prices: {
    nightly: 450,
    guestsIncluded: 2,
    extraGuest: 60,
    cleaning: 150,
    seasons: [{ from: '07-01', to: '08-31', nightly: 750, minNights: 5 }],
  },
  capacity: 4,
};

describe('the price row for the search’s stay', () => {
  it('says what the stay costs in all, for its nights', () => {
    // Mon 7 to Fri 11 June 2027: four nights at 450, cleaning 150.
    expect(stayPrice(price, { checkIn: '2027-06-07', checkOut: '2027-06-11', guests: 2 })).toBe(
      '1.950\u00a0lei pentru 4 nopți',
    );
  });

  it('counts no more guests than the property takes', () => {
    // Four guests at most: two above those included, 60 lei each a night.
    const four = stayPrice(price, { checkIn: '2027-06-07', checkOut: '2027-06-11', guests: 4 });
    expect(stayPrice(price, { checkIn: '2027-06-07', checkOut: '2027-06-11', guests: 9 })).toBe(four);
    expect(four).toBe('2.430\u00a0lei pentru 4 nopți');
  });

  it('says the shortest stay of the check-in’s season when the stay is shorter', () => {
    expect(stayPrice(price, { checkIn: '2027-07-05', checkOut: '2027-07-08', guests: 2 })).toBe(
      'minim 5 nopți în această perioadă',
    );
  });
});
