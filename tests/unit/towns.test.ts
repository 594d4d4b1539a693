// Every town the catalogue names has its file, named after it, with its page's words in every language and its centre:
// an editor who adds a property in a fourth town learns here which file to write. What a town's file must hold is the
// town schema's to say (src/schemas/town.ts: the introduction's length among it), which the build checks too; what
// stays here is what spans the files: each town's file is named after its town, and no file names a town the
// catalogue does not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityOf, townSlug } from '../../src/lib/catalogue-rules';
import { readFrontMatter } from '../../src/lib/front-matter';
import { townSchema, townTaxSchema } from '../../src/schemas/town';
import { readCatalogue } from '../support/catalogue';

const folder = resolve(import.meta.dirname, '..', '..', 'src', 'content', 'towns');
const towns = [...new Set(readCatalogue().map((property) => cityOf(property.location)))];

describe.each(towns)('%s', (town) => {
  const file = `${townSlug(town)}.md`;

  it('has its file, named after it, with every rule of the town schema kept', () => {
    expect(
      existsSync(join(folder, file)),
      `src/content/towns/${file} is missing: write the town's introduction there`,
    ).toBe(true);
    const parsed = townSchema.safeParse(readFrontMatter(readFileSync(join(folder, file), 'utf8'), file).front);
    expect(parsed.error?.issues.map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`) ?? []).toEqual([]);
    expect(parsed.data?.town, `${file}: town`).toBe(town);
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

describe('a town’s file', () => {
  const shipped = readFrontMatter(readFileSync(join(folder, 'constanta.md'), 'utf8'), 'constanta.md').front as Record<
    string,
    Record<string, unknown>
  >;
  const issues = (front: unknown) =>
    townSchema.safeParse(front).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  const sentence = 'Un oraș la mare, cu plaje largi și o faleză lungă.';

  it('refuses an introduction shorter than 45 words or longer than 90, counting them', () => {
    expect(issues({ ...shipped, en: { ...shipped['en'], intro: sentence } })).toEqual([
      'en.intro: write at least 45 words (now 11)',
    ]);
    expect(issues({ ...shipped, ro: { ...shipped['ro'], intro: Array(9).fill(sentence).join(' ') } })).toEqual([
      'ro.intro: write at most 90 words (now 99)',
    ]);
  });

  it('refuses a town without its centre, or with one off the coast', () => {
    const { centre: _centre, ...withoutCentre } = shipped;
    expect(issues(withoutCentre)).toEqual([expect.stringMatching(/^centre: /)]);
    expect(issues({ ...shipped, centre: { latitude: 44.43, longitude: 26.1 } })).toEqual([
      "centre.longitude: must lie on Romania's Black Sea coast, between 28.5 and 29.8",
    ]);
  });
});
