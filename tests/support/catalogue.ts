// The catalogue as the tests know it: read straight from the markdown files, through the schema the site builds with.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const folder = join(import.meta.dirname, '..', '..', 'src', 'content', 'properties');

const photos = z.array(z.object({ src: z.string(), alt: z.string() }));

/** Every property file, read through the schema's plain fields, ordered by numeric id. */
export function readCatalogue(): CatalogueEntry[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const { front, body } = readFrontMatter(readFileSync(join(folder, name), 'utf8'), name);
      const paragraphs = body
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      return { id: name.replace(/\.md$/, ''), ...propertyFields.parse(front), images: photos.parse(front['images']), paragraphs };
    })
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** Undoes the HTML escaping a server applies to text, so raw HTML can be searched for plain text. */
export { decodeEntities } from '../../scripts/lib/html';
