// The real catalogue against the product's rules (SPEC §3, §9): what the schema alone cannot say.
import { describe, expect, it } from 'vitest';
import { CARD_AMENITIES, CITIES, cityOf } from '../../src/lib/catalogue-rules';
import { languageCodes } from '../../src/lib/language-codes';
import { readCatalogue } from '../support/catalogue';

const catalogue = readCatalogue();
const byType = (type: string) => catalogue.filter((p) => p.propertyType === type);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Kilometres between two points, flat-earth approximation: exact enough across one town. */
function kilometres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const north = (a.latitude - b.latitude) * 111.2;
  const east = (a.longitude - b.longitude) * 111.2 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(north, east);
}

describe('the catalogue', () => {
  it('holds 22 properties with distinct numeric ids and titles', () => {
    expect(catalogue).toHaveLength(22);
    expect(catalogue.every((p) => /^\d+$/.test(p.id))).toBe(true);
    expect(new Set(catalogue.map((p) => p.title)).size).toBe(22);
  });

  it('has at least 4 properties in each town', () => {
    for (const city of CITIES) {
      expect(catalogue.filter((p) => cityOf(p.location) === city).length, city).toBeGreaterThanOrEqual(4);
    }
  });

  it('keeps ratings, reviews, photos and capacity within the published ranges', () => {
    const ratings = catalogue.map((p) => p.rating);
    const reviews = catalogue.map((p) => p.reviews);
    expect([Math.min(...ratings), Math.max(...ratings)]).toEqual([4.3, 4.94]);
    expect([Math.min(...reviews), Math.max(...reviews)]).toEqual([21, 88]);
    for (const p of catalogue) {
      expect(p.images.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.id).toBeLessThanOrEqual(6);
      expect(p.guests, p.id).toBeGreaterThanOrEqual(2);
      expect(p.guests, p.id).toBeLessThanOrEqual(14);
    }
    expect(Math.max(...catalogue.map((p) => p.guests))).toBe(14);
  });

  it('offers every kind of stay, written in Romanian', () => {
    for (const type of ['Cameră privată în hotel', 'Apartament întreg', 'Suită premium', 'Vilă de lux', 'Penthouse']) {
      expect(byType(type).length, type).toBeGreaterThan(0);
    }
  });

  it('checks in at 16:00 in villas and the penthouse, 15:00/11:00 elsewhere but for one executive suite', () => {
    for (const p of [...byType('Vilă de lux'), ...byType('Penthouse')]) expect(p.checkIn, p.id).toBe('16:00');
    const executive = catalogue.filter((p) => p.checkIn === '14:00' && p.checkOut === '12:00');
    expect(executive.map((p) => p.propertyType)).toEqual(['Suită premium']);
    const standard = catalogue.filter((p) => p.checkIn === '15:00' && p.checkOut === '11:00');
    expect(standard.length).toBeGreaterThan(catalogue.length / 2);
  });

  it('is strict on cancellation only for the two Mamaia villas and the penthouse', () => {
    const strict = catalogue.filter((p) => p.cancellationPolicy === 'Strictă');
    expect(strict.map((p) => p.propertyType).sort()).toEqual(['Penthouse', 'Vilă de lux', 'Vilă de lux']);
    expect(strict.filter((p) => p.propertyType === 'Vilă de lux').every((p) => cityOf(p.location) === 'Mamaia-Sat')).toBe(true);
    expect(catalogue.filter((p) => p.cancellationPolicy !== 'Strictă').every((p) => p.cancellationPolicy === 'Moderată')).toBe(true);
  });

  it('has hosts since 2019 who answer every message', () => {
    for (const p of catalogue) {
      expect(p.hostSince).toBe(2019);
      expect(p.hostResponseRate).toBe('100%');
      expect(p.hostLanguages.length).toBeGreaterThan(0);
    }
  });

  it('states quiet hours in every property and the maximum-guest rules 4, 6, 7, 8 and 14', () => {
    const quietHours = /^Liniște între orele (22:00-8:00|22:00-7:00|21:00-9:00)$/;
    for (const p of catalogue) expect(p.houseRules.some((rule) => quietHours.test(rule)), p.id).toBe(true);
    const limits = new Set(catalogue.flatMap((p) => p.houseRules.map((r) => /^Maximum (\d+) oaspeți$/.exec(r)?.[1]).filter(Boolean)));
    expect([...limits].map(Number).sort((a, b) => a - b)).toEqual([4, 6, 7, 8, 14]);
  });

  it('lists nearby places as "name - distance" and safety features everywhere', () => {
    for (const p of catalogue) {
      expect(p.nearbyAttractions.length, p.id).toBeGreaterThan(0);
      for (const place of p.nearbyAttractions) expect(place).toMatch(/^.+ - \d+(,\d+)? (m|km)$/);
      expect(p.safetyFeatures.length, p.id).toBeGreaterThan(0);
    }
  });

  it('links most, not all, properties to an external listing', () => {
    const linked = catalogue.filter((p) => p.airbnbUrl).length;
    expect(linked).toBeGreaterThan(catalogue.length / 2);
    expect(linked).toBeLessThan(catalogue.length);
  });

  it('describes each property in 80 to 200 words and gives every photo an alt text', () => {
    for (const p of catalogue) {
      const description = p.paragraphs.join(' ');
      expect(words(description), p.id).toBeGreaterThanOrEqual(80);
      expect(words(description), p.id).toBeLessThanOrEqual(200);
      for (const image of p.images) expect(image.alt.trim().length, `${p.id} ${image.src}`).toBeGreaterThan(5);
    }
  });

  it('writes host languages the structured data can name (a BCP 47 code for each)', () => {
    for (const p of catalogue) expect(languageCodes(p.hostLanguages), p.id).toHaveLength(p.hostLanguages.length);
  });

  it('places every property in its own town, within 4 km of the town centre', () => {
    const centres: Record<string, { latitude: number; longitude: number }> = {
      'Eforie Sud': { latitude: 44.0215, longitude: 28.65 },
      Constanța: { latitude: 44.18, longitude: 28.645 },
      'Mamaia-Sat': { latitude: 44.282, longitude: 28.614 },
    };
    for (const p of catalogue) {
      const centre = centres[cityOf(p.location)]!;
      expect(kilometres(p, centre), p.id).toBeLessThan(4);
    }
  });

  it('spells the card amenities exactly as the fixed list does', () => {
    const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const fixed = new Set<string>(CARD_AMENITIES);
    for (const amenity of catalogue.flatMap((p) => p.amenities)) {
      const lookalike = CARD_AMENITIES.find((name) => folded(name) === folded(amenity));
      if (lookalike) expect(fixed.has(amenity), amenity).toBe(true);
    }
  });
});
