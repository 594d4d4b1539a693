import { getCollection, type CollectionEntry } from 'astro:content';
import { count, t } from '../i18n';
import { cityOf } from '../lib/catalogue-rules';
import { plainParagraphs } from '../lib/markdown';
import type { PropertyData } from '../schemas/property';

/** One catalogue entry as the content collection holds it. */
export type PropertyEntry = CollectionEntry<'properties'>;

/** A property's data with its id and its description (the markdown body) as plain text. */
export type Property = PropertyData & { id: string; city: string; description: string };

/** Every property, ordered by numeric id (the order the home page lists them in). */
export async function getProperties(): Promise<Property[]> {
  const entries = await getCollection('properties');
  return entries
    .map((entry) => ({
      ...entry.data,
      id: entry.id,
      city: cityOf(entry.data.location),
      description: plainParagraphs(entry.body ?? '').join('\n\n'),
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** The site's description for search results and shared links, counting the catalogue as it is. */
export async function siteDescription(): Promise<string> {
  return t('site.description', { properties: count((await getCollection('properties')).length, 'property') });
}
