// Every town the catalogue names has its page's words in every language, in one file: an editor who adds a property in
// a fourth town learns here which file to write.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityOf, townSlug } from '../../src/lib/catalogue-rules';
import { readFrontMatter } from '../../src/lib/front-matter';
import { LANGUAGES } from '../../src/lib/languages';
import { townSchema, townTaxSchema } from '../../src/schemas/town';
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

describe('a town’s tax', () => {
  /** What the schema says of `tax`, as 'field: message' lines. */
  const problems = (tax: unknown) =>
    townTaxSchema
      .safeParse(tax)
      .error?.issues.map((issue) => `tax${issue.path.map((key) => `.${String(key)}`).join('')}: ${issue.message}`) ??
    [];

  it('is a percentage of the price or an amount per guest and night', () => {
    for (const tax of [{ percent: 1 }, { percent: 0.5 }, { perGuestNight: 2 }, { perGuestNight: 1.25 }])
      expect(problems(tax), JSON.stringify(tax)).toEqual([]);
  });

  it.each([
    [1, /^tax: write the tax as `\{ percent: 1 \}` .* or `\{ perGuestNight: 2 \}`/],
    [{ percent: 1, perGuestNight: 2 }, /^tax: write the tax as .*one of the two/],
    [{ percent: '1%' }, /^tax: write the tax as .*its value a number/],
    [{ perNight: 2 }, /^tax: write the tax as/],
    [{ percent: 0 }, /^tax\.percent: the percentage must be more than 0$/],
    [{ percent: 25 }, /^tax\.percent: a resort tax is at most 20 %$/],
    [{ perGuestNight: -2 }, /^tax\.perGuestNight: the amount per guest and night must be more than 0$/],
    [{ perGuestNight: 1.255 }, /^tax\.perGuestNight: write the amount per guest and night with at most 2 decimals$/],
  ])('refuses %j, saying what is wrong in words an editor can act on', (tax, message) => {
    expect(problems(tax)).toEqual([expect.stringMatching(message)]);
  });
});
