// The editor's form is made from the property schema: every schema field has its form field, required where the
// schema requires it, with the same choices and the same limits. The schema is read here through zod's own account
// of each field (its checks, its options), not through the JSON Schema walk the form is made with, so a slip in the
// walk shows as a difference; `formProblems` is also shown to find each kind of difference.
import type { Field } from '@sveltia/cms';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro/content/config';
import { describe, expect, it } from 'vitest';
import { propertySchema } from '../../schemas/property';
import { propertyTranslation } from '../../schemas/property-translation';
import { editorSetup, propertyForm } from './config';

type AnySchema = z.ZodType;

/** What zod itself says of a field: its limits (numbers' values, strings' and lists' lengths), its options, patterns. */
interface Account {
  optional: boolean;
  kind: 'number' | 'string' | 'enum' | 'array' | 'object' | 'other';
  integer: boolean;
  minimum?: number;
  maximum?: number;
  options?: readonly string[];
  patterns: string[];
  element?: AnySchema;
  shape?: Record<string, AnySchema>;
}

/** The field beneath its optional, default and preprocessing wrappers. */
function core(schema: AnySchema): AnySchema {
  const def = (schema as { _zod: { def: { type: string; innerType?: AnySchema; out?: AnySchema } } })._zod.def;
  if ((def.type === 'optional' || def.type === 'default') && def.innerType) return core(def.innerType);
  if (def.type === 'pipe' && def.out) return core(def.out);
  return schema;
}

/** One check of a zod schema, as its definition states it. */
interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
}

function account(schema: AnySchema): Account {
  const inner = core(schema);
  const def = (inner as unknown as { _zod: { def: { type: string; checks?: { _zod: { def: CheckDef } }[] } } })._zod
    .def;
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const optional = schema.safeParse(undefined).success;
  const integer = checks.some((check) => check.check === 'number_format' && check.format === 'safeint');
  const patterns = checks.flatMap((check) =>
    check.check === 'string_format' && check.format === 'regex' && check.pattern ? [check.pattern.source] : [],
  );
  let minimum: number | undefined;
  let maximum: number | undefined;
  for (const check of checks) {
    if (check.check === 'greater_than' && check.value !== undefined)
      minimum = check.inclusive ? check.value : integer ? check.value + 1 : check.value;
    if (check.check === 'less_than' && check.value !== undefined)
      maximum = check.inclusive ? check.value : integer ? check.value - 1 : check.value;
    if (check.check === 'min_length') minimum = check.minimum;
    if (check.check === 'max_length') maximum = check.maximum;
  }
  const limits = { ...(minimum !== undefined ? { minimum } : {}), ...(maximum !== undefined ? { maximum } : {}) };
  switch (def.type) {
    case 'number':
      return { optional, kind: 'number', integer, patterns, ...limits };
    case 'enum':
      return { optional, kind: 'enum', integer, patterns, options: (inner as z.ZodEnum).options as string[] };
    case 'string':
      return { optional, kind: 'string', integer, patterns, ...limits };
    case 'array':
      return {
        optional,
        kind: 'array',
        integer,
        patterns,
        ...limits,
        element: (inner as z.ZodArray).element as AnySchema,
      };
    case 'object':
      return {
        optional,
        kind: 'object',
        integer,
        patterns,
        shape: (inner as z.ZodObject).shape as Record<string, AnySchema>,
      };
    default:
      return { optional, kind: 'other', integer, patterns };
  }
}

/** Every difference between the schema's fields and the form's, as 'name: what differs'. */
function formProblems(shape: Record<string, AnySchema>, fields: readonly Field[], path = ''): string[] {
  const byName = new Map(fields.map((field) => [field.name, field as Field & Record<string, unknown>]));
  return Object.entries(shape).flatMap(([name, schema]): string[] => {
    const at = `${path}${name}`;
    const field = byName.get(name);
    if (!field) return [`${at}: no field in the editor`];
    const zod = account(schema);
    const problems: string[] = [];
    const required = field['required'] !== false;
    if (required === zod.optional)
      problems.push(`${at}: required ${required} in the editor, optional ${zod.optional} in the schema`);
    const check = (what: string, editor: unknown, schemaValue: unknown) => {
      if (JSON.stringify(editor) !== JSON.stringify(schemaValue))
        problems.push(
          `${at}: ${what} ${JSON.stringify(editor)} in the editor, ${JSON.stringify(schemaValue)} in the schema`,
        );
    };
    const bound = (value: number | undefined) =>
      value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;
    if (zod.kind === 'number') {
      check('widget', field.widget, 'number');
      check('value type', field['value_type'], zod.integer ? 'int' : 'float');
      check('minimum', field['min'], bound(zod.minimum));
      check('maximum', field['max'], bound(zod.maximum));
    } else if (zod.kind === 'enum') {
      check('widget', field.widget, 'select');
      // A choice shown by a label of its own is the value it writes.
      const options = (field['options'] as (string | { value: string })[] | undefined) ?? [];
      check(
        'choices',
        options.map((option) => (typeof option === 'string' ? option : option.value)),
        zod.options,
      );
    } else if (zod.kind === 'array') {
      check('widget', field.widget, 'list');
      check('fewest items', field['min'], zod.minimum);
      check('most items', field['max'], zod.maximum);
      const element = account(zod.element as AnySchema);
      if (element.kind === 'object')
        problems.push(...formProblems(element.shape ?? {}, (field['fields'] as Field[]) ?? [], `${at}[].`));
      else
        problems.push(
          ...formProblems(
            { item: zod.element as AnySchema },
            [{ ...(field['field'] as Field), name: 'item' }],
            `${at}[].`,
          ),
        );
    } else if (zod.kind === 'object') {
      check('widget', field.widget, 'object');
      problems.push(...formProblems(zod.shape ?? {}, (field['fields'] as Field[]) ?? [], `${at}.`));
    } else if (zod.kind === 'string') {
      const pattern = (field['pattern'] as [string, string] | undefined)?.[0];
      const zodPattern = zod.patterns.find(
        (source) => source !== '^\\d{4}-\\d{2}-\\d{2}$' && !source.includes('(?:(?:\\d\\d[2468]'),
      );
      if (field.widget === 'string' || pattern !== undefined) check('pattern', pattern, zodPattern);
    }
    return problems;
  });
}

const image = (() => z.string()) as unknown as SchemaContext['image'];
/** A catalogue the editor knows nothing of. */
const NO_CATALOGUE = { ids: [], fromPrices: {}, lists: {}, translations: {}, towns: [] };
const schema = propertySchema({ image });
const { fields } = propertyForm();

describe("the editor's form", () => {
  it('has a field for every schema field, with its requirement, choices and limits', () => {
    expect(formProblems(schema.shape, fields)).toEqual([]);
  });

  it('finds a schema field the form lacks, and limits that differ', () => {
    // Each a copy of the schema's fields with one or two changed, as a later change to the schema would.
    const wider = { ...schema.shape, smoking: z.boolean(), guests: z.number().int().min(1).max(30) };
    expect(formProblems(wider, fields)).toEqual([
      'guests: maximum 20 in the editor, 30 in the schema',
      'smoking: no field in the editor',
    ]);
    const fewerAnswers = { ...schema.shape, pets: z.enum(['allowed', 'not-allowed']).optional() };
    expect(formProblems(fewerAnswers, fields)).toEqual([
      'pets: choices ["allowed","on-request","not-allowed"] in the editor, ["allowed","not-allowed"] in the schema',
    ]);
    const fewerPhotos = { ...schema.shape, images: schema.shape.images.max(4) };
    expect(formProblems(fewerPhotos, fields)).toEqual(['images: most items 6 in the editor, 4 in the schema']);
    const prices = schema.shape.prices.unwrap();
    const smallerDiscount = {
      ...schema.shape,
      prices: z.object({ ...prices.shape, weeklyDiscount: z.number().int().min(1).max(50).optional() }).optional(),
    };
    expect(formProblems(smallerDiscount, fields)).toEqual([
      'prices.weeklyDiscount: maximum 90 in the editor, 50 in the schema',
    ]);
    const optionalTitle = { ...schema.shape, title: z.string().optional() };
    expect(formProblems(optionalTitle, fields)).toEqual([
      'title: required true in the editor, optional true in the schema',
    ]);
  });

  it('labels every field in Romanian and shows the schema’s documentation as its hint', () => {
    for (const field of fields) {
      expect(field.label, field.name).toMatch(/\S/);
      expect(field.label, field.name).not.toBe(field.name);
    }
    const guests = fields.find((field) => field.name === 'guests') as Field & { hint?: string };
    expect(guests).toMatchObject({ label: 'Oaspeți', hint: expect.stringMatching(/oaspeți/) });
    const blocked = fields.find((field) => field.name === 'blocked') as Field & { fields: Field[] };
    expect(blocked.fields.map((field) => [field.name, field.widget, (field as { type?: string }).type])).toEqual([
      ['checkIn', 'datetime', 'date'],
      ['checkOut', 'datetime', 'date'],
    ]);
    expect(fields.at(-1)).toMatchObject({ name: 'body', label: 'Descriere', widget: 'text' });
  });

  it('offers pets as an optional choice of three answers, each named in Romanian, right after the house rules', () => {
    const names = fields.map((field) => field.name);
    expect(names.indexOf('pets')).toBe(names.indexOf('houseRules') + 1);
    expect(fields.find((field) => field.name === 'pets')).toEqual({
      name: 'pets',
      label: 'Animale de companie',
      hint: expect.stringMatching(/^Același răspuns ca regula casei despre animale;.*„La cerere”/),
      required: false,
      widget: 'select',
      options: [
        { label: 'Permise', value: 'allowed' },
        { label: 'La cerere', value: 'on-request' },
        { label: 'Nu sunt permise', value: 'not-allowed' },
      ],
    });
    // A choice that is already the Romanian word keeps showing as written.
    expect(fields.find((field) => field.name === 'cancellationPolicy')).toMatchObject({
      widget: 'select',
      options: ['Flexibilă', 'Moderată', 'Strictă'],
    });
  });

  it('edits the prices as an optional group, its seasons a list of days written as text', () => {
    const prices = fields.find((field) => field.name === 'prices') as Field & Record<string, unknown>;
    expect(prices).toMatchObject({ widget: 'object', label: 'Prețuri', required: false });
    const group = prices['fields'] as (Field & Record<string, unknown>)[];
    expect(group.map((field) => [field.name, field.widget, field['value_type'], field['required']])).toEqual([
      ['nightly', 'number', 'int', undefined],
      ['weekend', 'number', 'int', false],
      ['minNights', 'number', 'int', false],
      ['guestsIncluded', 'number', 'int', false],
      ['extraGuest', 'number', 'int', false],
      ['cleaning', 'number', 'int', false],
      ['weeklyDiscount', 'number', 'int', false],
      ['seasons', 'list', undefined, false],
    ]);
    expect(group.find((field) => field.name === 'nightly')).toMatchObject({ min: 1, step: 1 });
    const seasons = group.find((field) => field.name === 'seasons') as Field & Record<string, unknown>;
    expect(seasons).toMatchObject({ label_singular: 'sezon', summary: expect.stringContaining('{{fields.from}} → ') });
    const [from, to] = seasons['fields'] as (Field & { pattern: [string, string] })[];
    // A datetime field cannot hold an every-year '07-01': the nights are text, checked by the schema's pattern.
    for (const day of [from!, to!]) {
      expect(day.widget).toBe('string');
      expect(day.pattern[1]).toMatch(/^Scrieți o zi care există: LL-ZZ/);
      const matches = (text: string) => new RegExp(day.pattern[0]).test(text);
      expect(['07-01', '12-31', '02-29', '2027-05-01'].filter(matches)).toHaveLength(4);
      expect(['7-1', '02-30', '04-31', '13-01', '2027-5-1', '07-01 ', 'iulie'].filter(matches)).toEqual([]);
    }
  });

  it('tells the editor in Romanian what every patterned field expects, rather than showing the pattern', () => {
    const patterned = (list: readonly Field[]): (Field & { pattern: [string, string] })[] =>
      list.flatMap((field) => {
        const record = field as Field & Record<string, unknown>;
        const inner = [
          ...((record['fields'] as Field[] | undefined) ?? []),
          ...(record['field'] ? [record['field'] as Field] : []),
        ];
        return [...(record['pattern'] ? [field as Field & { pattern: [string, string] }] : []), ...patterned(inner)];
      });
    const found = patterned(fields);
    expect(found.map((field) => field.name)).toEqual(
      expect.arrayContaining(['checkIn', 'checkOut', 'hostResponseRate', 'from', 'to']),
    );
    for (const field of found) expect(field.pattern[1], field.name).toMatch(/^Scrieți /);
  });

  it('writes the photos beside the property file, resized to 1,600 px before they are committed', () => {
    const { config } = editorSetup(
      {
        repository: 'owner/site',
        branch: 'main',
        siteUrl: 'https://example.org',
        deploysUrl: 'https://app.netlify.com',
      },
      NO_CATALOGUE,
    );
    const [collection] = config.collections as unknown as Record<string, unknown>[];
    expect(collection).toMatchObject({
      folder: 'src/content/properties',
      media_folder: '{{slug}}',
      public_folder: './{{slug}}',
    });
    expect(config.backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main' });
    expect(JSON.stringify(config.media_libraries)).toContain('"width":1600,"height":1600');
  });

  it('edits the properties’ English and Russian text beside them, a collection per language, from the translation schema', () => {
    const { config, translationLayout } = editorSetup(
      {
        deploysUrl: 'https://app.netlify.com',
        repository: 'owner/site',
        branch: 'main',
        siteUrl: 'https://example.org',
      },
      NO_CATALOGUE,
    );
    const collections = config.collections as unknown as (Record<string, unknown> & { fields: Field[] })[];
    expect(collections.map((collection) => [collection['name'], collection['folder'], collection['label']])).toEqual([
      ['properties', 'src/content/properties', 'Proprietăți'],
      ['properties-en', 'src/content/properties/en', 'Proprietăți în engleză'],
      ['properties-ru', 'src/content/properties/ru', 'Proprietăți în rusă'],
    ]);
    const translation = collections[1]!;
    expect(translation.fields.map((field) => [field.name, field.widget, field.label])).toEqual([
      ['title', 'string', 'Titlu'],
      ['photos', 'list', 'Fotografii'],
      ['houseRules', 'list', 'Reguli de cazare'],
      ['nearbyAttractions', 'list', 'În apropiere'],
      ['body', 'text', 'Descriere'],
    ]);
    expect(translation['format']).toBe('translation-file');
    expect(translationLayout.order).toEqual(['title', 'photos', 'houseRules', 'nearbyAttractions']);
    // The schema's own fields, so the form cannot drift from what the build reads.
    expect(translation.fields.slice(0, -1).map((field) => field.name)).toEqual(Object.keys(propertyTranslation.shape));
  });
});
