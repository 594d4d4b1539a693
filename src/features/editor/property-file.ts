// A property file as the editor reads and writes it: YAML front matter in the catalogue's one written form, then the
// description as the body. The form is the one the 22 files are written in (README's catalogue steps): fields in the
// schema's order with the photos after the reviews, block lists indented by two, a direct booking as one flow line
// (`- { checkIn: 2027-07-10, checkOut: 2027-07-15 }`), coordinates with their five decimals, and times and
// percentages in double quotes. Every file of the catalogue reads and writes back byte for byte (property-file.test.ts),
// so saving a form in which one field changed changes that field's lines and nothing else.
import { parse } from 'yaml';

/**
 * A day as the file writes it, 'yyyy-MM-dd' (whether it is a real day is the schema's to say). Not lib/nights'
 * check: the build's chunk of the stay rule gathers whatever any page takes from lib/nights, and the public pages
 * would carry it for the editor's sake (astro.config.mjs, codeSplitting).
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The name the editor's property file format is registered under (config.ts, admin.ts). */
export const PROPERTY_FORMAT = 'property-file';

/** The name the editor knows a property's translation's file format by: the same form, the translation's fields. */
export const TRANSLATION_FORMAT = 'translation-file';

/** The fields of a pair of the form's lists that stand for a map of the file (a translation's photos). */
export const PAIR = { key: 'file', value: 'text' } as const;

/** The translation's fields the file writes as a map and the form edits as a list of pairs. */
const PAIRED_FIELDS = ['photos'];

/** A translation file as the form edits it: its photos' map as a list of pairs, in the file's order. */
export function readTranslationFile(text: string): PropertyContent {
  const content = readPropertyFile(text);
  for (const name of PAIRED_FIELDS) {
    const map = content[name];
    if (map && typeof map === 'object' && !Array.isArray(map))
      content[name] = Object.entries(map).map(([key, value]) => ({ [PAIR.key]: key, [PAIR.value]: value }));
  }
  return content;
}

/** A translation file's text for what the form holds: its pairs written back as the map, then as any property file. */
export function writeTranslationFile(content: PropertyContent, layout: FileLayout): string {
  const written = { ...content };
  for (const name of PAIRED_FIELDS) {
    const pairs = written[name];
    if (Array.isArray(pairs))
      written[name] = Object.fromEntries(
        pairs.flatMap((pair) =>
          pair && typeof pair === 'object' && !Array.isArray(pair) && typeof pair[PAIR.key] === 'string'
            ? [[pair[PAIR.key], pair[PAIR.value] ?? '']]
            : [],
        ),
      );
  }
  return writePropertyFile(written, layout);
}

/** One value of a front matter field. */
type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value };

/** A property file's content: its front matter fields and its description under `body`. */
export type PropertyContent = Record<string, Value> & { body?: string };

/** How the file writes some fields: their order, and numbers written with a fixed number of decimals. */
export interface FileLayout {
  /** The front matter's fields in the order the file writes them; any other field follows, in its own order. */
  order: readonly string[];
  /** Fields whose numbers are written with exactly this many decimals (`44.01690`). */
  decimals: Readonly<Record<string, number>>;
  /** Fields whose empty list is left out of the file (an optional list, or one with a default). */
  optionalLists: readonly string[];
}

// Not lib/front-matter's reader: it brings lib/json with it, whose chunk group the public pages load
// (tests/unit/chunk-groups.test.ts keeps the editor out of those groups).
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** The fields and the description of a property file's text. */
export function readPropertyFile(text: string): PropertyContent {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { body: text };
  const [, yaml = '', rest = ''] = match;
  const fields: unknown = parse(yaml);
  const data = fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, Value>) : {};
  return { ...data, body: rest.replace(/^\r?\n/, '') };
}

/** A property file's text for `content`: its front matter in the catalogue's written form, a blank line, the body. */
export function writePropertyFile(content: PropertyContent, layout: FileLayout): string {
  const { body = '', ...fields } = content;
  const names = [
    ...layout.order.filter((name) => name in fields),
    ...Object.keys(fields).filter((name) => !layout.order.includes(name)),
  ];
  const lines = names.flatMap((name) => fieldLines(name, fields[name], layout));
  const description = body.trim() === '' ? '' : `\n${body.replace(/\s+$/, '')}\n`;
  return `---\n${lines.join('\n')}\n---\n${description}`;
}

/** The lines of one field, none for an empty value the file leaves out. */
function fieldLines(name: string, value: Value, layout: FileLayout): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== undefined && item !== null && item !== '');
    if (items.length === 0) return layout.optionalLists.includes(name) ? [] : [`${name}: []`];
    return [`${name}:`, ...items.flatMap(listItemLines)];
  }
  if (typeof value === 'object') return [`${name}:`, ...mappingLines(value, '  ')];
  const decimals = layout.decimals[name];
  if (typeof value === 'number' && decimals !== undefined) return [`${name}: ${value.toFixed(decimals)}`];
  return [`${name}: ${scalar(value)}`];
}

/** One list item: a scalar, a booking's days on one flow line, or a mapping whose keys line up under the dash. */
function listItemLines(item: Value): string[] {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return [`  - ${scalar(item)}`];
  const entries = Object.entries(item).filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (entries.length > 0 && entries.every(([, value]) => typeof value === 'string' && DAY.test(value)))
    return [`  - { ${entries.map(([key, value]) => `${key}: ${value}`).join(', ')} }`];
  const [first = '', ...rest] = mappingLines(Object.fromEntries(entries), '    ');
  return [`  - ${first.trimStart()}`, ...rest];
}

/** The lines of a mapping's keys, each at `indent`. */
function mappingLines(mapping: { [key: string]: Value }, indent: string): string[] {
  return Object.entries(mapping)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${indent}${key}: ${scalar(value)}`);
}

/** Strings YAML readers disagree on or take for something else: times (sexagesimal numbers in YAML 1.1), percentages. */
const QUOTED_BY_HABIT = /^\d[\d:.,%]*$/;

/** A scalar as the file writes it: plain where every YAML reader takes it back as the same value, else quoted. */
function scalar(value: Value): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = String(value ?? '');
  return readsBackAsItself(text) && !QUOTED_BY_HABIT.test(text) ? text : JSON.stringify(text);
}

/** True when `text`, written plain after a key, reads back as this very string under YAML 1.1 and 1.2. */
function readsBackAsItself(text: string): boolean {
  if (text !== text.trim() || /[\n\r\t]/.test(text)) return false;
  try {
    return (['1.1', '1.2'] as const).every((version) => {
      const read: unknown = parse(`v: ${text}`, { version });
      return typeof read === 'object' && read !== null && (read as { v?: unknown }).v === text;
    });
  } catch {
    return false;
  }
}
