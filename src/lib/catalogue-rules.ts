/** The three towns the catalogue covers, in the order the locations row lists them. */
export const CITIES = ['Eforie Sud', 'Constanța', 'Mamaia-Sat'] as const;

/** One of the catalogue's towns. */
export type City = (typeof CITIES)[number];

/** Amenities a property card may highlight, in priority order (SPEC §9); at most three are shown. */
export const CARD_AMENITIES = ['Wi-Fi', 'Aer condiționat', 'Parcare', 'Bucătărie', 'Televizor', 'Balcon'] as const;

/** How many highlighted amenities a card shows at most. */
export const CARD_AMENITY_LIMIT = 3;

/** The country every location names, as in 'Constanța, România'. */
export const COUNTRY = 'România';

/** Matches a location written as 'City, România' for one of the catalogue's towns. */
export const LOCATION_PATTERN = new RegExp(`^(${CITIES.join('|')}), ${COUNTRY}$`);

/** Returns the town part of a 'City, România' location. */
export function cityOf(location: string): string {
  return (location.split(',')[0] ?? '').trim();
}
