// What the listings' reviews add up to, for the business as a whole: the home page's figure and its JSON-LD.

/** A listing's rating on the external platform and the number of reviews behind it. */
export interface ListingReviews {
  rating: number;
  reviews: number;
}

/** How many reviews the listings have together. */
export function reviewTotal(listings: readonly ListingReviews[]): number {
  return listings.reduce((sum, listing) => sum + listing.reviews, 0);
}

/**
 * The mean of every review behind the listings, each listing's rating weighted by its review count (88 reviews
 * weigh more than 21), rounded half up to `decimals` places; undefined while there is no review at all.
 */
export function meanRating(listings: readonly ListingReviews[], decimals: number): number | undefined {
  const total = reviewTotal(listings);
  if (total === 0) return undefined;
  return roundHalfUp(listings.reduce((sum, listing) => sum + listing.rating * listing.reviews, 0) / total, decimals);
}

/**
 * Rounds half up on the number as it is written in decimals, so 4.65 gives 4.7 although its binary value is
 * a hair below 4.65 (plain `Math.round(x * 10) / 10` gets 1.005 to two places wrong).
 */
export function roundHalfUp(value: number, decimals: number): number {
  return Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`);
}
