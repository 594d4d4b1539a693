import { describe, expect, it } from 'vitest';
import { meanRating, reviewTotal, roundHalfUp } from './reviews';

const listings = [
  { rating: 4.3, reviews: 21 },
  { rating: 4.94, reviews: 88 },
];

describe('meanRating', () => {
  it('weighs each listing by its review count', () => {
    // (4.3 × 21 + 4.94 × 88) / 109 = 4.8167…
    expect(meanRating(listings, 2)).toBe(4.82);
    expect(meanRating(listings, 1)).toBe(4.8);
  });

  it('has no mean without reviews', () => {
    expect(meanRating([], 1)).toBeUndefined();
    expect(meanRating([{ rating: 4.5, reviews: 0 }], 1)).toBeUndefined();
  });
});

describe('reviewTotal', () => {
  it('adds the review counts', () => {
    expect(reviewTotal(listings)).toBe(109);
    expect(reviewTotal([])).toBe(0);
  });
});

describe('roundHalfUp', () => {
  it('rounds a half up, on the decimal figure', () => {
    expect(roundHalfUp(4.65, 1)).toBe(4.7);
    expect(roundHalfUp(4.6667, 1)).toBe(4.7);
    expect(roundHalfUp(4.64, 1)).toBe(4.6);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(5, 1)).toBe(5);
  });
});
