// A property file as the editor reads and writes it: YAML front matter in the catalogue's one written form, then the
// description as the body. The form is the one the 22 files are written in (README's catalogue steps): fields in the
// schema's order with the photos after the reviews, block lists and mappings indented by two, a direct booking or a
// season as one flow line (`- { checkIn: 2027-07-10, checkOut: 2027-07-15 }`, `- { from: 07-01, to: 08-31,
// nightly: 950 }`) with its keys in the schema's order, coordinates with their five decimals, and times and
// percentages in double quotes. Every file of the catalogue reads and writes back byte for byte (property-file.test.ts),
// so saving a form in which one field changed changes that field's lines and nothing else.
import { parse } from 'yaml';

/**
 * A day as the file writes it, 'yyyy-MM-dd', or a season's 'MM-DD' (whether it is a real day is the schema's to say). Not lib/nights'
 * check: the build's chunk of the stay rule gathers whatever any page takes from lib/nights, and the public pages
 * would carry it for the editor's sake (astro.config.mjs, codeSplitting).
 */
const DAY = /^(\d{4}-)?\d{2}-\d{2}$/;

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

/**
 * How the file writes some fields: their order, numbers written with a fixed number of decimals, lists left out when
 * empty. A field below the top is named by its path: 'prices.seasons' (a list item's keys are named after the list).
 */
export interface FileLayout {
  /** The front matter's fields in the order the file writes them; any other field follows, in its own order. */
  order: readonly string[];
  /**
   * The keys of each mapping below the top in the order the file writes them, by the mapping's path ('prices', and
   * 'prices.seasons' for each season); any other key follows, in its own order.
   */
  keys: Readonly<Record<string, readonly string[]>>;
  /** Fields whose numbers are written with exactly this many decimals (`44.01690`). */
  decimals: Readonly<Record<string, number>>;
  /** Fields whose empty list is left out of the file (an optional list, or one with a default), by path. */
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

/** True for a value the file leaves out rather than writing it empty. */
const isEmpty = (value: Value): value is undefined | null | '' => value === undefined || value === null || value === '';

/** The lines of one field, none for an empty value the file leaves out. */
function fieldLines(name: string, value: Value, layout: FileLayout): string[] {
  return entryLines(name, name, value, layout, '');
}

/** The lines of the entry `key` at `path`, written at `indent`: a scalar, a block list or a nested mapping. */
function entryLines(path: string, key: string, value: Value, layout: FileLayout, indent: string): string[] {
  if (isEmpty(value)) return [];
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isEmpty(item));
    if (items.length === 0) return layout.optionalLists.includes(path) ? [] : [`${indent}${key}: []`];
    return [`${indent}${key}:`, ...items.flatMap((item) => listItemLines(path, item, layout, `${indent}  `))];
  }
  if (typeof value === 'object') {
    // A mapping none of whose keys holds anything (a form's group left empty) is left out with them.
    const lines = mappingLines(path, value, layout, `${indent}  `);
    return lines.length === 0 ? [] : [`${indent}${key}:`, ...lines];
  }
  const decimals = layout.decimals[path];
  if (typeof value === 'number' && decimals !== undefined) return [`${indent}${key}: ${value.toFixed(decimals)}`];
  return [`${indent}${key}: ${scalar(value)}`];
}

/** A value a flow line holds as it is: a number, or a day. */
const isFlowValue = (value: Value): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && DAY.test(value));

/**
 * One item of the list at `path`: a scalar; a booking or a season (days and numbers only) on one flow line; or a
 * mapping whose keys line up under the dash.
 */
function listItemLines(path: string, item: Value, layout: FileLayout, indent: string): string[] {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return [`${indent}- ${scalar(item)}`];
  const entries = orderedEntries(path, item, layout).filter(([, value]) => !isEmpty(value));
  if (entries.length > 0 && entries.every(([, value]) => isFlowValue(value)))
    return [`${indent}- { ${entries.map(([key, value]) => `${key}: ${value}`).join(', ')} }`];
  const [first = '', ...rest] = mappingLines(path, Object.fromEntries(entries), layout, `${indent}  `);
  return [`${indent}- ${first.trimStart()}`, ...rest];
}

/** The lines of the keys of the mapping at `path`, each at `indent`, in the layout's order. */
function mappingLines(path: string, mapping: { [key: string]: Value }, layout: FileLayout, indent: string): string[] {
  return orderedEntries(path, mapping, layout).flatMap(([key, value]) =>
    entryLines(`${path}.${key}`, key, value, layout, indent),
  );
}

/** The entries of the mapping at `path`: the layout's keys first in its order, then any other in the mapping's own. */
function orderedEntries(path: string, mapping: { [key: string]: Value }, layout: FileLayout): [string, Value][] {
  const known = layout.keys[path] ?? [];
  const names = [
    ...known.filter((key) => key in mapping),
    ...Object.keys(mapping).filter((key) => !known.includes(key)),
  ];
  return names.map((key) => [key, mapping[key]]);
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
