// What a search needs to know of every property, beyond the cards a list page carries: one small file for the whole
// catalogue (src/pages/search-index.json.ts), fetched at the first search of a list larger than its page. The cards
// themselves come one by one, as built (cards.ts).
import type { Filterable } from '../../lib/filter';
import { isRecord } from '../../lib/json';
import type { PropertyData } from '../../schemas/property';
import { lowestPrice } from '../prices';
import { type FilterFacts, filterableAmenities, kindOf } from './filters';

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

/** The index as fetched, read defensively: entries without an id, a town or a capacity are left out. */
export function readSearchEntries(value: unknown): SearchEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is SearchEntry =>
      isRecord(entry) &&
      typeof entry['id'] === 'string' &&
      typeof entry['location'] === 'string' &&
      typeof entry['capacity'] === 'number',
  );
}
