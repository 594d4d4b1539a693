// The Romanian forms of the nouns the site counts, for `countNoun` (plural.ts). A module of their own, so a
// page script that counts one noun with forms the page gives it does not ship them all.
import type { NounForms } from './plural';

/**
 * Romanian has three plural categories: 'one' (1), 'few' (0, 2-19 and numbers ending in 01-19 past 100) and
 * 'other' (the rest), which puts 'de' before the noun: '2 nopți' and '102 nopți', but '20 de nopți' and
 * '120 de nopți'.
 */
export const RO_NOUNS = {
  guest: { one: 'oaspete', few: 'oaspeți', other: 'de oaspeți' },
  bedroom: { one: 'dormitor', few: 'dormitoare', other: 'de dormitoare' },
  bathroom: { one: 'baie', few: 'băi', other: 'de băi' },
  review: { one: 'recenzie', few: 'recenzii', other: 'de recenzii' },
  request: { one: 'cerere', few: 'cereri', other: 'de cereri' },
  night: { one: 'noapte', few: 'nopți', other: 'de nopți' },
  day: { one: 'zi', few: 'zile', other: 'de zile' },
  character: { one: 'caracter', few: 'caractere', other: 'de caractere' },
  property: { one: 'proprietate', few: 'proprietăți', other: 'de proprietăți' },
  filter: { one: 'filtru ales', few: 'filtre alese', other: 'de filtre alese' },
  town: { one: 'oraș', few: 'orașe', other: 'de orașe' },
  second: { one: 'secundă', few: 'secunde', other: 'de secunde' },
  // A unit's classification: '3 stele', '2 flori' (an agritourism guesthouse's).
  star: { one: 'stea', few: 'stele', other: 'de stele' },
  flower: { one: 'floare', few: 'flori', other: 'de flori' },
  // How many properties a search found, the noun left to the heading before it: the participle agrees with the
  // feminine 'proprietăți' ('1 găsită', '2 găsite') and takes no 'de', which goes before a noun only ('20 găsite',
  // short for '20 de proprietăți găsite').
  found: { one: 'găsită', few: 'găsite', other: 'găsite' },
} as const satisfies Record<string, NounForms>;

/** A noun the site counts. */
export type Noun = keyof typeof RO_NOUNS;

/** Every counted noun's forms in one language. */
export type NounTable = Readonly<Record<Noun, NounForms>>;
