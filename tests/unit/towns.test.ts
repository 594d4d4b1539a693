// Every town the catalogue names has its page's words in every language, in one file: an editor who adds a property in
// a fourth town learns here which file to write.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityOf, townSlug } from '../../src/lib/catalogue-rules';
import { readFrontMatter } from '../../src/lib/front-matter';
import { LANGUAGES } from '../../src/lib/languages';
import { townSchema } from '../../src/schemas/town';
import { readCatalogue } from '../support/catalogue';

const folder = resolve(import.meta.dirname, '..', '..', 'src', 'content', 'towns');
const towns = [...new Set(readCatalogue().map((property) => cityOf(property.location)))];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(towns)('%s', (town) => {
  const file = `${townSlug(town)}.md`;

  it('has its page’s title and introduction in every language', () => {
    expect(
      existsSync(join(folder, file)),
      `src/content/towns/${file} is missing: write the town's introduction there`,
    ).toBe(true);
    const parsed = townSchema.safeParse(readFrontMatter(readFileSync(join(folder, file), 'utf8'), file).front);
    expect(parsed.error?.issues.map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`) ?? []).toEqual([]);
    expect(parsed.data?.town, `${file}: town`).toBe(town);
    for (const language of LANGUAGES) {
      const intro = parsed.data?.[language].intro ?? '';
      expect(words(intro), `${file}: ${language}.intro, in words`).toBeGreaterThanOrEqual(45);
      expect(words(intro), `${file}: ${language}.intro, in words`).toBeLessThanOrEqual(90);
    }
  });
});

it('introduces no town the catalogue does not name', () => {
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.md')) : [];
  expect(files.sort()).toEqual(towns.map((town) => `${townSlug(town)}.md`).sort());
});
