// Every property is translated into every language the site serves besides Romanian: a file per property and language
// in the catalogue's folder (en/7.md beside 7.md), which spans the catalogue, and each file complete by the rule the
// build and the editor go by (src/lib/translation.ts): its photos' alt texts for exactly the Romanian file's photos, as
// many house rules and places nearby as the Romanian file (the one about pets giving the same answer), a description
// of 80 to 200 words. A missing file or field is named here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '../../src/lib/front-matter';
import { LANGUAGES } from '../../src/lib/languages';
import { photoName, problemText, readTranslation } from '../../src/lib/translation';
import { CATALOGUE_FOLDER, readCatalogue } from '../support/catalogue';

const cases = LANGUAGES.filter((language) => language !== 'ro').flatMap((language) =>
  readCatalogue().map((property) => [`${language}/${property.id}.md`, language, property] as const),
);

describe.each(cases)('%s', (file, language, property) => {
  const path = join(CATALOGUE_FOLDER, file);

  it('exists', () => {
    expect(existsSync(path), `${file} is missing beside the catalogue (src/content/properties/${file})`).toBe(true);
  });

  // The rule the build goes by (src/lib/translation.ts), the one the editor checks too: an incomplete translation
  // leaves the property without a page in that language, so the test names what is missing before that happens.
  it("is complete: its fields, an alt text for exactly the Romanian file's photos, as many house rules and places nearby, the same answer about pets, a description of 80 to 200 words", () => {
    const read = readTranslation(
      property,
      property.images.map((image) => photoName(image.src)),
      readFrontMatter(readFileSync(path, 'utf8'), file),
      language,
    );
    expect((read.problems ?? []).map((problem) => `${file}: ${problemText(problem)}`)).toEqual([]);
  });
});
