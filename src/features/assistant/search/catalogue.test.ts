// The assistant recommends from a catalogue generated at build time. It must be the site's catalogue:
// the same properties, read from the same markdown through the same schema.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '../../../lib/front-matter';
import { townSchema } from '../../../schemas/town';
import { CATALOGUE } from '../server/built-catalogue';
import { petPolicy } from '../understanding/amenities';
import { readCatalogue } from '../../../../tests/support/catalogue';

const markdown = readCatalogue();
const townsFolder = resolve(import.meta.dirname, '../../../content/towns');
/** Each town's tax as its file sets it. */
const taxes = new Map(
  readdirSync(townsFolder).map((name) => {
    const town = townSchema.parse(readFrontMatter(readFileSync(join(townsFolder, name), 'utf8'), name).front);
    return [town.town, town.tax] as const;
  }),
);

describe("the assistant's catalogue", () => {
  it('holds every property of the site, in id order', () => {
    expect(markdown.length).toBeGreaterThan(0);
    expect(CATALOGUE.map((property) => property.id)).toEqual(markdown.map((entry) => entry.id));
  });

  it.each(markdown.map((entry) => [entry.id, entry] as const))(
    'property %s matches its markdown file field for field',
    (id, entry) => {
      const property = CATALOGUE.find((candidate) => candidate.id === id)!;
      expect(property).toMatchObject({
        title: entry.title,
        location: entry.location,
        city: entry.location.split(',')[0],
        propertyType: entry.propertyType ?? '',
        capacity: entry.guests,
        beds: entry.beds,
        rating: entry.rating,
        reviews: entry.reviews,
        amenities: entry.amenities,
        pets: petPolicy(entry.houseRules),
        nearbyAttractions: entry.nearbyAttractions,
        checkIn: entry.checkIn,
        checkOut: entry.checkOut,
        summary: entry.paragraphs[0],
      });
      expect(property.prices).toEqual(entry.prices);
      expect(property.tax).toEqual(taxes.get(entry.location.split(',')[0]!));
      expect(property.bedrooms).toBe(entry.bedrooms);
      expect(property.bathrooms).toBe(entry.bathrooms);
    },
  );
});
