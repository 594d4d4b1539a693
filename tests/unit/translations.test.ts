// Every property is translated into every language the site serves besides Romanian, field for field: a file per
// property and language in the catalogue's folder (en/7.md beside 7.md), its photos' alt texts for exactly the Romanian file's photos, as many house rules and places
// nearby as the Romanian file (the one about pets giving the same answer), a description of 80 to 200 words. A missing
// file or field is named here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '../../src/lib/front-matter';
import { LANGUAGES } from '../../src/lib/languages';
import { isPetRule, petsInRule } from '../../src/lib/pets';
import { photoName, readTranslation } from '../../src/lib/translation';
import { CATALOGUE_FOLDER, readCatalogue } from '../support/catalogue';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const cases = LANGUAGES.filter((language) => language !== 'ro').flatMap((language) =>
  readCatalogue().map((property) => [`${language}/${property.id}.md`, language, property] as const),
);

describe.each(cases)('%s', (file, language, property) => {
  const path = join(CATALOGUE_FOLDER, file);

  it('exists', () => {
    expect(existsSync(path), `${file} is missing beside the catalogue (src/content/properties/${file})`).toBe(true);
  });

  // The rule the build goes by (src/lib/translation.ts): an incomplete translation leaves the property without a page
  // in that language, so the test names what is missing before that happens.
  it("is complete: its fields, an alt text for exactly the Romanian file's photos, as many house rules and places nearby", () => {
    const read = readTranslation(
      property,
      property.images.map((image) => photoName(image.src)),
      readFrontMatter(readFileSync(path, 'utf8'), file),
    );
    expect((read.problems ?? []).map((problem) => `${file}: ${problem}`)).toEqual([]);
  });

  it('says of pets, in the house rule where the Romanian file speaks of them, what the Romanian rule says', () => {
    const { front } = readFrontMatter(readFileSync(path, 'utf8'), file);
    const rules = Array.isArray(front['houseRules']) ? front['houseRules'].map(String) : [];
    property.houseRules.forEach((rule, index) => {
      if (!isPetRule(rule)) return;
      const translated = rules[index] ?? '';
      expect(petsInRule(translated, language), `${file}: houseRules ${index + 1}, '${translated}'`).toBe(
        petsInRule(rule),
      );
    });
  });

  it('describes the property in 80 to 200 words', () => {
    const { body } = readFrontMatter(readFileSync(path, 'utf8'), file);
    expect(words(body), `${file}: the description (the body)`).toBeGreaterThanOrEqual(80);
    expect(words(body), `${file}: the description (the body)`).toBeLessThanOrEqual(200);
  });
});
