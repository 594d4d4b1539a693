// What a search needs to know of every property, beyond the cards a list page carries: one small file for the whole
// catalogue (src/pages/search-index.json.ts), fetched at the first search of a list larger than its page. The cards
// themselves come one by one, as built (cards.ts).
import type { Filterable } from '../../lib/filter';
import { isRecord } from '../../lib/json';
import type { PropertyData } from '../../schemas/property';
import { lowestPrice } from '../prices';
import { PETS, type Pets } from '../../lib/pets';
import {
  AMENITY_FILTERS,
  type AmenityFilter,
  type FilterFacts,
  filterableAmenities,
  KINDS,
  type Kind,
  kindOf,
} from './filters';

/** One property as the search reads it: the fields a card of the page gives (its `data-*` attributes), and what the
    list's filters read (filters.ts). */
export interface SearchEntry extends Filterable, FilterFacts {
  /** The lowest nightly price on the build's day, when its owner set prices. */
  fromPrice?: number;
}

/** Where the index is published: one file, the same for every language (the towns go by the catalogue's names). */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** The index's entries for `properties`, in the site's order. */
export function searchEntries(
  properties: readonly (Pick<PropertyData, 'location' | 'guests' | 'propertyType' | 'amenities' | 'pets' | 'prices'> & {
    id: string;
  })[],
): SearchEntry[] {
  return properties.map(({ id, location, guests, propertyType, amenities, pets, prices }) => {
    const fromPrice = lowestPrice(prices);
    const kind = kindOf(propertyType);
    const filterable = filterableAmenities(amenities);
    return {
      id,
      location,
      capacity: guests,
      ...(kind === undefined ? {} : { kind }),
      ...(filterable.length === 0 ? {} : { amenities: filterable }),
      ...(pets === undefined ? {} : { pets }),
      ...(fromPrice === undefined ? {} : { fromPrice }),
    };
  });
}

/**
 * The index as published: each town, kind, amenity and answer about pets named once, and one row per property,
 * `[id, town, capacity, kind, amenities, pets, fromPrice]`, where a town, a kind and pets are places in their lists,
 * the amenities one bit per place in theirs, and what a property does not say is null (or left off the row's end).
 * At 2,000 properties this is a fifth of the same entries written as objects, and as quick a read.
 */
export interface SearchIndexFile {
  towns: string[];
  kinds: string[];
  amenities: string[];
  pets: string[];
  rows: (string | number | null)[][];
}

/** `entries` as the index's file writes them. */
export function packSearchEntries(entries: readonly SearchEntry[]): SearchIndexFile {
  const towns: string[] = [];
  const kinds: string[] = [];
  const amenities: string[] = [];
  const pets: string[] = [];
  /** `word`'s place in `list`, added at its end the first time. */
  const place = (list: string[], word: string) => {
    const at = list.indexOf(word);
    return at === -1 ? list.push(word) - 1 : at;
  };
  const rows = entries.map((entry) => {
    const row = [
      entry.id,
      place(towns, entry.location),
      entry.capacity,
      entry.kind === undefined ? null : place(kinds, entry.kind),
      entry.amenities?.length
        ? entry.amenities.reduce((bits, amenity) => bits | (1 << place(amenities, amenity)), 0)
        : null,
      entry.pets === undefined ? null : place(pets, entry.pets),
      entry.fromPrice ?? null,
    ];
    while (row.at(-1) === null) row.pop();
    return row;
  });
  return { towns, kinds, amenities, pets, rows };
}

/** The index as fetched, read defensively: a row without an id, a known town or a capacity is left out, and a field
    it gives out of its list's range is taken as not said. */
export function readSearchEntries(value: unknown): SearchEntry[] {
  if (!isRecord(value) || !Array.isArray(value['rows'])) return [];
  /** The file's list `key`, a word it does not know ('' for a place to skip) where `known` says so. */
  const list = (key: string, known: (word: string) => boolean = () => true): string[] => {
    const words = value[key];
    return Array.isArray(words) ? words.map((word) => (typeof word === 'string' && known(word) ? word : '')) : [];
  };
  const towns = list('towns');
  const kinds = list('kinds', (word) => Object.hasOwn(KINDS, word));
  const amenities = list('amenities', (word) => Object.hasOwn(AMENITY_FILTERS, word));
  const pets = list('pets', (word) => (PETS as readonly string[]).includes(word));
  /** The word at place `at` of `words`, if `at` is one. */
  const word = (words: readonly string[], at: unknown) => (typeof at === 'number' ? words[at] || undefined : undefined);
  const entries: SearchEntry[] = [];
  for (const row of value['rows'] as unknown[]) {
    if (!Array.isArray(row)) continue;
    const [id, town, capacity, kind, bits, pet, fromPrice] = row as unknown[];
    const location = word(towns, town);
    if (typeof id !== 'string' || location === undefined || typeof capacity !== 'number') continue;
    const entry: SearchEntry = { id, location, capacity };
    const kindWord = word(kinds, kind);
    if (kindWord !== undefined) entry.kind = kindWord as Kind;
    const has = typeof bits === 'number' ? amenities.filter((amenity, at) => amenity && bits & (1 << at)) : [];
    if (has.length > 0) entry.amenities = has as AmenityFilter[];
    const petsWord = word(pets, pet);
    if (petsWord !== undefined) entry.pets = petsWord as Pets;
    if (typeof fromPrice === 'number') entry.fromPrice = fromPrice;
    entries.push(entry);
  }
  return entries;
}
