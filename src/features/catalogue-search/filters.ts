// The list's filters beyond the town, the dates and the party: the kind of stay, a range of the 'de la' price, the
// amenities that decide a stay and whether pets may come. They are read from the search index's entries (entries.ts),
// so they work the same whether the page carries every card or one page of them, and are written as the part of the
// search's address they take ('tip=apartament,vila&facilitati=parcare&pret-max=500'): the search store keeps that
// text as it is (src/stores/search.ts), and only this module, loaded with the filters' first use, reads it.
import type { PROPERTY_TYPES } from '../../lib/catalogue-rules';
import { foldText } from '../../lib/filter';
import type { Pets } from '../../lib/pets';

/** Each kind of stay, by the word its address uses, and the kind the property files name. */
export const KINDS = {
  camera: 'Cameră privată în hotel',
  apartament: 'Apartament întreg',
  suita: 'Suită premium',
  vila: 'Vilă de lux',
  penthouse: 'Penthouse',
} as const satisfies Record<string, (typeof PROPERTY_TYPES)[number]>;

/** A kind of stay as the filters and their address name it. */
export type Kind = keyof typeof KINDS;

/**
 * The amenities a guest filters by, by the word their address uses, and how a property file writes each: a file's
 * amenity counts when it starts with these words, so 'Piscină încălzită' is a pool and 'Parcare privată' parking.
 */
export const AMENITY_FILTERS = {
  parcare: 'Parcare',
  piscina: 'Piscină',
  'vedere-la-mare': 'Vedere la mare',
  bucatarie: 'Bucătărie',
  'aer-conditionat': 'Aer condiționat',
} as const;

/** An amenity as the filters and their address name it. */
export type AmenityFilter = keyof typeof AMENITY_FILTERS;

/** The answers about pets that let a guest bring one: freely, or once they have said so in the request. */
export const PETS_WELCOME: readonly Pets[] = ['allowed', 'on-request'];

/** What a guest narrows the list by; an empty choice leaves every property in. */
export interface ListFilters {
  /** Any of these kinds; none chosen, every kind. */
  kinds: readonly Kind[];
  /** All of these amenities. */
  amenities: readonly AmenityFilter[];
  /** Only properties where a pet may come. */
  pets: boolean;
  /** The 'de la' price's bounds, in lei, both included; a property without prices is left out by either. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/** No filter chosen. */
export const NO_FILTERS: ListFilters = { kinds: [], amenities: [], pets: false };

/** What a filter reads of a property: its kind, its filterable amenities, pets and the 'de la' price. */
export interface FilterFacts {
  kind?: Kind | undefined;
  amenities?: readonly AmenityFilter[] | undefined;
  pets?: Pets | undefined;
  fromPrice?: number | undefined;
}

/** Each filter's parameter in the address, in the address's order. */
export const FILTER_PARAMETERS = {
  kinds: 'tip',
  amenities: 'facilitati',
  pets: 'animale',
  minPrice: 'pret-min',
  maxPrice: 'pret-max',
} as const satisfies Record<keyof ListFilters, string>;

/** The word the address gives pets when they must be welcome. */
const PETS_WORD = 'da';

/** The kind a property file names, by its address's word. */
export function kindOf(propertyType: string | undefined): Kind | undefined {
  return (Object.keys(KINDS) as Kind[]).find((kind) => KINDS[kind] === propertyType);
}

/** The filterable amenities among a property file's, in AMENITY_FILTERS' order. */
export function filterableAmenities(amenities: readonly string[]): AmenityFilter[] {
  const written = amenities.map(foldText);
  return (Object.keys(AMENITY_FILTERS) as AmenityFilter[]).filter((filter) => {
    const words = foldText(AMENITY_FILTERS[filter]);
    return written.some((amenity) => amenity === words || amenity.startsWith(`${words} `));
  });
}

/** The words of a comma-separated list that are among `known`, once each, in `known`'s order. */
function listed<T extends string>(text: string | null, known: readonly T[]): T[] {
  const words = new Set((text ?? '').split(','));
  return known.filter((word) => words.has(word));
}

/** A price bound as written: whole lei, more than nothing; anything else is no bound. */
function priceBound(text: string | null): number | undefined {
  if (!text || !/^\d{1,7}$/.test(text)) return undefined;
  const lei = Number(text);
  return lei > 0 ? lei : undefined;
}

/**
 * The filters a query holds (the address's, or the text the search store keeps). Unknown words and parameters are
 * left out, so an edited or stale address filters by what it still says clearly; bounds the wrong way round are
 * swapped.
 */
export function readFilters(query: string | URLSearchParams): ListFilters {
  const parameters = typeof query === 'string' ? new URLSearchParams(query) : query;
  return inOrder({
    kinds: listed(parameters.get(FILTER_PARAMETERS.kinds), Object.keys(KINDS) as Kind[]),
    amenities: listed(parameters.get(FILTER_PARAMETERS.amenities), Object.keys(AMENITY_FILTERS) as AmenityFilter[]),
    pets: parameters.get(FILTER_PARAMETERS.pets) === PETS_WORD,
    minPrice: priceBound(parameters.get(FILTER_PARAMETERS.minPrice)),
    maxPrice: priceBound(parameters.get(FILTER_PARAMETERS.maxPrice)),
  });
}

/** The filters with their price bounds the right way round, and without a bound not given. */
export function inOrder({ minPrice, maxPrice, ...choices }: ListFilters): ListFilters {
  const [low, high] =
    minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice
      ? [maxPrice, minPrice]
      : [minPrice, maxPrice];
  return {
    ...choices,
    ...(low === undefined ? {} : { minPrice: low }),
    ...(high === undefined ? {} : { maxPrice: high }),
  };
}

/** The filters as the address and the search store write them, in one order whatever the order chosen; '' for none. */
export function filtersQuery(chosen: ListFilters): string {
  const filters = inOrder(chosen);
  const parameters = new URLSearchParams();
  const kinds = (Object.keys(KINDS) as Kind[]).filter((kind) => filters.kinds.includes(kind));
  const amenities = (Object.keys(AMENITY_FILTERS) as AmenityFilter[]).filter((amenity) =>
    filters.amenities.includes(amenity),
  );
  if (kinds.length > 0) parameters.set(FILTER_PARAMETERS.kinds, kinds.join(','));
  if (amenities.length > 0) parameters.set(FILTER_PARAMETERS.amenities, amenities.join(','));
  if (filters.pets) parameters.set(FILTER_PARAMETERS.pets, PETS_WORD);
  if (filters.minPrice !== undefined) parameters.set(FILTER_PARAMETERS.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== undefined) parameters.set(FILTER_PARAMETERS.maxPrice, String(filters.maxPrice));
  // Commas stay readable in the address: they are not special in a query's value.
  return parameters.toString().replaceAll('%2C', ',');
}

/** How many filters are chosen: each kind and amenity, pets, and the price range as one. */
export function chosenCount(filters: ListFilters): number {
  const price = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return filters.kinds.length + filters.amenities.length + (filters.pets ? 1 : 0) + price;
}

/** True when `facts` satisfy every chosen filter: one of the kinds, all the amenities, pets, the price range. */
export function passesFilters(facts: FilterFacts, filters: ListFilters): boolean {
  if (filters.kinds.length > 0 && (facts.kind === undefined || !filters.kinds.includes(facts.kind))) return false;
  if (!filters.amenities.every((amenity) => facts.amenities?.includes(amenity))) return false;
  if (filters.pets && (facts.pets === undefined || !PETS_WELCOME.includes(facts.pets))) return false;
  const { minPrice, maxPrice } = filters;
  if (minPrice === undefined && maxPrice === undefined) return true;
  const price = facts.fromPrice;
  return price !== undefined && price >= (minPrice ?? 0) && price <= (maxPrice ?? Number.POSITIVE_INFINITY);
}

/** What each choice in the filters would leave: the counts a guest reads beside them before choosing. */
export interface FilterCounts {
  /** The properties the filters as chosen leave. */
  total: number;
  /** For each kind, those left were it the only kind chosen (the other filters as they are). */
  kinds: Record<Kind, number>;
  /** For each amenity, those left were it chosen too. */
  amenities: Record<AmenityFilter, number>;
  /** Those left were pets asked for too. */
  pets: number;
}

/** The counts beside each choice, over `properties` (those the rest of the search already leaves). */
export function filterCounts(properties: readonly FilterFacts[], filters: ListFilters): FilterCounts {
  const left = (changed: Partial<ListFilters>) =>
    properties.filter((facts) => passesFilters(facts, { ...filters, ...changed })).length;
  const each = <T extends string>(keys: readonly T[], count: (key: T) => number) =>
    Object.fromEntries(keys.map((key) => [key, count(key)])) as Record<T, number>;
  return {
    total: left({}),
    kinds: each(Object.keys(KINDS) as Kind[], (kind) => left({ kinds: [kind] })),
    amenities: each(Object.keys(AMENITY_FILTERS) as AmenityFilter[], (amenity) =>
      left({ amenities: filters.amenities.includes(amenity) ? filters.amenities : [...filters.amenities, amenity] }),
    ),
    pets: left({ pets: true }),
  };
}
