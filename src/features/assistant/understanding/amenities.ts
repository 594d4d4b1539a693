// What visitors ask a stay to offer, how the catalogue says a property offers it, and how a message asks for it.
// Messages arrive folded and, if they were English or Russian, already rewritten into Romanian words.
import type { PetPolicy } from '../../../lib/pets';

// How the assistant reads a property's house rule about pets is shared: the property schema holds every file's rule
// to it (a rule the assistant could not read is refused there).
export { type PetPolicy, petPolicy } from '../../../lib/pets';

/** The amenities a visitor can ask for, by name. */
export const AMENITIES = [
  'pool',
  'jacuzzi',
  'parking',
  'seaView',
  'pets',
  'kitchen',
  'airConditioning',
  'balcony',
  'barbecue',
  'playground',
  'wifi',
] as const;

/** One amenity a visitor can ask for. */
export type Amenity = (typeof AMENITIES)[number];

/** What the offline assistant and the model need to know about a property to match amenities. */
export interface AmenityFacts {
  amenities: readonly string[];
  pets: PetPolicy;
}

// The catalogue's amenity names for each (the property schema asks editors to spell them as the cards do).
const IN_CATALOGUE: Readonly<Record<Exclude<Amenity, 'pets'>, RegExp>> = {
  pool: /^piscină/i,
  jacuzzi: /^jacuzzi$/i,
  parking: /^parcare/i,
  seaView: /^vedere la mare$/i,
  kitchen: /^bucătărie$/i,
  airConditioning: /^aer condiționat$/i,
  balcony: /^(?:balcon|terasă)/i,
  barbecue: /^grătar$/i,
  playground: /^loc de joacă/i,
  wifi: /^wi-?fi$/i,
};

/** Whether a property offers an amenity; pets count only where the house rules allow them. */
export function hasAmenity(property: AmenityFacts, amenity: Amenity): boolean {
  if (amenity === 'pets') return property.pets === 'allowed';
  const pattern = IN_CATALOGUE[amenity];
  return property.amenities.some((name) => pattern.test(name));
}

// How visitors ask for each, in folded Romanian.
const ASKED: Readonly<Record<Amenity, RegExp>> = {
  pool: /\bpiscin\w*/g,
  jacuzzi: /\b(?:jacuzz?i\w*|ciubar\w*|hidromasaj\w*)/g,
  parking:
    /\b(?:parcar[ei]\w*|parcam|parchez\w*|garaj\w*|(?:venim|vin|vine|vom veni|ajungem|mergem|suntem) cu (?:masina|masini))\b/g,
  seaView:
    /\b(?:vedere\w* (?:la|spre|catre|pe) mare|priveliste\w*|panoram\w*|(?:fereastra|balcon\w*|terasa\w*|geam\w*) spre mare|spre mare)\b/g,
  pets: /\b(?:animal\w*|caine\w*|catel\w*|pisic\w*|patruped\w*|pet[\s-]?friendly)/g,
  kitchen: /\b(?:bucatari\w*|chicinet\w*|sa gat\w*|gatit)\b/g,
  airConditioning: /\b(?:aer conditionat|aerul conditionat|clima\w*|ac)\b/g,
  balcony: /\b(?:balcon\w*|teras\w*)/g,
  barbecue: /\b(?:gratar\w*|barbecue|bbq)\b/g,
  playground: /\b(?:loc(?:uri)?(?:ul)? de joaca|spatiu de joaca|tobogan\w*)\b/g,
  wifi: /\b(?:wi-?fi|internet)\b/g,
};
// 'fără piscină', 'nu avem animale', 'nu ne trebuie parcare': an amenity ruled out is not asked for.
const NEGATION = /\b(?:fara|nu|nici|n-avem|n-am)\b(?:\s+\S+){0,2}\s*$/;

/** The amenities a folded message asks for, in AMENITIES order, leaving out the ones it rules out. */
export function readAmenities(folded: string): Amenity[] {
  return AMENITIES.filter((amenity) =>
    [...folded.matchAll(ASKED[amenity])].some(
      (match) => !NEGATION.test(folded.slice(Math.max(0, match.index - 40), match.index)),
    ),
  );
}
