// The shortest stay a search over many properties can be booked for: a search names a check-in and leaves the
// property open, so a check-out is worth offering while any one of them would take the stay.
import type { IsoDay } from '../../lib/dates';
import { minimumStay, type PropertyPrices } from './rules';

/**
 * The fewest nights any of `properties` takes for a stay starting on `checkIn`: the smallest of their check-in
 * minimums, a property without prices counting as one night; one night when there are none to ask.
 */
export function shortestAmong(
  properties: readonly { prices?: Pick<PropertyPrices, 'minNights' | 'seasons'> | undefined }[],
  checkIn: IsoDay,
): number {
  let shortest = Number.POSITIVE_INFINITY;
  for (const { prices } of properties) shortest = Math.min(shortest, minimumStay(prices, checkIn).nights);
  return Number.isFinite(shortest) ? shortest : 1;
}
