// The catalogue states no prices, so 'ieftin' and 'lux' are read against the kind of stay each listing is, in its own
// words: villas 'de lux', premium suites and the penthouse are the luxury class; hotel rooms and studios the economic
// one; whole apartments sit between. A visitor asking for something cheap is never sent to the luxury class.

/** Price classes, cheapest first. */
export const PRICE_CLASSES = ['economic', 'standard', 'lux'] as const;

/** A property's price class. */
export type PriceClass = (typeof PRICE_CLASSES)[number];

/** What a visitor can wish for: something cheap, or something luxurious. */
export type PriceWish = Exclude<PriceClass, 'standard'>;

/** The fields the price class is read from. */
export interface PriceFacts {
  propertyType: string;
  bedrooms?: number | undefined;
}

/** The class a property belongs to, from its kind of stay: luxury names, hotel rooms and studios, the rest. */
export function priceClass({ propertyType, bedrooms }: PriceFacts): PriceClass {
  if (/\b(?:lux|premium|penthouse)\b/i.test(propertyType)) return 'lux';
  if (/\bhotel\b/i.test(propertyType) || bedrooms === 0) return 'economic';
  return 'standard';
}

/** Whether a property's class suits a wish: cheap means any class but luxury (cheapest first), luxury means luxury. */
export function suitsPrice(property: PriceFacts, wish: PriceWish | undefined): boolean {
  if (wish === undefined) return true;
  const tier = priceClass(property);
  return wish === 'lux' ? tier === 'lux' : tier !== 'lux';
}

const CHEAP =
  /\b(?:ieftin\w*|economic\w*|buget\w*|low[\s-]?cost|pret(?:uri)? (?:mic\w*|bun\w*|redus\w*|accesibil\w*)|accesibil\w* (?:ca|la) pret\w*|convenabil\w*|nu (?:prea |foarte |asa de |tare )?scump\w*)/;
const LUXURY = /\b(?:lux\w*|premium|exclusivist\w*|de top|high[\s-]?end)\b/;

/** The price wish of a folded message, if it states one. */
export function readPriceWish(folded: string): PriceWish | undefined {
  if (CHEAP.test(folded)) return 'economic';
  if (LUXURY.test(folded)) return 'lux';
  return undefined;
}
