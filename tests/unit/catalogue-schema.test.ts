// A broken property file, or a broken town file, must stop the build with a message naming the file and the field.
// Each case syncs a throwaway Astro project holding the real content config and one fixture file.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '..', '..');
const fixtures = join(repo, 'tests', 'fixtures', 'catalogue');
// Inside the repo so the throwaway project resolves astro from the repo's node_modules.
const workDir = join(repo, 'node_modules', '.cache', 'catalogue-schema-test');

function withoutColours(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is exactly what a colour code starts with
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}

/**
 * Runs `astro sync` on a project whose only property, 7.md, is the named fixture (valid.md when the fixture is a town's),
 * and whose only town, when `town` is named, is that fixture as eforie-sud.md.
 */
async function syncWithFixture(fixture: string, town?: string): Promise<{ ok: boolean; output: string }> {
  const root = join(workDir, fixture.replace(/\.md$/, ''));
  rmSync(root, { recursive: true, force: true });
  const properties = join(root, 'src', 'content', 'properties');
  mkdirSync(join(root, 'src'), { recursive: true });
  cpSync(join(repo, 'src', 'content.config.ts'), join(root, 'src', 'content.config.ts'));
  // The config's own imports: the schema, the loader and the rules they read.
  for (const folder of ['schemas', 'loaders', 'lib', 'features', 'browser', 'dialogs', 'i18n', 'server'])
    cpSync(join(repo, 'src', folder), join(root, 'src', folder), { recursive: true });
  cpSync(join(fixtures, '1'), join(properties, '1'), { recursive: true });
  cpSync(join(fixtures, fixture), join(properties, '7.md'));
  if (town) {
    mkdirSync(join(root, 'src', 'content', 'towns'), { recursive: true });
    cpSync(join(fixtures, town), join(root, 'src', 'content', 'towns', 'eforie-sud.md'));
  }
  writeFileSync(join(root, 'astro.config.mjs'), 'export default {};\n');
  const astro = join(repo, 'node_modules', 'astro', 'bin', 'astro.mjs');
  try {
    const { stdout, stderr } = await run(process.execPath, [astro, 'sync', '--root', root], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { ok: true, output: withoutColours(stdout + stderr) };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: withoutColours(stdout + stderr) };
  }
}

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('property schema', { timeout: 60_000 }, () => {
  it('accepts a complete property file', async () => {
    const result = await syncWithFixture('valid.md');
    expect(result.output).not.toMatch(/error/i);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['missing-guests.md', /guests/, 'a missing required field'],
    ['wrong-type-rating.md', /rating/, 'a field of the wrong type'],
    [
      'unknown-city.md',
      /location: write 'City, România' with City one of: Constanța, Eforie Sud, Mamaia-Sat \(a new town needs its file in src\/content\/towns first\)/,
      'an unknown city, which has no town file',
    ],
    [
      'outside-coast.md',
      /longitude: must lie on Romania's Black Sea coast, between 28\.5 and 29\.8/,
      'a point off the coast (Bucharest)',
    ],
    [
      'inverted-blocked.md',
      /blocked\.1\.checkOut: checkOut is the morning of departure: it must come after checkIn/,
      'a direct booking that ends before it starts',
    ],
    [
      'missing-image.md',
      /images\[1\]\.src: the image \.\/1\/lipsa\.jpg does not exist/,
      'an image that does not exist',
    ],
  ])('rejects %s (%s) naming the file and the field', async (fixture, field) => {
    const result = await syncWithFixture(fixture);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/properties[/\\]7\.md/);
    expect(result.output).toMatch(field);
  });

  // Each mistake of a fixture is named by its field's path, with words an editor can act on.
  it.each([
    [
      'prices-seasons.md',
      'seasons whose nights are wrong',
      [
        /prices\.seasons\.0\.to: the last night of a one-year season cannot come before its first night \(from\)/,
        /prices\.seasons\.1\.from: "02-30" is not a real day: write MM-DD for every year \(e\.g\. 07-01\) or yyyy-MM-dd for one year only/,
        // Unquoted, YAML would read it as a date and roll it over into 1 March: the build reads the day as written.
        /prices\.seasons\.2\.to: "2027-02-29" is not a real day/,
        /prices\.seasons\.3\.to: write both nights of a season in one form: MM-DD for every year .* not one of each/,
      ],
    ],
    [
      'prices-amounts.md',
      'prices of nothing or less, a discount over 90 %, an extra guest’s price without the guests included',
      [
        /prices\.nightly: a price must be more than 0 lei/,
        /prices\.weekend: a price must be more than 0 lei/,
        /prices\.weeklyDiscount: a discount is at most 90 %/,
        /prices\.extraGuest: give guestsIncluded and extraGuest together/,
      ],
    ],
    [
      'prices-guests-included.md',
      'a price for more guests than the property takes',
      [/prices\.guestsIncluded: the price cannot be for more guests than the property takes \(guests: 2\)/],
    ],
    [
      'one-file-rules.md',
      'the rules over one file the catalogue test held alone before',
      [
        /checkOut: check-out \(16:00\) must be no later than check-in \(15:00\)/,
        /latitude: the point is 17\.6 km from the centre of Eforie Sud: a property lies within 4 km/,
        /houseRules: state the quiet hours as a rule of its own/,
        /houseRules\.1: the house rule 'Maximum 5 oaspeți' says another capacity than guests \(2\)/,
        /pets: the house rule 'Animalele de companie nu sunt permise' says pets are not-allowed/,
        /hostLanguages\.1: name the language in Romanian, one of: Română, Engleză/,
        /nearbyAttractions\.0: write 'name - distance' in m or km/,
      ],
    ],
    [
      'short-description.md',
      'a description of a sentence',
      [/the description \(the body below the front matter\): write at least 80 words \(now 8\)/],
    ],
  ])('rejects %s (%s), naming each field', async (fixture, _mistakes, fields) => {
    const result = await syncWithFixture(fixture);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/properties[/\\]7\.md/);
    for (const field of fields) expect(result.output).toMatch(field);
  });

  it('rejects a town whose tax is malformed, naming the town’s file and the field', async () => {
    const result = await syncWithFixture('valid.md', 'town-malformed-tax.md');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/towns[/\\]eforie-sud\.md/);
    expect(result.output).toMatch(/tax: write the tax as `\{ percent: 1 \}` .* or `\{ perGuestNight: 2 \}`/);
  });
});
