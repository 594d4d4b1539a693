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

/** True when `property` satisfies every criterion of `filter`: text, town, the other filters, a party it can take,
    free nights. */
export function matchesFilter(property: Filterable, filter: ListFilter): boolean {
  const location = foldText(property.location);
  const text = foldText(filter.text ?? '');
  if (text && !foldText(property.title ?? '').includes(text) && !location.includes(text)) return false;
  const city = foldText(filter.city ?? '');
  if (city && !location.includes(city)) return false;
  if (filter.only && !filter.only.has(property.id)) return false;
  if (filter.minGuests !== undefined && property.capacity < filter.minGuests) return false;
  const free = filter.freeFor;
  if (free && !stayIsFree(free.taken[property.id] ?? [], free.checkIn, free.checkOut)) return false;
  return true;
}

/** The properties that satisfy `filter`, in their original order. */
export function filterProperties<T extends Filterable>(properties: readonly T[], filter: ListFilter): T[] {
  return properties.filter((property) => matchesFilter(property, filter));
}
