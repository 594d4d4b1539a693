import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { byId, toAssistantProperty, type PropertySource } from './lib/assistant/catalogue';
import { isIsoDay, type NightRange } from './lib/availability';
import { readFeeds } from './lib/ical-settings';
import { CITIES, COAST_BOUNDS, COORDINATE_DECIMALS, COUNTRY, LOCATION_PATTERN, hasAtMostDecimals } from './lib/catalogue-rules';

/** Where the ai-chat function finds the catalogue; generated, never committed. */
const ASSISTANT_CATALOGUE = 'netlify/functions/_generated/catalogue.json';
/** Where the availability functions find each property's title and direct bookings; generated, never committed. */
const OWNER_CALENDARS = 'netlify/functions/_generated/owner-calendars.json';
/** The catalogue folder; the scale benchmark points it at a synthetic catalogue (CATALOGUE_DIR). */
const CATALOGUE_DIR = process.env['CATALOGUE_DIR'] ?? './src/content/properties';

/**
 * Fails with the file and the field when a listed photo is missing: Astro itself would report only
 * the image path, later in the build, leaving the editor to guess which property lists it.
 */
function assertImagesExist(rootDir: string, filePath: string, data: Record<string, unknown>): void {
  const images = Array.isArray(data['images']) ? data['images'] : [];
  images.forEach((image: unknown, index) => {
    const src = typeof image === 'object' && image !== null ? (image as { src?: unknown }).src : undefined;
    if (typeof src !== 'string' || !src.startsWith('.')) return;
    if (!existsSync(resolve(rootDir, dirname(filePath), src))) {
      throw new Error(`${filePath}: images[${index}].src: the image ${src} does not exist next to this file`);
    }
  });
}

/**
 * Writes the catalogue the assistant knows, from the entries the schema has just validated: the
 * function then recommends exactly what the site shows. Written only when it changed.
 */
function writeAssistantCatalogue(root: URL, entries: { id: string; data: Record<string, unknown>; body?: string | undefined }[]): void {
  const catalogue = byId(entries.map((entry) => toAssistantProperty(entry.id, entry.data as unknown as PropertySource, entry.body ?? '')));
  writeGenerated(root, ASSISTANT_CATALOGUE, `${JSON.stringify(catalogue, null, 1)}\n`);
}

/** Writes `text` to `path` under the project root, only when it changed. */
function writeGenerated(root: URL, path: string, text: string): void {
  const file = fileURLToPath(new URL(path, root));
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Writes each property's title and direct bookings for the availability functions, and checks ICAL_FEEDS against
 * the catalogue when the build sees it: a feed for a property that does not exist fails the deploy, not a visit.
 */
function writeOwnerCalendars(root: URL, entries: { id: string; data: Record<string, unknown> }[]): void {
  const calendars = byId(
    entries.map(({ id, data }) => ({
      id,
      title: String(data['title']),
      blocked: (data['blocked'] as { checkIn: string; checkOut: string }[]).map(({ checkIn, checkOut }): NightRange => [checkIn, checkOut]),
    })),
  );
  readFeeds(process.env['ICAL_FEEDS'], calendars.map(({ id }) => id));
  writeGenerated(root, OWNER_CALENDARS, `${JSON.stringify(calendars, null, 1)}\n`);
}

/** The glob loader, with every listed photo checked before the schema runs and the assistant's copy written after. */
function propertiesLoader(base: string): Loader {
  const files = glob({
    pattern: '*.md',
    base,
    generateId: ({ entry }) => {
      const id = entry.replace(/\.md$/, '');
      if (!/^\d+$/.test(id)) {
        throw new Error(`${base}/${entry}: name the file after the property id, digits only (e.g. 23.md)`);
      }
      return id;
    },
  });
  return {
    name: 'properties-loader',
    load: async (context) => {
      await files.load({
        ...context,
        parseData: async (entry) => {
          if (entry.filePath) assertImagesExist(fileURLToPath(context.config.root), entry.filePath, entry.data);
          return context.parseData(entry);
        },
      });
      // A synthetic benchmark catalogue must never replace the one the function ships with.
      if (!process.env['CATALOGUE_DIR']) {
        writeAssistantCatalogue(context.config.root, context.store.values());
        writeOwnerCalendars(context.config.root, context.store.values());
      }
    },
  };
}

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
    .refine((value) => hasAtMostDecimals(value, COORDINATE_DECIMALS), `write at most ${COORDINATE_DECIMALS} decimals, e.g. ${example}`);
}

const properties = defineCollection({
  // One markdown file per property; the file name (digits only) is the id used in /apartment/{id}.
  loader: propertiesLoader(CATALOGUE_DIR),
  schema: ({ image }) =>
    z.object({
      /** Display name, shown as the card title and the property page's h1. */
      title: nonEmptyText,
      /** Town and country, written exactly 'City, România'. */
      location: z
        .string()
        .regex(LOCATION_PATTERN, `write 'City, ${COUNTRY}' with City one of: ${CITIES.join(', ')}`),
      /** Latitude of the building in decimal degrees (WGS 84, north positive), for maps and structured data. */
      latitude: coordinate(COAST_BOUNDS.south, COAST_BOUNDS.north, '44.02150'),
      /** Longitude of the building in decimal degrees (WGS 84, east positive), for maps and structured data. */
      longitude: coordinate(COAST_BOUNDS.west, COAST_BOUNDS.east, '28.65390'),
      /** Guest rating out of 5, from the external listing (4.3 to 4.94 across the catalogue). */
      rating: z.number().min(1).max(5),
      /** Number of reviews on the external listing. */
      reviews: z.number().int().nonnegative(),
      /** Photos beside this file (./{id}/name.jpg), first one on the card; each with its alt text. */
      images: z
        .array(z.object({ src: image(), alt: nonEmptyText }))
        .min(2, 'list at least 2 images')
        .max(6, 'list at most 6 images'),
      /** Maximum number of guests (capacity). */
      guests: z.number().int().min(1).max(20),
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
            .refine(({ checkIn, checkOut }) => checkIn < checkOut, 'checkOut is the morning of departure: it must come after checkIn'),
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
    }),
});

export const collections = { properties };
