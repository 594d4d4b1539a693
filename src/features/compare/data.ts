// What the comparison page hands its script: the page's texts and, while the catalogue is small, every property of the
// page's language with its facts already in words. The build writes it into the page (page-data.ts); the browser
// reads it back (page.ts). A larger catalogue's properties each have their facts in a file of their own, which the
// script fetches for the few it compares (src/pages/[...lang]/card/[id].json.ts).
import type { PropertyPrices, TownTax } from '../prices';

/** The facts compared, in the order their rows are shown within a group. */
export const FACT_NAMES = [
  'town',
  'kind',
  'rating',
  'guests',
  'bedrooms',
  'bathrooms',
  'beds',
  'checkIn',
  'checkOut',
  'cancellation',
  'pets',
  'beach',
] as const;

/** One fact of a property. */
export type FactName = (typeof FACT_NAMES)[number];

/** A property as its column shows it, every fact already written in the page's language. */
export interface ComparedProperty {
  id: string;
  /** Its title, with its hyphenation points (hyphenation.ts). */
  title: string;
  /** Its page in the page's language. */
  href: string;
  /** Its cover photo, small (the card's sizes): beside its title, so it needs no alt text of its own. */
  photo: { src: string; srcSet: string; sizes: string; width: number; height: number };
  facts: Readonly<Record<FactName, string>>;
  /** Its amenities' names in the page's language. */
  amenities: readonly string[];
  /** Its prices, for a property that has them. */
  price?: ComparedPrice | undefined;
}

/** What the price row needs of a property with prices: its 'de la' price, and what quotes the search's stay. */
export interface ComparedPrice {
  /** 'de la 450 lei / noapte', from the day the page was built. */
  from: string;
  prices: PropertyPrices;
  /** Its town's tax, if the town collects one. */
  tax?: TownTax | undefined;
  /** The most guests it takes. */
  capacity: number;
}

/** The page's words the script writes into the table; those its cells and labels show carry their hyphenation points. */
export interface CompareTexts {
  /** The table's caption for each number of properties compared, by that number ('Comparația a 3 proprietăți'). */
  captions: readonly string[];
  facts: Readonly<Record<FactName, string>>;
  property: string;
  different: string;
  same: string;
  amenities: string;
  yes: string;
  /** What an amenity's cell says when the property's file does not list it: not specified, never a no. */
  unspecified: string;
  availability: string;
  /** The price row's header. */
  price: string;
  /** What the price row says of a property without prices. */
  priceOnRequest: string;
  noDates: string;
  /** With {dates}: the stay asked for, as the page's language writes it. */
  free: string;
  taken: string;
  loading: string;
  unconfirmed: string;
  /** With {title}: the button's name, which says whose dates it selects. */
  selectDatesFor: string;
}

/** Everything the comparison's script needs. */
export interface CompareData {
  texts: CompareTexts;
  /** Every property of the page's language, when the page carries them. */
  properties?: readonly ComparedProperty[] | undefined;
  /** Otherwise the folder of the language's cards ('/en/card/'), beside which the script fetches the facts of the
      properties compared (factsAddress). */
  factsFolder?: string | undefined;
}

/** Where a property's facts stand alone, beside its card in `folder`: '/en/card/7.json'. */
export function factsAddress(folder: string, id: string): string {
  return `${folder}${encodeURIComponent(id)}.json`;
}
