// What the build hands the Netlify functions, written from the entries the schema has just validated, so the
// assistant recommends exactly what the site shows and the calendars know exactly its properties.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { byId, toAssistantProperty, type TranslatedTitles, type TranslatedTownNames } from '../features/assistant';
import { cityOf } from '../lib/catalogue-rules';
import { readFrontMatter } from '../lib/front-matter';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../lib/languages';
import type { NightRange } from '../lib/nights';
import type { OwnerCalendar } from '../features/availability/ical-export';
import { readFeeds } from '../features/availability/settings';
import { editorRepository } from '../features/editor';
import { propertyFields } from '../schemas/property';
import { townSchema, type TownTax } from '../schemas/town';
import { TOWNS_FOLDER } from '../schemas/towns-folder';

/** The functions' catalogue file, in the folder the build writes for them. */
export const ASSISTANT_CATALOGUE_FILE = 'catalogue.json';
/** Each property's title and direct bookings, for the availability functions. */
export const OWNER_CALENDARS_FILE = 'owner-calendars.json';
/** The repository and branch the editor commits to, for the request inbox's confirmations. */
export const REPOSITORY_FILE = 'repository.json';

/** One entry of the content store, as the loader sees it. */
interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  body?: string | undefined;
  /** Its file, relative to the project's root ('src/content/properties/7.md'). */
  filePath?: string | undefined;
}

/** Writes `text` to `file`, only when it changed. */
function writeWhenChanged(file: URL, text: string): void {
  const path = fileURLToPath(file);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** The title a translation file gives, if the file exists and names one. */
function translatedTitle(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const title = readFrontMatter(readFileSync(file, 'utf8'), file).front['title'];
  return typeof title === 'string' && title.trim() ? title.trim() : undefined;
}

/** A property's title in each other language, from the translations beside its file ({language}/{id}.md). */
function translatedTitles(root: URL, filePath: string | undefined): TranslatedTitles {
  if (!filePath) return {};
  const file = resolve(fileURLToPath(root), filePath);
  return Object.fromEntries(
    LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) => {
      const title = translatedTitle(join(dirname(file), language, basename(file)));
      return title ? [[language, title]] : [];
    }),
  );
}

/** What the assistant knows of a town from its file: its tax, if any, and its name in the other languages. */
interface TownFacts {
  tax?: TownTax;
  names: TranslatedTownNames;
}

/**
 * Each town's tax and names, by the town as the property files write it, read from the towns' files through their
 * schema.
 */
function townFacts(root: URL): Map<string, TownFacts> {
  const folder = resolve(fileURLToPath(root), TOWNS_FOLDER);
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .flatMap((name) => {
        const file = join(folder, name);
        const read = townSchema.safeParse(readFrontMatter(readFileSync(file, 'utf8'), file).front);
        if (!read.success) throw new Error(`${TOWNS_FOLDER}/${name}: ${read.error.message}`);
        const { town, tax } = read.data;
        // The catalogue's own name is the Romanian one; each other language's file names the town its own way.
        const names = Object.fromEntries(
          LANGUAGES.flatMap((language) => (language === 'ro' ? [] : [[language, read.data[language].name] as const])),
        );
        return [[town, { ...(tax ? { tax } : {}), names }] as const];
      }),
  );
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/**
 * Writes the assistant's catalogue and the owners' calendars into `folder`. The entries are read again through the
 * schema's plain fields (validated, not cast), each with its title in the other languages from the translations
 * beside its file (paths relative to `root`), its prices, its town's tax and its town's names in the other languages (from the towns' files); ICAL_FEEDS, when the build sees it, is checked against the catalogue,
 * so a feed for a property that does not exist fails the deploy, not a visit.
 */
export function writeFunctionData(folder: URL, entries: Iterable<StoredEntry>, root: URL): void {
  const properties = byId(
    [...entries].map((entry) => ({
      id: entry.id,
      body: entry.body ?? '',
      data: propertyFields.parse(entry.data),
      titles: translatedTitles(root, entry.filePath),
    })),
  );
  const towns = townFacts(root);
  const catalogue = properties.map(({ id, data, body, titles }) => {
    const town = towns.get(cityOf(data.location));
    return toAssistantProperty(id, data, body, titles, town?.tax, town?.names);
  });
  const calendars = properties.map(
    ({ id, data }): OwnerCalendar => ({
      id,
      title: data.title,
      blocked: data.blocked.map(({ checkIn, checkOut }): NightRange => [checkIn, checkOut]),
    }),
  );
  readFeeds(
    process.env['ICAL_FEEDS'],
    calendars.map(({ id }) => id),
  );
  const base = folder.href.endsWith('/') ? folder : new URL(`${folder.href}/`);
  writeWhenChanged(new URL(ASSISTANT_CATALOGUE_FILE, base), json(catalogue));
  writeWhenChanged(new URL(OWNER_CALENDARS_FILE, base), json(calendars));
  writeWhenChanged(new URL(REPOSITORY_FILE, base), json(editorRepository((name) => process.env[name])));
}
