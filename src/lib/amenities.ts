import { CARD_AMENITIES, CARD_AMENITY_LIMIT } from './catalogue-rules';

/** The amenities a property card highlights and how many others it summarises as '+N mai multe'. */
export interface CardAmenities {
  shown: string[];
  more: number;
}

/**
 * Picks at most three amenities from the card's fixed list, in the property's own order
 * (the editor's order is the priority), and counts the rest.
 */
export function cardAmenities(amenities: readonly string[]): CardAmenities {
  const highlightable: readonly string[] = CARD_AMENITIES;
  const shown = amenities.filter((name) => highlightable.includes(name)).slice(0, CARD_AMENITY_LIMIT);
  return { shown, more: amenities.length - shown.length };
}
