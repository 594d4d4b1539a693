import type { NightRange } from '../availability';
import { cityOf, type City } from '../catalogue-rules';
import { plainParagraphs } from '../markdown';
import { petPolicy, type PetPolicy } from './amenities';

/** The front matter fields the assistant reads (a subset of the collection schema's output). */
export interface PropertySource {
  title: string;
  /** 'City, România'. */
  location: string;
  /** Kind of stay in Romanian, e.g. 'Apartament întreg'. */
  propertyType?: string | undefined;
  /** Capacity: the most guests a booking may name. */
  guests: number;
  bedrooms?: number | undefined;
  bathrooms?: number | undefined;
  beds: number;
  rating: number;
  reviews: number;
  amenities: string[];
  /** House rules, one sentence each; the assistant reads what they say about pets. */
  houseRules: string[];
  nearbyAttractions: string[];
  /** Check-in and check-out times, HH:MM. */
  checkIn: string;
  checkOut: string;
}

/**
 * A property as the assistant knows it: derived at build time from the same markdown and schema as the
 * site (see src/content.config.ts), never from what a browser sends.
 */
export interface AssistantProperty extends Omit<PropertySource, 'propertyType' | 'bedrooms' | 'bathrooms' | 'houseRules'> {
  id: string;
  city: City;
  /** Kind of stay; empty when the file does not say. */
  propertyType: string;
  bedrooms?: number;
  bathrooms?: number;
  /** Whether pets may come, as the house rules say. */
  pets: PetPolicy;
  /** The description's first paragraph, plain text. */
  summary: string;
  /** Nights its owners' calendars show taken, attached for each conversation; none known when absent. */
  taken?: readonly NightRange[];
}

/** One catalogue entry in the assistant's shape. */
export function toAssistantProperty(id: string, data: PropertySource, body: string): AssistantProperty {
  return {
    id,
    title: data.title,
    city: cityOf(data.location) as City,
    location: data.location,
    propertyType: data.propertyType ?? '',
    guests: data.guests,
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
  };
}

/** Orders a catalogue by numeric id, the order the site lists it in. */
export function byId<T extends { id: string }>(properties: T[]): T[] {
  return [...properties].sort((a, b) => Number(a.id) - Number(b.id));
}
