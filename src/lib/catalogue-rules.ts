/** The three towns the catalogue covers, in the order the locations row lists them. */
export const CITIES = ['Eforie Sud', 'Constanța', 'Mamaia-Sat'] as const;

/** One of the catalogue's towns. */
export type City = (typeof CITIES)[number];

/** Amenities a property card may highlight, in priority order: the comforts guests filter by first; at most three are shown. */
export const CARD_AMENITIES = ['Wi-Fi', 'Aer condiționat', 'Parcare', 'Bucătărie', 'Televizor', 'Balcon'] as const;

/** How many highlighted amenities a card shows at most. */
export const CARD_AMENITY_LIMIT = 3;

/** The country every location names, as in 'Constanța, România'. */
export const COUNTRY = 'România';

/** The kinds of stay the catalogue lets, as a card and a property page name them; the price class is read from them. */
export const PROPERTY_TYPES = [
  'Cameră privată în hotel',
  'Apartament întreg',
  'Suită premium',
  'Vilă de lux',
  'Penthouse',
] as const;

/**
 * The types of accommodation unit a classification certificate names, as the norms on classifying tourist
 * accommodation write them (the ones a seaside catalogue offers).
 */
export const UNIT_TYPES = [
  'Hotel',
  'Hotel-apartament',
  'Motel',
  'Hostel',
  'Vilă turistică',
  'Bungalou',
  'Pensiune turistică',
  'Pensiune agroturistică',
  'Apartament de închiriat',
  'Cameră de închiriat',
] as const;

/** A type of accommodation unit a classification certificate names. */
export type UnitType = (typeof UNIT_TYPES)[number];

/** What a unit's category counts: flowers for an agritourism guesthouse, stars for every other unit. */
export function categorySign(type: UnitType): 'star' | 'flower' {
  return type === 'Pensiune agroturistică' ? 'flower' : 'star';
}

/**
 * A box around Romania's Black Sea coast, from Vama Veche in the south to the Danube delta in the north:
 * a coordinate outside it is a typo or a point copied from another town, never one of our buildings.
 */
export const COAST_BOUNDS = { south: 43.7, north: 45.3, west: 28.5, east: 29.8 } as const;

/** Decimal places a coordinate may carry: the fifth is about a metre; more is false precision. */
export const COORDINATE_DECIMALS = 5;

/** True when `value` is written with at most `places` decimal places. */
export function hasAtMostDecimals(value: number, places: number): boolean {
  return Number(value.toFixed(places)) === value;
}

/** Returns the town part of a 'City, România' location. */
export function cityOf(location: string): string {
  return (location.split(',')[0] ?? '').trim();
}

/** The address of a town's page, from its name: 'Constanța' → 'constanta', 'Eforie Sud' → 'eforie-sud'. */
export function townSlug(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The address of a town's page: '/constanta'. */
export function townPath(city: string): string {
  return `/${townSlug(city)}`;
}

/** A point in decimal degrees (WGS 84). */
export interface Point {
  latitude: number;
  longitude: number;
}

/** How far from its town's centre a property may lie, in kilometres: farther, it is a typo or another town's point. */
export const TOWN_RADIUS_KM = 4;

/** Kilometres between two points, flat-earth approximation: exact enough across one town. */
export function kilometres(a: Point, b: Point): number {
  const north = (a.latitude - b.latitude) * 111.2;
  const east = (a.longitude - b.longitude) * 111.2 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(north, east);
}

/** The house rule that states a property's quiet hours, which every property has: 'Liniște între orele 22:00-8:00'. */
export const QUIET_HOURS_RULE = /^Liniște între orele \d{1,2}:\d{2}-\d{1,2}:\d{2}$/;

/** The house rule that names a property's capacity, where it has one: 'Maximum 4 oaspeți'. */
export const CAPACITY_RULE = /^Maximum (\d+) oaspeți$/;

/** Folded for comparison: no diacritics, lower case ('Aer conditionat' and 'aer condiționat' fold alike). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The card's own spelling of `amenity` when the two differ but for diacritics or case ('Aer conditionat' for 'Aer
 * condiționat'): the card highlights only what is spelled as CARD_AMENITIES are. Undefined when it is spelled so, or
 * is no card amenity at all.
 */
export function cardSpelling(amenity: string): string | undefined {
  const spelled = CARD_AMENITIES.find((name) => folded(name) === folded(amenity));
  return spelled !== undefined && spelled !== amenity ? spelled : undefined;
}

/** The words of a text, as a reader counts them: runs of anything but spaces. */
export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** How long a property's description is, in words, in every language: enough to tell it apart, short enough to read. */
export const DESCRIPTION_WORDS = { min: 80, max: 200 } as const;

/** How long a town's introduction is, in words, in every language. */
export const TOWN_INTRO_WORDS = { min: 45, max: 90 } as const;
