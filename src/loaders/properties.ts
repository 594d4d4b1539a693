// Reads the catalogue folder for the content collection: one markdown file per property, named after its id, every
// listed photo checked before the schema runs, its description held to the schema's rule for it, and the data the
// functions need written after it has.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader } from 'astro/loaders';
import { readFrontMatter } from '../lib/front-matter';
import { isRecord } from '../lib/json';
import { propertyDescription } from '../schemas/description';
import { writeFunctionData } from './function-data';

/**
 * Fails with the file and the field when a listed photo is missing: Astro itself would report only the image path,
 * later in the build, leaving the editor to guess which property lists it.
 */
function assertImagesExist(rootDir: string, filePath: string, data: Record<string, unknown>): void {
  const images = Array.isArray(data['images']) ? data['images'] : [];
  images.forEach((image: unknown, index) => {
    const src = isRecord(image) ? image['src'] : undefined;
    if (typeof src !== 'string' || !src.startsWith('.')) return;
    if (!existsSync(resolve(rootDir, dirname(filePath), src))) {
      throw new Error(`${filePath}: images[${index}].src: the image ${src} does not exist next to this file`);
    }
  });
}

/**
 * The front matter as the file writes it, read without YAML's timestamps: the build's own reader takes an unquoted
 * day for a date and rolls a day that does not exist over into the next month (2027-02-29 into 1 March), which the
 * schema could then not refuse. Every other value reads the same.
 */
function writtenFile(rootDir: string, filePath: string): { front: Record<string, unknown>; body: string } {
  return readFrontMatter(readFileSync(resolve(rootDir, filePath), 'utf8'), filePath);
}

/** Fails with the file when its description (the body) breaks the schema's rule for it, as the schema's own do. */
function assertDescription(filePath: string, body: string): void {
  const parsed = propertyDescription.safeParse(body);
  if (!parsed.success)
    throw new Error(
      `${filePath}: the description (the body below the front matter): ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
    );
}

/** The id of a property file: its name, digits only ('7.md' is /apartment/7). */
function propertyId(base: string, entry: string): string {
  const id = entry.replace(/\.md$/, '');
  if (!/^\d+$/.test(id))
    throw new Error(`${base}/${entry}: name the file after the property id, digits only (e.g. 23.md)`);
  return id;
}

/**
 * The properties in `base`, each checked for its photos before the schema runs; once every file has passed, the
 * data the functions read (the assistant's catalogue, the owners' calendars) is written to `functionDataDir`, when
 * one is given.
 */
export function propertiesLoader(base: string, functionDataDir: string | undefined): Loader {
  const files = glob({ pattern: '*.md', base, generateId: ({ entry }) => propertyId(base, entry) });
  return {
    name: 'properties-loader',
    load: async (context) => {
      await files.load({
        ...context,
        parseData: async (entry) => {
          if (!entry.filePath) return context.parseData(entry);
          const rootDir = fileURLToPath(context.config.root);
          const { front, body } = writtenFile(rootDir, entry.filePath);
          const data = front as typeof entry.data;
          assertImagesExist(rootDir, entry.filePath, data);
          const parsed = await context.parseData({ ...entry, data });
          assertDescription(entry.filePath, body);
          return parsed;
        },
      });
      if (functionDataDir)
        writeFunctionData(new URL(functionDataDir, context.config.root), context.store.values(), context.config.root);
    },
  };
}
