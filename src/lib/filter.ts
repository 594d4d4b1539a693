import { stayIsFree, type NightRange } from './nights';
import type { IsoDay } from './dates';

/** The fields the property list filter reads. */
export interface Filterable {
  id: string;
  /** Matched by the free text; a list without titles (the search index) is not searched by it. */
  title?: string;
  location: string;
  /** The most guests the property takes. */
  capacity: number;
}

/** What the visitor filters by; an empty or missing criterion matches everything. */
export interface ListFilter {
  /** Free text matched against title and location. */
  text?: string;
  /** Town name matched against the location. */
  city?: string;
  /** Minimum capacity; applied only while a search is active. */
  minGuests?: number;
  /** Only properties free for every night of this stay, by the taken nights known per id (none known blocks none). */
  freeFor?: { checkIn: IsoDay; checkOut: IsoDay; taken: Readonly<Record<string, readonly NightRange[]>> };
  /** Only the properties of these ids: those the list's other filters leave (src/features/catalogue-search/filters.ts). */
  only?: ReadonlySet<string> | undefined;
}

/** Lower-cases and strips diacritics, so 'constanta' finds 'Constanța' and 'ş' equals 'ș'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('ro').trim();
}

/** The properties that satisfy every criterion of `filter` (text, town, the other filters, a party they can take, free
    nights), in their original order. The filter's texts are folded once, and each town once, however many properties
    there are: at an agency's 2,000 the search reads its whole index at every change. */
export function filterProperties<T extends Filterable>(properties: readonly T[], filter: ListFilter): T[] {
  const text = foldText(filter.text ?? '');
  const city = foldText(filter.city ?? '');
  const locations = new Map<string, string>();
  const foldedLocation = ({ location }: Filterable) => {
    const folded = locations.get(location) ?? foldText(location);
    locations.set(location, folded);
    return folded;
  };
  const free = filter.freeFor;
  return properties.filter((property) => {
    if (text && !foldText(property.title ?? '').includes(text) && !foldedLocation(property).includes(text))
      return false;
    if (city && !foldedLocation(property).includes(city)) return false;
    if (filter.only && !filter.only.has(property.id)) return false;
    if (filter.minGuests !== undefined && property.capacity < filter.minGuests) return false;
    return !free || stayIsFree(free.taken[property.id] ?? [], free.checkIn, free.checkOut);
  });
}

/** True when `property` satisfies every criterion of `filter`. */
export function matchesFilter(property: Filterable, filter: ListFilter): boolean {
  return filterProperties([property], filter).length === 1;
}
