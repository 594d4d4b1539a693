import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import { catalogueWord, COUNTRY } from '../i18n/catalogue-words';
import { unitsWithoutNumbers } from '../lib/business-facts';
import { cityOf } from '../lib/catalogue-rules';
import { readFrontMatter } from '../lib/front-matter';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages';
import { plainParagraphs } from '../lib/markdown';
import { photoName, problemText, readTranslation } from '../lib/translation';
import type { PropertyData } from '../schemas/property';
import type { TownTax } from '../schemas/town';
import { townNames } from './town-names';

/** One catalogue entry as the content collection holds it. */
export type PropertyEntry = CollectionEntry<'properties'>;

/**
 * A property's data with its id and its description (the markdown body) as plain text, in one language: its own
 * text (title, description, photos' alt texts, house rules, places nearby) is that language's, every fact is the
 * Romanian file's. The words all properties share (amenities, kinds of stay...) stay as the file writes them and are
 * shown through `catalogueWord(…, property.language)`.
 */
export type Property = PropertyData & {
  id: string;
  /** The town, as the file writes it: what the filters and the town pages go by. */
  city: string;
  /** The town as `language` writes it ('Констанца'). */
  townName: string;
  /** Where it is, for people in `language`: 'Constanța, România', 'Констанца, Румыния'. */
  place: string;
  description: string;
  language: Language;
  /** The tax its town collects from every guest (src/content/towns/), if the town sets one. */
  tax?: TownTax | undefined;
  /** The county its town is in, as its town's file says (src/content/towns/). */
  county?: string | undefined;
};

const cache = new Map<Language, Promise<Property[]>>();

/** Every property with a complete text in `language` (all of them in Romanian), ordered by numeric id. */
export function getProperties(language: Language = DEFAULT_LANGUAGE): Promise<Property[]> {
  let properties = cache.get(language);
  if (!properties) {
    properties = readProperties(language);
    cache.set(language, properties);
  }
  return properties;
}

let pageIds: Promise<Map<Language, Set<string>>> | undefined;

/** The languages `id` has a page in: Romanian always, another when its translation is complete. */
export async function propertyLanguages(id: string): Promise<Language[]> {
  pageIds ??= Promise.all(
    LANGUAGES.map(
      async (language) => [language, new Set((await getProperties(language)).map((property) => property.id))] as const,
    ),
  ).then((ids) => new Map(ids));
  const ids = await pageIds;
  return LANGUAGES.filter((language) => ids.get(language)?.has(id));
}

async function readProperties(language: Language): Promise<Property[]> {
  const [entries, towns, townFiles] = await Promise.all([
    getCollection('properties'),
    townNames(language),
    getCollection('towns'),
  ]);
  const taxes = new Map(townFiles.map(({ data }) => [data.town, data.tax]));
  const counties = new Map(townFiles.map(({ data }) => [data.town, data.county]));
  const country = catalogueWord(COUNTRY, 'România', language);
  const properties = entries
    .map((entry): Property => {
      const city = cityOf(entry.data.location);
      const townName = towns.get(city) ?? city;
      return {
        ...entry.data,
        id: entry.id,
        city,
        townName,
        place: `${townName}, ${country}`,
        description: plainParagraphs(entry.body ?? '').join('\n\n'),
        language,
        tax: taxes.get(city),
        county: counties.get(city),
      };
    })
    .sort((a, b) => Number(a.id) - Number(b.id));
  if (language === DEFAULT_LANGUAGE) {
    // Once a build: the units whose files still lack the numbers their pages must show (docs/catalogue.md).
    for (const warning of unitsWithoutNumbers(properties))
      console.warn(`${warning} (docs/catalogue.md#classification)`);
    return properties;
  }
  const entriesById = new Map(entries.map((entry) => [entry.id, entry]));
  return properties.flatMap((property) => {
    const translated = translate(property, entriesById.get(property.id)?.filePath, language);
    return translated ? [translated] : [];
  });
}

/**
 * `property` with its own text in `language`, read from the translation beside its file ({language}/{id}.md), or
 * undefined (with a warning naming the file and what it lacks) when there is none or it is incomplete.
 */
function translate(property: Property, filePath: string | undefined, language: Language): Property | undefined {
  if (!filePath) return undefined;
  const file = join(dirname(filePath), language, basename(filePath));
  if (!existsSync(file)) {
    console.warn(`${file} is missing: property ${property.id} has no ${language} page (docs/catalogue.md)`);
    return undefined;
  }
  // The photos as the Romanian file names them ('./7/terasa.jpg'): the alt texts are keyed by their file names.
  const images = readFrontMatter(readFileSync(filePath, 'utf8'), filePath).front['images'];
  const names = Array.isArray(images) ? images.map((image) => photoName(String(image?.src ?? ''))) : [];
  const read = readTranslation(property, names, readFrontMatter(readFileSync(file, 'utf8'), file), language);
  if (read.problems) {
    console.warn(
      `${file} is incomplete, so property ${property.id} has no ${language} page:\n  ${read.problems.map(problemText).join('\n  ')}`,
    );
    return undefined;
  }
  const { translation } = read;
  return {
    ...property,
    title: translation.title,
    description: plainParagraphs(translation.description).join('\n\n'),
    images: property.images.map((image, index) => ({
      ...image,
      alt: translation.photos[names[index] ?? ''] ?? image.alt,
    })),
    houseRules: translation.houseRules,
    nearbyAttractions: translation.nearbyAttractions,
  };
}
