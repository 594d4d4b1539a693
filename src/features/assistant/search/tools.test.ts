// The model's tools (src/features/assistant/search/tools.ts) on the fixture catalogue: what they find, what they refuse and why.
import { describe, expect, it } from 'vitest';
import { assistantTools, checkStay, parseToolArguments, searchProperties, startBooking } from './tools';
import { pricedCatalogue } from '../fixtures/priced-catalogue';
import { fixtureCatalogue } from '../../../../tests/fixtures/properties';
import { townNames } from './towns';

const catalogue = fixtureCatalogue();
const today = '2026-11-21';

describe('tool definitions', () => {
  it.each(assistantTools(townNames(catalogue)).map((tool) => [tool.function.name, tool] as const))(
    '%s has a strict schema: every field required, nothing extra',
    (_, tool) => {
      const { parameters } = tool.function;
      expect(tool.function.strict).toBe(true);
      expect(parameters.additionalProperties).toBe(false);
      expect([...parameters.required].sort()).toEqual(Object.keys(parameters.properties).sort());
    },
  );
});

describe('search_properties', () => {
  it("runs the site's filter: town and capacity, nearest capacity first", () => {
    const result = searchProperties({ city: 'Constanța', guests: 4, checkIn: null, checkOut: null }, catalogue, today);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = catalogue.filter((p) => p.city === 'Constanța' && p.capacity >= 4);
    expect(result.value.total).toBe(expected.length);
    expect(result.value.matches.every((match) => match.city === 'Constanța' && match.capacity >= 4)).toBe(true);
    const capacities = result.value.matches.map((match) => match.capacity);
    expect(capacities).toEqual([...capacities].sort((a, b) => a - b));
  });

  it('tells the model the titles in the other languages, where there are some', () => {
    const titles = { en: 'Penthouse with an 80 m² terrace and a sea panorama' };
    const translated = catalogue.map((p) => (p.id === '10' ? { ...p, titles } : p));
    const result = searchProperties({ city: 'Constanța', guests: 7, checkIn: null, checkOut: null }, translated, today);
    expect(result.ok && result.value.matches.map((match) => [match.id, match.titles])).toEqual([['10', titles]]);
  });

  it('keeps only the properties with every amenity asked for, in any town', () => {
    const result = searchProperties(
      { city: null, guests: null, checkIn: null, checkOut: null, amenities: ['pool', 'jacuzzi'], price: null },
      catalogue,
      today,
    );
    // The Eforie villa has a pool and the penthouse a jacuzzi; only the Mamaia villa has both.
    expect(result.ok && result.value.matches.map((match) => match.id)).toEqual(['13']);
    const pets = searchProperties(
      { city: 'Constanța', guests: 2, checkIn: null, checkOut: null, amenities: ['pets'], price: null },
      catalogue,
      today,
    );
    expect(pets.ok && pets.value.matches.map((match) => match.id)).toEqual(['8']);
  });

  it("reads 'economic' as never the luxury class, cheapest class first, and 'lux' as the luxury class only", () => {
    // Constanța for 2: the studio and the hotel room (economic), the apartment (standard); the suite and the
    // penthouse (lux) are left out.
    const cheap = searchProperties(
      { city: 'Constanța', guests: 2, checkIn: null, checkOut: null, amenities: [], price: 'economic' },
      catalogue,
      today,
    );
    expect(cheap.ok && cheap.value.matches.map((match) => match.priceClass)).toEqual([
      'economic',
      'economic',
      'standard',
    ]);
    expect(cheap.ok && cheap.value.matches.map((match) => match.id)).toEqual(['6', '7', '8']);
    const luxury = searchProperties(
      { city: 'Mamaia-Sat', guests: null, checkIn: null, checkOut: null, amenities: [], price: 'lux' },
      catalogue,
      today,
    );
    expect(luxury.ok && luxury.value.matches.every((match) => match.priceClass === 'lux')).toBe(true);
    expect(luxury.ok && luxury.value.matches.map((match) => match.id)).toEqual(['13']);
  });

  it('lists every town when the town is null', () => {
    const result = searchProperties({ city: null, guests: null, checkIn: null, checkOut: null }, catalogue, today);
    expect(result.ok && result.value.total).toBe(catalogue.length);
  });

  it.each([
    [{ city: 'Mamaia', guests: null }, 'city must be one of'],
    [{ city: null, guests: 0 }, 'guests must be'],
    [{ city: null, guests: 2.5 }, 'guests must be'],
    [{ city: null, guests: 21 }, 'more than the 20'],
    [{ city: null, guests: 2, checkIn: '2026-11-20' }, 'in the past'],
    [{ city: null, guests: 2, checkIn: '2027-02-30' }, 'real day'],
    [{ city: null, guests: 2, checkIn: '2027-07-12', checkOut: '2027-07-12' }, 'at least one day after'],
    [{ city: null, guests: 2, checkIn: '2029-07-12' }, 'too far ahead'],
    [{ city: null, guests: 2, amenities: ['sauna'] }, 'amenities must be a list of'],
    [{ city: null, guests: 2, amenities: 'pool' }, 'amenities must be a list of'],
    [{ city: null, guests: 2, price: 'cheap' }, "price must be 'economic', 'lux' or null"],
  ])('refuses %j with a reason the model can act on', (args, reason) => {
    const result = searchProperties(args, catalogue, today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
  });
});

describe('start_booking', () => {
  it('becomes an open-booking action with the checked prefill', () => {
    const result = startBooking(
      { propertyId: '3', checkIn: '2027-07-12', checkOut: '2027-07-15', guests: 2 },
      catalogue,
      today,
    );
    expect(result).toEqual({
      ok: true,
      value: { type: 'open-booking', propertyId: '3', checkIn: '2027-07-12', checkOut: '2027-07-15', guests: 2 },
    });
  });

  it('leaves out what the visitor has not said', () => {
    expect(startBooking({ propertyId: '3', checkIn: null, checkOut: null, guests: null }, catalogue, today)).toEqual({
      ok: true,
      value: { type: 'open-booking', propertyId: '3' },
    });
  });

  it.each([
    [{ propertyId: '99' }, 'No property has id'],
    [{ propertyId: '<script>' }, 'No property has id'],
    // #3 takes 3 guests.
    [{ propertyId: '3', guests: 4 }, 'more than the 3'],
    [{ propertyId: '3', checkIn: '2025-07-12', checkOut: '2025-07-15' }, 'in the past'],
    [{ propertyId: '3', checkIn: '2027-07-15', checkOut: '2027-07-12' }, 'at least one day after'],
    [{ propertyId: '3', checkIn: 'mâine' }, 'real day'],
  ])('refuses %j', (args, reason) => {
    const result = startBooking(args, catalogue, today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
  });
});

describe('tool arguments and stays', () => {
  it('parses only JSON objects', () => {
    expect(parseToolArguments('{"city":null}')).toEqual({ city: null });
    expect(parseToolArguments('[1]')).toBeNull();
    expect(parseToolArguments('{oops')).toBeNull();
  });

  it('accepts a check-in alone, and today', () => {
    expect(checkStay(today, null, today)).toEqual({ ok: true, value: { checkIn: today } });
  });
});

describe('search_properties with prices and a budget', () => {
  const priced = pricedCatalogue();
  const search = (args: Record<string, unknown>) =>
    searchProperties(
      { city: null, guests: null, checkIn: null, checkOut: null, amenities: [], price: null, ...args },
      priced,
      today,
    );
  const ids = (result: ReturnType<typeof search>) => (result.ok ? result.value.matches.map((match) => match.id) : []);
  const priceOf = (result: ReturnType<typeof search>, id: string) =>
    result.ok ? result.value.matches.find((match) => match.id === id)?.price : undefined;

  it("gives each match its 'de la' price and minimum, and no figure for one without prices", () => {
    const result = search({ city: 'Eforie Sud', guests: 2 });
    expect(priceOf(result, '4')).toEqual({ known: true, fromPerNight: 350, minimumNights: 2 });
    expect(priceOf(result, '2')).toEqual({ known: false });
  });

  it("gives the stay's total for its dates and party, what it includes and its average night", () => {
    // 7-11 June 2027 for 4 at #9: 4 × 500 + 100 cleaning.
    const result = search({ city: 'Constanța', guests: 4, checkIn: '2027-06-07', checkOut: '2027-06-11' });
    expect(priceOf(result, '9')).toEqual({
      known: true,
      fromPerNight: 500,
      total: 2100,
      nights: 4,
      guests: 4,
      includes: ['cleaning'],
      averagePerNight: 525,
      minimumNights: 2,
    });
  });

  it('says when the stay is shorter than its minimum, with no total', () => {
    const result = search({ city: 'Eforie Sud', guests: 4, checkIn: '2027-07-10', checkOut: '2027-07-13' });
    expect(priceOf(result, '4')).toEqual({ known: true, fromPerNight: 350, minimumNights: 5, tooShort: true });
  });

  it('keeps to maxPerNight, cheapest first, leaving out what cannot be held to it', () => {
    expect(ids(search({ city: 'Eforie Sud', maxPerNight: 400 }))).toEqual(['1', '4']);
    // With dates, the stay's average night: 7-9 June, #8 costs 440 a night and #9 550.
    expect(
      ids(search({ city: 'Constanța', guests: 4, checkIn: '2027-06-07', checkOut: '2027-06-09', maxPerNight: 500 })),
    ).toEqual(['8']);
  });

  it("keeps to maxTotal, the stay's total, which needs the dates", () => {
    expect(
      ids(search({ city: 'Constanța', guests: 2, checkIn: '2027-06-07', checkOut: '2027-06-11', maxTotal: 1000 })),
    ).toEqual(['6', '7']);
    const undated = search({ city: 'Constanța', maxTotal: 1000 });
    expect(undated.ok).toBe(false);
    if (!undated.ok) expect(undated.error).toContain('maxTotal needs checkIn and checkOut');
  });

  it.each([
    [{ maxPerNight: 0 }, 'maxPerNight must be a whole number of lei from 1'],
    [{ maxPerNight: 99.5 }, 'maxPerNight must be a whole number of lei'],
    [{ maxPerNight: '500' }, 'maxPerNight must be a whole number of lei'],
    [{ maxTotal: 5_000_000, checkIn: '2027-06-07', checkOut: '2027-06-11' }, 'maxTotal must be a whole number of lei'],
    [{ maxPerNight: 500, maxTotal: 3000, checkIn: '2027-06-07', checkOut: '2027-06-11' }, 'not both'],
  ])('refuses the budget %j', (args, reason) => {
    const result = search(args);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
  });

  it('tells the model to quote only the figures it gives', () => {
    const result = search({});
    expect(result.ok && result.value.note).toContain('Quote only the figures in price, exactly');
  });
});

describe('start_booking and the shortest stay', () => {
  it('refuses a stay shorter than its check-in allows, saying the minimum', () => {
    const args = { propertyId: '4', checkIn: '2027-07-10', checkOut: '2027-07-13', guests: 2 };
    const result = startBooking(args, pricedCatalogue(), today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('needs at least 5 nights; 3 were asked');
    expect(startBooking({ ...args, checkOut: '2027-07-15' }, pricedCatalogue(), today).ok).toBe(true);
  });
});
