// The catalogue as the tests know it: read straight from the markdown files, independent of the site code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** A property's front matter fields the tests look at, plus its id and body. */
export interface CatalogueEntry {
  id: string;
  title: string;
  location: string;
  latitude: number;
  longitude: number;
  rating: number;
  reviews: number;
  guests: number;
  bedrooms?: number;
  bathrooms?: number;
  beds: number;
  propertyType?: string;
  checkIn: string;
  checkOut: string;
  cancellationPolicy: string;
  hostSince: number;
  hostResponseRate: string;
  hostLanguages: string[];
  airbnbUrl?: string;
  amenities: string[];
  houseRules: string[];
  safetyFeatures: string[];
  nearbyAttractions: string[];
  images: { src: string; alt: string }[];
  /** The description paragraphs, whitespace collapsed. */
  paragraphs: string[];
}

const folder = join(import.meta.dirname, '..', '..', 'src', 'content', 'properties');

/** Every property file, ordered by numeric id. */
export function readCatalogue(): CatalogueEntry[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      const paragraphs = body
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      return { id: name.replace(/\.md$/, ''), ...(parse(front) as Omit<CatalogueEntry, 'id' | 'paragraphs'>), paragraphs };
    })
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** Undoes the HTML escaping a server applies to text, so raw HTML can be searched for plain text. */
export { decodeEntities } from '../../scripts/lib/html.mjs';
