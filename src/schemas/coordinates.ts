// A point's latitude or longitude as the catalogue's files write it (a property's, a town's centre): decimal degrees
// inside the coast's box, with at most five decimals.
import { z } from 'astro/zod';
import { COAST_BOUNDS, COORDINATE_DECIMALS, hasAtMostDecimals } from '../lib/catalogue-rules';

/** A latitude or longitude in decimal degrees, between `min` and `max`, written with at most 5 decimals. */
export function coordinate(min: number, max: number, example: string) {
  const outside = `must lie on Romania's Black Sea coast, between ${min} and ${max}`;
  return z
    .number()
    .min(min, outside)
    .max(max, outside)
    .refine((value) => hasAtMostDecimals(value, COORDINATE_DECIMALS), {
      message: `write at most ${COORDINATE_DECIMALS} decimals, e.g. ${example}`,
      params: { rule: 'decimals' },
    })
    .meta({ decimals: COORDINATE_DECIMALS });
}

/** A latitude on the coast. */
export const latitude = () => coordinate(COAST_BOUNDS.south, COAST_BOUNDS.north, '44.02150');

/** A longitude on the coast. */
export const longitude = () => coordinate(COAST_BOUNDS.west, COAST_BOUNDS.east, '28.65390');
