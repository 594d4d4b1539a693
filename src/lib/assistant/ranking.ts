import { filterProperties } from '../filter';
import type { City } from '../catalogue-rules';
import type { AssistantProperty } from './catalogue';

/** What a visitor asked for, as far as the catalogue can answer it (availability is the host's). */
export interface StayCriteria {
  city?: City | undefined;
  guests?: number | undefined;
}

/**
 * The properties that fit, best first: the site's own filter (town, at least that many guests), then
 * the capacity nearest the party (a couple is not offered a 14-guest villa first), rating, reviews.
 */
export function rankMatches(catalogue: readonly AssistantProperty[], criteria: StayCriteria): AssistantProperty[] {
  const matches = filterProperties(catalogue, {
    ...(criteria.city ? { city: criteria.city } : {}),
    ...(criteria.guests ? { minGuests: criteria.guests } : {}),
  });
  const spare = (property: AssistantProperty) => (criteria.guests ? property.guests - criteria.guests : 0);
  return matches.sort((a, b) => spare(a) - spare(b) || b.rating - a.rating || b.reviews - a.reviews);
}
