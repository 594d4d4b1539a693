import type { PropertyFields } from '../../../schemas/property';
import type { TownTax } from '../../../schemas/town';
import type { NightRange } from '../../../lib/nights';
import type { Language } from '../../../lib/languages';
import { cityOf } from '../../../lib/catalogue-rules';
import { plainParagraphs } from '../../../lib/markdown';
import { petPolicy, type PetPolicy } from '../understanding/amenities';

/** The front matter fields the assistant reads, as the schema hands them over. */
export type PropertySource = Pick<
  PropertyFields,
  | 'title'
  | 'location'
  | 'propertyType'
  | 'guests'
  | 'bedrooms'
  | 'bathrooms'
  | 'beds'
  | 'rating'
  | 'reviews'
  | 'amenities'
  | 'houseRules'
  | 'nearbyAttractions'
  | 'checkIn'
  | 'checkOut'
  | 'prices'
>;

/** A property's title in the site's other languages, each where its translation gives one. */
export type TranslatedTitles = Partial<Record<Exclude<Language, 'ro'>, string>>;

/** A town's name in the site's other languages, where its file writes it otherwise than the catalogue ('Констанца'). */
export type TranslatedTownNames = Partial<Record<Exclude<Language, 'ro'>, string>>;

/**
 * A property as the assistant knows it: derived at build time from the same markdown and schema as the site
 * (src/loaders/function-data.ts), never from what a browser sends. Its capacity is named so beside the guest
 * counts of the stays it is matched with.
 */
export type AssistantProperty = Omit<
  PropertySource,
  'guests' | 'propertyType' | 'bedrooms' | 'bathrooms' | 'houseRules'
> & {
  id: string;
  /** Its title in the other languages, from the translations beside its file; absent when none gives one. */
  titles?: TranslatedTitles;
  /** Its town, as the catalogue writes it ('Constanța'): one of the towns' files (src/content/towns/). */
  city: string;
  /** Its town's name in the other languages, where the town's file writes it otherwise ('Констанца'). */
  cityNames?: TranslatedTownNames;
  /** The most guests a booking may name. */
  capacity: number;
  /** Kind of stay; empty when the file does not say. */
  propertyType: string;
  bedrooms?: number;
  bathrooms?: number;
  /** Whether pets may come, as the house rules say. */
  pets: PetPolicy;
  /** The description's first paragraph, plain text. */
  summary: string;
  /** The tax its town collects from every guest (src/content/towns/), when the town sets one. */
  tax?: TownTax;
  /** Nights its owners' calendars show taken, attached for each conversation; none known when absent. */
  taken?: readonly NightRange[];
};

/**
 * One catalogue entry in the assistant's shape, with its title in the other languages (`titles`) when known, its
 * town's tax when the town sets one and its town's names in the other languages (`cityNames`) where they differ.
 */
export function toAssistantProperty(
  id: string,
  data: PropertySource,
  body: string,
  titles: TranslatedTitles = {},
  tax?: TownTax,
  cityNames: TranslatedTownNames = {},
): AssistantProperty {
  const city = cityOf(data.location);
  const otherNames = Object.fromEntries(Object.entries(cityNames).filter(([, name]) => name && name !== city));
  return {
    id,
    title: data.title,
    ...(Object.keys(titles).length ? { titles } : {}),
    city,
    ...(Object.keys(otherNames).length ? { cityNames: otherNames } : {}),
    location: data.location,
    propertyType: data.propertyType ?? '',
    capacity: data.guests,
    ...(data.bedrooms === undefined ? {} : { bedrooms: data.bedrooms }),
    ...(data.bathrooms === undefined ? {} : { bathrooms: data.bathrooms }),
    beds: data.beds,
    rating: data.rating,
    reviews: data.reviews,
    amenities: data.amenities,
    pets: petPolicy(data.houseRules),
    nearbyAttractions: data.nearbyAttractions,
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    summary: plainParagraphs(body)[0] ?? '',
    ...(data.prices ? { prices: data.prices } : {}),
    ...(tax ? { tax } : {}),
  };
}

/** The title a visitor reads in `language`: its translation's when there is one, else the Romanian title. */
export function titleIn(property: Pick<AssistantProperty, 'title' | 'titles'>, language: Language): string {
  return (language === 'ro' ? undefined : property.titles?.[language]) ?? property.title;
}

/** Every title of a property: the Romanian one first, then its translations. */
export function allTitles(property: Pick<AssistantProperty, 'title' | 'titles'>): string[] {
  return [property.title, ...Object.values(property.titles ?? {})];
}

/** Orders a catalogue by numeric id, the order the site lists it in. */
export function byId<T extends { id: string }>(properties: T[]): T[] {
  return [...properties].sort((a, b) => Number(a.id) - Number(b.id));
}
