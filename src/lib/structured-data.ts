// Schema.org JSON-LD for search engines, as plain objects built from plain property data and absolute
// URLs. Property pages follow Google's vacation rental guidance; hotel rooms, which that guidance does not
// cover, are described as a Hotel that contains the HotelRoom on offer.
import type { PropertyFields } from '../schemas/property';
import { categorySign, type PROPERTY_TYPES } from './catalogue-rules';
import { googleAmenities } from './google-amenities';
import { scriptJson } from './json';
import { languageCodes } from './language-codes';
import { meanRating, reviewTotal, type ListingReviews } from './reviews';

/** A JSON value, as JSON-LD holds it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One JSON-LD object. */
export type JsonObject = { [key: string]: JsonValue };

/** What the builders read about a property: the schema's fields (photos aside), its id, town and plain description. */
export type ListingFacts = Pick<
  PropertyFields,
  | 'title'
  | 'propertyType'
  | 'latitude'
  | 'longitude'
  | 'guests'
  | 'bedrooms'
  | 'bathrooms'
  | 'beds'
  | 'checkIn'
  | 'checkOut'
  | 'rating'
  | 'reviews'
  | 'hostLanguages'
  | 'amenities'
  | 'classification'
  | 'registrationNumber'
> & {
  id: string;
  city: string;
  /** The county its town is in, when its town's file names one. */
  county?: string | undefined;
  /** The description as plain text. */
  description: string;
};

/**
 * Europe/Bucharest in summer (EEST). A check-in time carries no date, so it can carry only one offset: the
 * summer one, because the seaside season these listings live on falls inside daylight saving time.
 */
export const ROMANIAN_SUMMER_OFFSET = '+03:00';

const CONTEXT = 'https://schema.org';

/** '15:00' as an ISO 8601 time with Romania's summer offset: '15:00:00+03:00'. */
export function isoLocalTime(hhmm: string): string {
  return `${hhmm}:00${ROMANIAN_SUMMER_OFFSET}`;
}

/** True for a room in a hotel (the catalogue writes 'Cameră privată în hotel'). */
export function isHotelRoom(propertyType: string | undefined): boolean {
  return /\bhotel/i.test(propertyType ?? '');
}

const HOTEL_IN_TITLE = /\bHotel(?:ul)?\s+(\p{Lu}[\p{L}-]*)/u;

/** The hotel a room's title names ('… în Hotel Delta' → 'Hotel Delta'); the title itself when it names none. */
export function hotelName(title: string): string {
  const name = HOTEL_IN_TITLE.exec(title)?.[1];
  return name ? `Hotel ${name}` : title;
}

/** A postal address in one of the catalogue's towns, with its county where its town's file names it. */
function address(city: string, county: string | undefined): JsonObject {
  return {
    '@type': 'PostalAddress',
    addressLocality: city,
    ...(county === undefined ? {} : { addressRegion: county }),
    addressCountry: 'RO',
  };
}

/** The cheapest and the dearest night of a listing's year ahead, in lei. */
export interface NightlyPrices {
  lowest: number;
  highest: number;
}

/**
 * A listing's `priceRange` (Google's VacationRental has no price of its own; LocalBusiness lends it this text):
 * 'RON 450-1050', written the same in every language, so a machine reads the currency by its ISO code and the figures
 * without a thousands separator that one language writes as another's decimal point ('1.050'), joined by the hyphen
 * of Google's own example ('$10-15'); one figure when every night costs the same.
 */
export function priceRange({ lowest, highest }: NightlyPrices): string {
  return lowest === highest ? `RON ${lowest}` : `RON ${lowest}-${highest}`;
}

/**
 * The kind of rental a whole place is, in the words of Google's guide for a VacationRental's `additionalType`; a
 * suite or a penthouse is an apartment there. (A hotel room is a HotelRoom instead.)
 */
const RENTAL_TYPES: Readonly<Record<(typeof PROPERTY_TYPES)[number], string | undefined>> = {
  'Cameră privată în hotel': undefined,
  'Apartament întreg': 'Apartment',
  'Suită premium': 'Apartment',
  Penthouse: 'Apartment',
  'Vilă de lux': 'Villa',
};

/** A whole place's `additionalType`, where its kind of stay has one. */
function rentalType(propertyType: ListingFacts['propertyType']): JsonObject {
  const type = propertyType && RENTAL_TYPES[propertyType];
  return type ? { additionalType: type } : {};
}

/** The rating the external listing shows, on its 1 to 5 scale. */
function rating(value: number, reviews: number): JsonObject {
  return { '@type': 'AggregateRating', ratingValue: value, reviewCount: reviews, bestRating: 5, worstRating: 1 };
}

/**
 * The number a unit's listing must show, as Google's `licenseNum` amenity carries it: its short-term rental registration
 * number, or else its classification certificate's, the licence a Romanian unit takes guests under.
 */
export function licenseNumber(facts: Pick<ListingFacts, 'classification' | 'registrationNumber'>): string | undefined {
  return facts.registrationNumber ?? facts.classification?.certificate;
}

/** The unit's classification certificate, with its category (and, counted in stars, its `starRating`). */
function classification(facts: ListingFacts): JsonObject {
  const certificate = facts.classification;
  if (!certificate) return {};
  const category = { '@type': 'Rating', ratingValue: certificate.category, bestRating: 5, worstRating: 1 };
  return {
    hasCertification: {
      '@type': 'Certification',
      certificationIdentification: certificate.certificate,
      certificationRating: category,
    },
    ...(categorySign(certificate.type) === 'star' ? { starRating: category } : {}),
  };
}

/** What the guests get: capacity, rooms, beds and amenities (the part a vacation rental "contains"). */
function placeDetails(facts: ListingFacts): JsonObject {
  const license = licenseNumber(facts);
  return {
    occupancy: { '@type': 'QuantitativeValue', value: facts.guests },
    ...(facts.bedrooms === undefined ? {} : { numberOfBedrooms: facts.bedrooms }),
    ...(facts.bathrooms === undefined ? {} : { numberOfBathroomsTotal: facts.bathrooms }),
    bed: { '@type': 'BedDetails', numberOfBeds: facts.beds },
    amenityFeature: [
      ...googleAmenities(facts.amenities),
      ...(license ? [{ name: 'licenseNum', value: license }] : []),
    ].map(({ name, value }) => ({ '@type': 'LocationFeatureSpecification', name, value })),
  };
}

/**
 * The property page's main entity. A whole place is a VacationRental containing an Accommodation; a
 * hotel room is the Hotel (its address, times and languages) containing the HotelRoom, which carries the
 * listing's own id, photos and rating. A listing with prices gives their range (`nightly`) as the business's
 * `priceRange`: the VacationRental's, or the Hotel's, since a HotelRoom, a place rather than a business, has none.
 */
export function listingStructuredData(
  facts: ListingFacts,
  pageUrl: string,
  imageUrls: string[],
  nightly?: NightlyPrices,
): JsonObject {
  const listing = {
    name: facts.title,
    identifier: facts.id,
    url: pageUrl,
    description: facts.description,
    image: imageUrls,
  };
  const whereAndWhen = {
    address: address(facts.city, facts.county),
    latitude: facts.latitude,
    longitude: facts.longitude,
    checkinTime: isoLocalTime(facts.checkIn),
    checkoutTime: isoLocalTime(facts.checkOut),
    knowsLanguage: languageCodes(facts.hostLanguages),
  };
  const prices = nightly ? { priceRange: priceRange(nightly) } : {};
  const aggregateRating = rating(facts.rating, facts.reviews);
  if (isHotelRoom(facts.propertyType)) {
    return {
      '@context': CONTEXT,
      '@type': 'Hotel',
      name: hotelName(facts.title),
      ...whereAndWhen,
      ...prices,
      ...classification(facts),
      containsPlace: { '@type': 'HotelRoom', ...listing, ...placeDetails(facts), aggregateRating },
    };
  }
  return {
    '@context': CONTEXT,
    '@type': 'VacationRental',
    ...rentalType(facts.propertyType),
    ...listing,
    ...whereAndWhen,
    ...prices,
    aggregateRating,
    ...classification(facts),
    containsPlace: { '@type': 'Accommodation', additionalType: 'EntirePlace', ...placeDetails(facts) },
  };
}

/** A named page. */
export interface NamedLink {
  name: string;
  url: string;
}

/** A BreadcrumbList over real pages, first to last. */
export function breadcrumbList(trail: NamedLink[]): JsonObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}

/** An ItemList of pages in display order (Google's summary-page list: position and url). */
export function itemList(name: string, items: NamedLink[]): JsonObject {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map(({ name: itemName, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url,
      name: itemName,
    })),
  };
}

/** A town's page: the town as a City (a Place) in Romania (`country`, in the page's language), with its page. */
export function townStructuredData(name: string, url: string, description: string, country: string): JsonObject {
  return {
    '@context': CONTEXT,
    '@type': 'City',
    name,
    url,
    description,
    containedInPlace: { '@type': 'Country', name: country },
  };
}

/** A page in one language, and its versions in the others. */
export interface PageFacts {
  url: string;
  name: string;
  description: string;
  /** The page's language as a BCP 47 code ('ro'). */
  language: string;
  /** The page in the site's default language, when this is a translation of it. */
  original?: string | undefined;
  /** The page in the other languages, when this is the default language's. */
  translations: readonly string[];
}

/** The page itself as a WebPage in its language, linked to its versions in the others. */
export function webPage(facts: PageFacts): JsonObject {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    '@id': facts.url,
    url: facts.url,
    name: facts.name,
    description: facts.description,
    inLanguage: facts.language,
    ...(facts.original ? { translationOfWork: { '@id': facts.original } } : {}),
    ...(facts.translations.length > 0 ? { workTranslation: facts.translations.map((url) => ({ '@id': url })) } : {}),
  };
}

/** What the home page says about the business behind the site. */
export interface BusinessFacts {
  name: string;
  description: string;
  url: string;
  imageUrl: string;
  towns: readonly string[];
  /** The counties of the catalogue's towns, as their files name them. */
  counties: readonly string[];
  /** Every listing's rating and review count. */
  listings: readonly ListingReviews[];
}

/** The business as a LodgingBusiness, rated with the mean of every review behind the listings. */
export function businessStructuredData(facts: BusinessFacts): JsonObject {
  const mean = meanRating(facts.listings, 2);
  return {
    '@context': CONTEXT,
    '@type': 'LodgingBusiness',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: facts.imageUrl,
    // A business's region is named where all its towns share one county, as the sample's do.
    address: {
      '@type': 'PostalAddress',
      ...(new Set(facts.counties).size === 1 ? { addressRegion: facts.counties[0] } : {}),
      addressCountry: 'RO',
    },
    areaServed: facts.towns.map((town) => ({ '@type': 'City', name: town })),
    ...(mean === undefined ? {} : { aggregateRating: rating(mean, reviewTotal(facts.listings)) }),
  };
}

/** JSON-LD text safe inside a <script> element. */
export function jsonLdText(data: JsonObject): string {
  return scriptJson(data);
}
