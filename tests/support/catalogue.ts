// The catalogue as the tests know it: read straight from the markdown files, through the schema the site builds with.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'astro/zod';
import { readFrontMatter } from '../../src/lib/front-matter';
import { propertyFields, type PropertyFields } from '../../src/schemas/property';

/** A property as its file states it, plus its id and its description paragraphs. */
export type CatalogueEntry = PropertyFields & {
  id: string;
  /** Photos as the file lists them: paths beside the file, with their alt text. */
  images: { src: string; alt: string }[];
  /** The description paragraphs, whitespace collapsed. */
  paragraphs: string[];
};

/**
 * The catalogue folder the site is built from: the shipped one, or the copy CATALOGUE_DIR points the build at (as the
 * new-property test does), read relative to the project as the build reads it.
 */
export const CATALOGUE_FOLDER = resolve(
  import.meta.dirname,
  '..',
  '..',
  process.env['CATALOGUE_DIR'] ?? join('src', 'content', 'properties'),
);

const photos = z.array(z.object({ src: z.string(), alt: z.string() }));

/** Every property file in `folder`, read through the schema's plain fields, ordered by numeric id. */
export function readCatalogue(folder = CATALOGUE_FOLDER): CatalogueEntry[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const { front, body } = readFrontMatter(readFileSync(join(folder, name), 'utf8'), name);
      const paragraphs = body
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      return {
        id: name.replace(/\.md$/, ''),
        ...propertyFields.parse(front),
        images: photos.parse(front['images']),
        paragraphs,
      };
    })
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** Undoes the HTML escaping a server applies to text, so raw HTML can be searched for plain text. */
export { decodeEntities } from '../../tools/lib/html';
