// What the build hands the Netlify functions, written from the entries the schema has just validated, so the
// assistant recommends exactly what the site shows and the calendars know exactly its properties.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { byId, toAssistantProperty } from '../features/assistant';
import type { NightRange } from '../lib/nights';
import type { OwnerCalendar } from '../features/availability/ical-export';
import { readFeeds } from '../features/availability/settings';
import { propertyFields } from '../schemas/property';

/** The functions' catalogue file, in the folder the build writes for them. */
export const ASSISTANT_CATALOGUE_FILE = 'catalogue.json';
/** Each property's title and direct bookings, for the availability functions. */
export const OWNER_CALENDARS_FILE = 'owner-calendars.json';

/** One entry of the content store, as the loader sees it. */
interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  body?: string | undefined;
}

/** Writes `text` to `file`, only when it changed. */
function writeWhenChanged(file: URL, text: string): void {
  const path = fileURLToPath(file);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/**
 * Writes the assistant's catalogue and the owners' calendars into `folder`. The entries are read again through the
 * schema's plain fields (validated, not cast); ICAL_FEEDS, when the build sees it, is checked against the catalogue,
 * so a feed for a property that does not exist fails the deploy, not a visit.
 */
export function writeFunctionData(folder: URL, entries: Iterable<StoredEntry>): void {
  const properties = byId(
    [...entries].map((entry) => ({ id: entry.id, body: entry.body ?? '', data: propertyFields.parse(entry.data) })),
  );
  const catalogue = properties.map(({ id, data, body }) => toAssistantProperty(id, data, body));
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
}
