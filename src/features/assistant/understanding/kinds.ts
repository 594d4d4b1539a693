// The kinds of stay a visitor may name: a preference the ranking puts first, never a filter that leaves them empty
// handed. 'Apartament' and 'cameră' are not among them: people use both for any place to stay.

/** Kinds of stay a message can prefer. */
export const KINDS = ['villa', 'suite', 'penthouse', 'hotelRoom', 'studio'] as const;

/** One kind of stay. */
export type Kind = (typeof KINDS)[number];

/** The fields a kind is read from. */
export interface KindFacts {
  title: string;
  propertyType: string;
  bedrooms?: number | undefined;
}

const NAMED: Readonly<Record<Kind, RegExp>> = {
  villa: /\b(?:vil[ae]\w*|vilut\w*|casa de vacanta|casuta)\b/,
  suite: /\bsuit[ae]\w*/,
  penthouse: /\bpenthouse\w*/,
  hotelRoom: /\bhotel\w*/,
  studio: /\b(?:garsonier\w*|studio)\b/,
};

/** The kind a folded message names, if any. */
export function readKind(folded: string): Kind | undefined {
  return KINDS.find((kind) => NAMED[kind].test(folded));
}

/** Whether a property is of a kind. */
export function isKind(property: KindFacts, kind: Kind): boolean {
  switch (kind) {
    case 'villa':
      return /vil/i.test(property.propertyType);
    case 'suite':
      return /suit/i.test(property.propertyType);
    case 'penthouse':
      return /penthouse/i.test(property.propertyType);
    case 'hotelRoom':
      return /hotel/i.test(property.propertyType);
    case 'studio':
      return property.bedrooms === 0 || /garsonier/i.test(property.title);
  }
}
