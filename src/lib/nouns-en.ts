// The English forms of the nouns the site counts, for `countNoun` (plural.ts): the interface's English table
// and the assistant's English answers share them.
import type { NounTable } from './nouns-ro';

/** English forms of the counted nouns ('1 guest', '2 guests'). */
export const enNouns: NounTable = {
  guest: { one: 'guest', other: 'guests' },
  bedroom: { one: 'bedroom', other: 'bedrooms' },
  bathroom: { one: 'bathroom', other: 'bathrooms' },
  review: { one: 'review', other: 'reviews' },
  request: { one: 'request', other: 'requests' },
  night: { one: 'night', other: 'nights' },
  day: { one: 'day', other: 'days' },
  character: { one: 'character', other: 'characters' },
  property: { one: 'property', other: 'properties' },
  filter: { one: 'filter chosen', other: 'filters chosen' },
  town: { one: 'town', other: 'towns' },
  second: { one: 'second', other: 'seconds' },
  star: { one: 'star', other: 'stars' },
  flower: { one: 'flower', other: 'flowers' },
  found: { one: 'found', other: 'found' },
};
