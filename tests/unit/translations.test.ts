// Every property is translated into every language the site serves besides Romanian, field for field: a file per
// property and language in the catalogue's folder (en/7.md beside 7.md), its photos' alt texts for exactly the Romanian file's photos, as many house rules and places
// nearby as the Romanian file, a description of 80 to 200 words. A missing file or field is named here.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '../../src/lib/front-matter';
import { LANGUAGES } from '../../src/lib/languages';
import { propertyTranslation } from '../../src/schemas/property-translation';
import { CATALOGUE_FOLDER, readCatalogue } from '../support/catalogue';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const cases = LANGUAGES.filter((language) => language !== 'ro').flatMap((language) =>
  readCatalogue().map((property) => [`${language}/${property.id}.md`, language, property] as const),
);

describe.each(cases)('%s', (file, _language, property) => {
  const path = join(CATALOGUE_FOLDER, file);

  it('exists, and its fields are those of a translation', () => {
    expect(existsSync(path), `${file} is missing beside the catalogue (src/content/properties/${file})`).toBe(true);
    const { front } = readFrontMatter(readFileSync(path, 'utf8'), file);
    const parsed = propertyTranslation.safeParse(front);
    expect(parsed.error?.issues.map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`) ?? []).toEqual([]);
  });

  it("gives an alt text to exactly the Romanian file's photos, and as many house rules and places nearby", () => {
    const translation = propertyTranslation.parse(readFrontMatter(readFileSync(path, 'utf8'), file).front);
    expect(Object.keys(translation.photos).sort(), `${file}: photos`).toEqual(
      property.images.map((image) => basename(image.src)).sort(),
    );
    expect(translation.houseRules, `${file}: houseRules`).toHaveLength(property.houseRules.length);
    expect(translation.nearbyAttractions, `${file}: nearbyAttractions`).toHaveLength(property.nearbyAttractions.length);
  });

  it('describes the property in 80 to 200 words', () => {
    const { body } = readFrontMatter(readFileSync(path, 'utf8'), file);
    expect(words(body), `${file}: the description (the body)`).toBeGreaterThanOrEqual(80);
    expect(words(body), `${file}: the description (the body)`).toBeLessThanOrEqual(200);
  });
});
