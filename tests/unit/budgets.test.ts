// Byte budgets of the built site (issue: "fast on slow phones"). Reads dist/, so it runs after the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityOf, townSlug } from '../../src/lib/catalogue-rules';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/lib/languages';
import { readCatalogue } from '../support/catalogue';
import { BUDGET, KB, weighPage, type PageWeight } from '../support/page-weight';

// dist/, or where ASTRO_OUT_DIR sends a build of another catalogue folder (astro.config.mjs reads the same variable).
const dist = resolve(import.meta.dirname, '..', '..', process.env['ASTRO_OUT_DIR'] ?? 'dist');
const built = existsSync(join(dist, 'index.html'));
// A town's page is the home page's list for one town: the same islands, fewer cards.
const townPages = [...new Set(readCatalogue().map((property) => townSlug(cityOf(property.location))))].map(
  (slug) => `${slug}.html`,
);
const propertyPages = built ? readdirSync(join(dist, 'apartment')).filter((name) => /^\d+\.html$/.test(name)) : [];
const describeBuilt = built ? describe : describe.skip;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const explain = (page: string, weight: PageWeight) =>
  `${page}: html ${kb(weight.html)}, css ${kb(weight.css)}, js ${kb(weight.js)} (${weight.scripts.join(', ')}), fonts ${kb(weight.fonts)}, images ${kb(weight.images)}, total ${kb(weight.total)}`;

it('runs against a build', () => {
  expect(built, 'dist/ is missing: run `npm run build` first (npm test builds before the unit tests)').toBe(true);
});

describeBuilt('byte budgets of the built pages', () => {
  // Every page in every language: an English or Russian page ships its own language's texts, within the same budgets.
  const pages: [page: string, kind: keyof typeof BUDGET.total][] = LANGUAGES.flatMap((language) => {
    const file = (path: string) => (language === DEFAULT_LANGUAGE ? path : `${language}/${path}`);
    const found = (path: string) => existsSync(join(dist, file(path)));
    return [
      [language === DEFAULT_LANGUAGE ? 'index.html' : `${language}.html`, 'home'],
      ...townPages.filter(found).map((page): [string, 'town'] => [file(page), 'town']),
      ...propertyPages
        .filter((page) => found(`apartment/${page}`))
        .map((page): [string, 'property'] => [file(`apartment/${page}`), 'property']),
      // The shortlist's page: every card of the language, hidden until the visitor's list shows some.
      [file('favorite.html'), 'home'],
      // The comparison: every property's facts in its data, the table drawn by a small script without React.
      [file('comparare.html'), 'compare'],
      // The terms and the privacy notice: text, and the header's and dialogs' scripts.
      [file('termeni.html'), 'legal'],
      [file('confidentialitate.html'), 'legal'],
      [file('404.html'), 'notFound'],
      [file('apartment/not-found.html'), 'notFound'],
    ];
  });
  it.each(pages)('%s stays within its budgets', async (page, kind) => {
    const weight = await weighPage(dist, page);
    const why = explain(page, weight);
    expect(weight.js, why).toBeLessThanOrEqual(BUDGET.js);
    expect(weight.html + weight.css, why).toBeLessThanOrEqual(BUDGET.htmlAndCss);
    expect(weight.total, why).toBeLessThanOrEqual(BUDGET.total[kind]);
    // The count is not vacuous: every page runs a script, the pages with islands count React itself (the favourites
    // of a catalogue larger than the home page lists whole carry no card, and so no island).
    expect(weight.js, why).toBeGreaterThan(0);
    if (readFileSync(join(dist, page), 'utf8').includes('<astro-island'))
      expect(
        weight.scripts.some((script) => /\/react\.[\w-]+\.js$/.test(script)),
        why,
      ).toBe(true);
    expect(weight.fonts, why).toBeGreaterThan(0);
  });

  it('covers every property page of the catalogue', () => {
    const expected = readCatalogue().map((property) => `${property.id}.html`);
    expect([...propertyPages].sort()).toEqual(expected.sort());
  });
});
