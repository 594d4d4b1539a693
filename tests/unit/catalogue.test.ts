// The shipped catalogue against the rules. Each file's own rules are the schema's (src/schemas/property.ts: its fields,
// the refinements over several of them, and its description's length), the same list the build and the content
// editor check, so they are run here as they are, never copied. What stays here is what no single file can say: the
// catalogue as a whole. The rules hold for any number of properties, never as counts or as the values today's files
// happen to hold, so a new property that keeps them passes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { CITIES, cityOf } from '../../src/lib/catalogue-rules';
import { readFrontMatter } from '../../src/lib/front-matter';
import { propertyDescription } from '../../src/schemas/description';
import { propertySchema } from '../../src/schemas/property';
import { CATALOGUE_FOLDER, readCatalogue } from '../support/catalogue';

const catalogue = readCatalogue();

/** The schema as the editor runs it, a photo being its path: whether the photo exists is the loader's to say. */
const schema = propertySchema({ image: (() => z.string()) as never });
const files = readdirSync(CATALOGUE_FOLDER).filter((name) => name.endsWith('.md'));

/** What the schema says of a file, as 'field: message' lines. */
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, prefix = '') =>
  result.error?.issues.map(
    (issue) => `${[prefix, ...issue.path.map(String)].filter(Boolean).join('.')}: ${issue.message}`,
  ) ?? [];

describe('each property file', () => {
  it.each(files)('%s keeps every rule of the schema, its description too', (name) => {
    const { front, body } = readFrontMatter(readFileSync(join(CATALOGUE_FOLDER, name), 'utf8'), name);
    expect([
      ...problems(schema.safeParse(front)),
      ...problems(propertyDescription.safeParse(body), 'description'),
    ]).toEqual([]);
  });
});

describe('the catalogue as a whole', () => {
  // A file's name is its page's address: two files naming one number (7.md and 07.md) would be one page.
  it('gives each property a number of its own and a title of its own', () => {
    expect(catalogue.length).toBeGreaterThan(0);
    expect(new Set(catalogue.map((p) => Number(p.id))).size).toBe(catalogue.length);
    const titles = catalogue.map((p) => p.title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it('offers a property in every town the search offers', () => {
    for (const city of CITIES)
      expect(
        catalogue.some((p) => cityOf(p.location) === city),
        city,
      ).toBe(true);
  });
});
