// Which catalogue properties suit a stay, in the order the assistant proposes them.
import type { City } from '../catalogue-rules';
import { filterProperties } from '../filter';
import type { AssistantProperty } from './catalogue';

/** How many properties one reply proposes at most. */
export const SUGGESTION_LIMIT = 3;

/** Better rated first, then more reviewed, then by id so that equal properties always come in the same order. */
function byReputation(a: AssistantProperty, b: AssistantProperty): number {
  return b.rating - a.rating || b.reviews - a.reviews || Number(a.id) - Number(b.id);
}

/** The properties that take the party in the town, best first (uses the site's own list filter). */
export function rankedMatches(
  catalogue: readonly AssistantProperty[],
  city?: City,
  guests?: number,
): AssistantProperty[] {
  const matches = filterProperties(catalogue, {
    ...(city === undefined ? {} : { city }),
    ...(guests === undefined ? {} : { minGuests: guests }),
  });
  // Closest capacity first, so that a small party is not sent to a villa while a room fits them.
  return matches.sort((a, b) => (guests === undefined ? 0 : a.guests - b.guests) || byReputation(a, b));
}

/** The largest properties, in a town when one is given, largest and best rated first. */
function largest(catalogue: readonly AssistantProperty[], city?: City): AssistantProperty[] {
  const inTown = filterProperties(catalogue, city === undefined ? {} : { city });
  return inTown.sort((a, b) => b.guests - a.guests || byReputation(a, b));
}

/** What to propose when nothing in the town takes the party. */
export interface Alternatives {
  /** Properties that take the party in the other towns, best first. */
  elsewhere: AssistantProperty[];
  /** The largest properties in the town asked for, or in the whole catalogue when no town was named. */
  biggest: AssistantProperty[];
}

/** The closest alternatives when rankedMatches found nothing. */
export function alternatives(catalogue: readonly AssistantProperty[], guests: number, city?: City): Alternatives {
  const elsewhere =
    city === undefined ? [] : rankedMatches(catalogue, undefined, guests).filter((p) => p.city !== city);
  return { elsewhere, biggest: largest(catalogue, city) };
}
