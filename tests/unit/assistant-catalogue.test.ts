// The assistant recommends from a catalogue generated at build time. It must be the site's catalogue:
// the same 22 properties, read from the same markdown through the same schema.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../netlify/functions/_assistant/catalogue';
import { petPolicy, unreadPetRule } from '../../src/lib/assistant/amenities';
import { readCatalogue } from '../support/catalogue';

const markdown = readCatalogue();

describe("the assistant's catalogue", () => {
  it('holds the 22 properties of the site, in id order', () => {
    expect(CATALOGUE.map((property) => property.id)).toEqual(markdown.map((entry) => entry.id));
    expect(CATALOGUE).toHaveLength(22);
  });

  it.each(markdown.map((entry) => [entry.id, entry] as const))('property %s matches its markdown file field for field', (id, entry) => {
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
    expect(property.bedrooms).toBe(entry.bedrooms);
    expect(property.bathrooms).toBe(entry.bathrooms);
  });
});

describe('what the assistant reads from the catalogue, as rules an editor keeps', () => {
  it.each(markdown.map((entry) => [entry.id, entry] as const))("property %s: a house rule about pets says plainly whether they are allowed", (_, entry) => {
    // 'Animalele de companie nu sunt permise' or '… sunt permise / binevenite'; another wording would leave the
    // assistant unable to tell a visitor with a dog.
    expect(unreadPetRule(entry.houseRules)).toBeUndefined();
  });

  it.each(markdown.map((entry) => [entry.id, entry] as const))('property %s names its kind of stay, which its price class is read from', (_, entry) => {
    expect(entry.propertyType, "propertyType: e.g. 'Apartament întreg', 'Cameră privată în hotel', 'Vilă de lux'").toMatch(
      /^(?:Apartament întreg|Cameră privată în hotel|Suită premium|Vilă de lux|Penthouse)$/,
    );
  });
});
