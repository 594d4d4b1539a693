// The shipped catalogue against the rules an editor keeps when adding or changing a property: what the schema alone
// cannot say. Reading the files already holds each one to the schema (required fields, types, ratings from 1 to 5, a
// location in one of the three towns), and the build holds its photos to it (2 to 6, each an image). The rules below
// hold for any number of properties, never as counts or as the values today's files happen to hold, so a new
// property that keeps them passes.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unreadPetRule } from '../../src/features/assistant/understanding/amenities';
import { CARD_AMENITIES, CITIES, COAST_BOUNDS, cityOf } from '../../src/lib/catalogue-rules';
import { languageCodes } from '../../src/lib/language-codes';
import { isPetRule, petsInRule } from '../../src/lib/pets';
import { GUESTS } from '../../src/lib/stay';
import { CATALOGUE_FOLDER, readCatalogue } from '../support/catalogue';

const catalogue = readCatalogue();
const each = catalogue.map((entry) => [entry.id, entry] as const);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Kilometres between two points, flat-earth approximation: exact enough across one town. */
function kilometres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const north = (a.latitude - b.latitude) * 111.2;
  const east = (a.longitude - b.longitude) * 111.2 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(north, east);
}

describe('the catalogue as a whole', () => {
  it('names each property file after its id, digits only, and gives each property a title of its own', () => {
    expect(catalogue.length).toBeGreaterThan(0);
    expect(catalogue.every((p) => /^\d+$/.test(p.id))).toBe(true);
    expect(new Set(catalogue.map((p) => Number(p.id))).size).toBe(catalogue.length);
    const titles = catalogue.map((p) => p.title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it('offers a property in every town the search offers', () => {
    for (const city of CITIES)
      expect(
        catalogue.some((p) => cityOf(p.location) === city),
        city,
      ).toBe(true);
  });
});

describe('each property', () => {
  it.each(each)('%s takes a party the site can book', (_, p) => {
    expect(p.guests).toBeGreaterThanOrEqual(GUESTS.min);
    expect(p.guests).toBeLessThanOrEqual(GUESTS.max);
  });

  it.each(each)('%s states the same capacity in its house rules, where they name a maximum', (_, p) => {
    const limits = p.houseRules
      .map((rule) => /^Maximum (\d+) oaspeți$/.exec(rule)?.[1])
      .filter((limit) => limit !== undefined);
    for (const limit of limits) expect(Number(limit), 'guests and the house rule "Maximum N oaspeți"').toBe(p.guests);
  });

  it.each(each)('%s lies on the coast, in its own town, within 4 km of the town centre', (_, p) => {
    const centres: Record<string, { latitude: number; longitude: number }> = {
      'Eforie Sud': { latitude: 44.0215, longitude: 28.65 },
      Constanța: { latitude: 44.18, longitude: 28.645 },
      'Mamaia-Sat': { latitude: 44.282, longitude: 28.614 },
    };
    expect(p.latitude).toBeGreaterThanOrEqual(COAST_BOUNDS.south);
    expect(p.latitude).toBeLessThanOrEqual(COAST_BOUNDS.north);
    expect(p.longitude).toBeGreaterThanOrEqual(COAST_BOUNDS.west);
    expect(p.longitude).toBeLessThanOrEqual(COAST_BOUNDS.east);
    const centre = centres[cityOf(p.location)];
    expect(centre, `a centre for ${cityOf(p.location)}`).toBeDefined();
    expect(kilometres(p, centre!)).toBeLessThan(4);
  });

  it.each(each)('%s lists photos that exist beside its file, each with an alt text', (_, p) => {
    for (const image of p.images) {
      expect(existsSync(resolve(CATALOGUE_FOLDER, image.src)), image.src).toBe(true);
      expect(image.alt.trim().length, image.src).toBeGreaterThan(5);
    }
  });

  it.each(each)('%s is described in 80 to 200 words', (_, p) => {
    const description = p.paragraphs.join(' ');
    expect(words(description)).toBeGreaterThanOrEqual(80);
    expect(words(description)).toBeLessThanOrEqual(200);
  });

  it.each(each)(
    '%s lets the guest leaving go before the next one arrives: check-out no later than check-in',
    (_, p) => {
      expect(p.checkOut <= p.checkIn, `checkOut ${p.checkOut}, checkIn ${p.checkIn}`).toBe(true);
    },
  );

  it.each(each)('%s has a host who started hosting by this year and answers at most every message', (_, p) => {
    expect(p.hostSince).toBeLessThanOrEqual(new Date().getFullYear());
    expect(Number.parseInt(p.hostResponseRate, 10)).toBeLessThanOrEqual(100);
  });

  it.each(each)('%s writes host languages the structured data can name (a BCP 47 code for each)', (_, p) => {
    expect(languageCodes(p.hostLanguages)).toHaveLength(p.hostLanguages.length);
  });

  it.each(each)('%s states its quiet hours', (_, p) => {
    expect(p.houseRules.some((rule) => /^Liniște între orele \d{1,2}:\d{2}-\d{1,2}:\d{2}$/.test(rule))).toBe(true);
  });

  it.each(each)('%s says plainly, where its house rules speak of pets, whether they are allowed', (_, p) => {
    // 'Animalele de companie nu sunt permise' or '… sunt permise / binevenite'; another wording would leave the
    // assistant unable to tell a visitor with a dog.
    expect(unreadPetRule(p.houseRules)).toBeUndefined();
  });

  it.each(each)('%s gives pets, where its house rules speak of them, the answer the rules give', (_, p) => {
    // The field is what the site reads; the rule is the owner's words. A file whose rules say nothing may still set it.
    for (const rule of p.houseRules.filter((line) => isPetRule(line))) {
      const said = petsInRule(rule);
      expect(
        said,
        `houseRules: '${rule}' says neither that pets are allowed, on request nor not allowed`,
      ).toBeDefined();
      expect(p.pets, `pets: the house rule '${rule}' says ${said}`).toBe(said);
    }
  });

  it.each(each)('%s names its kind of stay, which its price class is read from', (_, p) => {
    expect(p.propertyType, "propertyType: e.g. 'Apartament întreg', 'Cameră privată în hotel', 'Vilă de lux'").toMatch(
      /^(?:Apartament întreg|Cameră privată în hotel|Suită premium|Vilă de lux|Penthouse)$/,
    );
  });

  it.each(each)('%s lists nearby places as "name - distance"', (_, p) => {
    expect(p.nearbyAttractions.length).toBeGreaterThan(0);
    for (const place of p.nearbyAttractions) expect(place).toMatch(/^.+ - \d+(,\d+)? (m|km)$/);
  });

  it.each(each)('%s links its external listing, where it has one, over https', (_, p) => {
    if (p.airbnbUrl !== undefined) expect(new URL(p.airbnbUrl).protocol).toBe('https:');
  });

  it.each(each)('%s spells the card amenities exactly as the fixed list does', (_, p) => {
    const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const fixed = new Set<string>(CARD_AMENITIES);
    for (const amenity of p.amenities) {
      const lookalike = CARD_AMENITIES.find((name) => folded(name) === folded(amenity));
      if (lookalike) expect(fixed.has(amenity), amenity).toBe(true);
    }
  });
});
