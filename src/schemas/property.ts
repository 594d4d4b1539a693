// The one definition of a property: every field of a catalogue file, what it means and what it may hold. The site's
// pages, the assistant's catalogue, the owners' calendars and the tests all read their types from this schema's
// output (`PropertyData`) or input (`PropertyFile`), never from a copy.
import type { SchemaContext } from 'astro/content/config';
import { z } from 'astro/zod';
import { isIsoDay } from '../lib/nights';
import {
  CITIES,
  COAST_BOUNDS,
  COORDINATE_DECIMALS,
  COUNTRY,
  LOCATION_PATTERN,
  hasAtMostDecimals,
} from '../lib/catalogue-rules';
import { GUESTS } from '../lib/stay';

/** A plain day 'yyyy-MM-dd'; YAML reads an unquoted day as a date, which is taken back to the day written. */
const plainDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().refine(isIsoDay, 'write a real day as yyyy-MM-dd, e.g. 2026-07-10'),
);

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use the 24-hour form HH:MM, e.g. 15:00');
const nonEmptyText = z.string().trim().min(1);

/** A latitude or longitude in decimal degrees, inside the coast's box, written with at most 5 decimals. */
function coordinate(min: number, max: number, example: string) {
  const outside = `must lie on Romania's Black Sea coast, between ${min} and ${max}`;
  return z
    .number()
    .min(min, outside)
    .max(max, outside)
    .refine(
      (value) => hasAtMostDecimals(value, COORDINATE_DECIMALS),
      `write at most ${COORDINATE_DECIMALS} decimals, e.g. ${example}`,
    );
}

/** Every field of a property file but its photos: plain data, which any reader of the catalogue can take. */
export const propertyFields = z.object({
  /** Display name, shown as the card title and the property page's h1. */
  title: nonEmptyText,
  /** Town and country, written exactly 'City, România'. */
  location: z.string().regex(LOCATION_PATTERN, `write 'City, ${COUNTRY}' with City one of: ${CITIES.join(', ')}`),
  /** Latitude of the building in decimal degrees (WGS 84, north positive), for maps and structured data. */
  latitude: coordinate(COAST_BOUNDS.south, COAST_BOUNDS.north, '44.02150'),
  /** Longitude of the building in decimal degrees (WGS 84, east positive), for maps and structured data. */
  longitude: coordinate(COAST_BOUNDS.west, COAST_BOUNDS.east, '28.65390'),
  /** Guest rating out of 5, from the external listing. */
  rating: z.number().min(1).max(5),
  /** Number of reviews on the external listing. */
  reviews: z.number().int().nonnegative(),
  /**
   * The property's capacity: the most guests one request may name, at most the largest party the site books. The
   * file calls it `guests`, as the listings do; the code that puts it beside a stay's guest count calls it capacity.
   */
  guests: z.number().int().min(GUESTS.min).max(GUESTS.max),
  /** Number of bedrooms; 0 for a studio or a hotel room without a separate bedroom. */
  bedrooms: z.number().int().nonnegative().optional(),
  /** Number of bathrooms. */
  bathrooms: z.number().int().nonnegative().optional(),
  /** Number of beds. */
  beds: z.number().int().positive(),
  /** Kind of stay in Romanian, e.g. 'Cameră privată în hotel', 'Apartament întreg', 'Vilă de lux'. */
  propertyType: nonEmptyText.optional(),
  /** Earliest check-in time, HH:MM. */
  checkIn: clockTime,
  /** Latest check-out time, HH:MM. */
  checkOut: clockTime,
  /** Cancellation policy name as shown to guests. */
  cancellationPolicy: z.enum(['Flexibilă', 'Moderată', 'Strictă']),
  /** Host's first name, shown with an initial avatar. */
  hostName: nonEmptyText,
  /** Year the host started hosting. */
  hostSince: z.number().int().min(2000).max(2100),
  /** Share of messages the host answers, e.g. '100%'. */
  hostResponseRate: z.string().regex(/^\d{1,3}%$/, "write a percentage such as '100%'"),
  /** Languages the host speaks, in Romanian. */
  hostLanguages: z.array(nonEmptyText).min(1),
  /** Link to the property's listing on the external rental platform, where its reviews live. */
  airbnbUrl: z.url().optional(),
  /**
   * Nights taken through direct bookings: shown as taken like the platforms' and published to them as this
   * property's iCal feed. Each run from its first night (checkIn, inclusive) to the morning of departure
   * (checkOut, exclusive), e.g. `- { checkIn: 2026-07-10, checkOut: 2026-07-15 }` for five nights.
   */
  blocked: z
    .array(
      z
        .object({ checkIn: plainDay, checkOut: plainDay })
        .refine(
          ({ checkIn, checkOut }) => checkIn < checkOut,
          'checkOut is the morning of departure: it must come after checkIn',
        ),
    )
    .default([]),
  /** Everything the property offers; names from the card list are spelled as there. */
  amenities: z.array(nonEmptyText).min(1),
  /** House rules, one sentence each (quiet hours, maximum guests, smoking, pets...). */
  houseRules: z.array(nonEmptyText).min(1),
  /** Safety equipment present in the property. */
  safetyFeatures: z.array(nonEmptyText).min(1),
  /** Places nearby, each written 'name - distance'. */
  nearbyAttractions: z.array(
    z.string().regex(/^\S.* - \S.*$/, "write 'name - distance', e.g. 'Lacul Techirghiol - 1,2 km'"),
  ),
});

/** The whole property file: the plain fields and the photos, which `image` resolves into images the site transforms. */
export function propertySchema({ image }: SchemaContext) {
  return propertyFields.extend({
    /** Photos beside this file (./{id}/name.jpg), first one on the card; each with its alt text. */
    images: z
      .array(z.object({ src: image(), alt: nonEmptyText }))
      .min(2, 'list at least 2 images')
      .max(6, 'list at most 6 images'),
  });
}

type PropertySchema = ReturnType<typeof propertySchema>;

/** A property's plain fields as the schema hands them over: defaults filled in, days as 'yyyy-MM-dd'. */
export type PropertyFields = z.output<typeof propertyFields>;

/** A property's front matter as the schema hands it to the site: photos as images, defaults filled in. */
export type PropertyData = z.output<PropertySchema>;

/** A property's front matter as an editor writes it in the file: photos as paths. */
export type PropertyFile = z.input<PropertySchema>;
