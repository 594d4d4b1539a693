// An agency's catalogue: 300 synthetic properties in 40 towns (tools/synthetic-catalogue.ts), a few large towns and many
// small ones, built (scale-build.ts) with the same code as the site's 22, photos through the Netlify Image CDN as
// the scale benchmark builds them. Each town's list is cut into pages a crawler follows by links alone, and the pages
// whose size follows a town's or a property's stay within the budgets the 22-property site keeps.
// The home page carries the catalogue's first page and the favourites none: their searches and lists fetch the
// cards they show, each cut alone from the built lists (card/7.html), from the search index (search-index.json). The
// comparison carries no property either: it fetches the facts of those it compares, each alone (card/7.json).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityOf, townSlug } from '../../src/lib/catalogue-rules';
import { readSearchEntries } from '../../src/features/catalogue-search/entries';
import { readFrontMatter } from '../../src/lib/front-matter';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/lib/languages';
import { listPagePath, PAGE_SIZE, pageCount } from '../../src/lib/paging';
import { readDist, type Dist } from '../../tools/lib/dist';
import { elements, type HtmlElement } from '../../tools/lib/html';
import type { CompareData, ComparedProperty } from '../../src/features/compare/data';
import { brokenLinks, fileFor } from '../../tools/lib/links';
import { BUDGET, weighPage } from '../support/page-weight';
import type { CatalogueCopy } from './catalogue-copy';
import { buildScaleSite, SCALE_PROPERTIES, SCALE_TOWNS } from './scale-build';

const PROPERTIES = SCALE_PROPERTIES;
const TOWNS = SCALE_TOWNS;
const SITE = 'https://cazare-litoral.netlify.app';

let site: Awaited<ReturnType<typeof buildScaleSite>>;
let copy: CatalogueCopy;
let dist: Dist;

beforeAll(async () => {
  const started = performance.now();
  site = await buildScaleSite();
  copy = site.copy;
  console.log(
    `${PROPERTIES} properties in ${TOWNS} towns built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  dist = readDist(copy.folders.dist);
  // A limit that only stops a hung build: 300 properties' pages in three languages take a few minutes on a small machine.
}, 15 * 60_000);

// The build stays, stamped, for the browser journey over it (tests/e2e/scale.spec.ts).
afterAll(() => site?.keep());

const prefix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);
/** The built file of a site path ('/ru/constanta/2' → 'ru/constanta/2.html'), or null. */
const fileOf = (path: string) => fileFor(path, dist.files);
const elementsOf = (file: string): HtmlElement[] => [...elements(dist.pages.get(file) ?? '')];

/** Each town's properties that have a page in `language`, by the town's address. */
function townsIn(language: Language): Map<string, string[]> {
  const towns = new Map<string, string[]>();
  const folder = copy.folders.catalogue;
  for (const name of readdirSync(folder).filter((file) => /^\d+\.md$/.test(file))) {
    const id = name.replace('.md', '');
    if (!fileOf(`${prefix(language)}/apartment/${id}`)) continue;
    // Read as written: this process's schema knows the shipped catalogue's towns, not the synthetic ones.
    const { location } = readFrontMatter(readFileSync(join(folder, name), 'utf8'), name).front;
    const slug = townSlug(cityOf(String(location)));
    towns.set(slug, [...(towns.get(slug) ?? []), id]);
  }
  return towns;
}

/** The pages of a town's list reached from its first page by following its pager's links alone, and their cards. */
function crawlTown(first: string): { pages: Set<string>; properties: Set<string> } {
  const pages = new Set<string>();
  const properties = new Set<string>();
  const queue = [first];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    pages.add(path);
    const file = fileOf(path);
    expect(file, `${path} is linked from its town's pager but not built`).not.toBeNull();
    const page = elementsOf(file!);
    const pager = page.findIndex((element) => element.name === 'nav' && element.attributes['aria-label']);
    for (const element of page) {
      const href = element.name === 'a' ? element.attributes['href'] : undefined;
      if (!href) continue;
      const card = /^(?:\/(?:en|ru))?\/apartment\/(\d+)$/.exec(href);
      if (card) properties.add(card[1]!);
    }
    if (pager >= 0)
      for (const element of page.slice(pager)) {
        if (element.name === 'a' && element.attributes['href']?.startsWith(first))
          queue.push(element.attributes['href']);
        if (element.name === 'footer') break;
      }
  }
  return { pages, properties };
}

describe(`a catalogue of ${PROPERTIES} properties in ${TOWNS} towns`, () => {
  it('gives every town its pages of at most one page of cards, in every language, and no page more', () => {
    let paged = 0;
    for (const language of LANGUAGES) {
      const towns = townsIn(language);
      expect(towns.size, `towns with a page in ${language}`).toBe(TOWNS);
      for (const [slug, ids] of towns) {
        const base = `${prefix(language)}/${slug}`;
        const pages = pageCount(ids.length);
        if (pages > 1) paged += 1;
        for (let page = 1; page <= pages; page++) {
          const file = fileOf(listPagePath(base, page));
          expect(file, `${listPagePath(base, page)}`).not.toBeNull();
          const cards = elementsOf(file!).filter((element) => element.attributes['data-property-id'] !== undefined);
          expect(cards.length, `${file}'s cards`).toBe(Math.min(PAGE_SIZE, ids.length - (page - 1) * PAGE_SIZE));
        }
        expect(fileOf(listPagePath(base, pages + 1)), `${base} has ${pages} pages`).toBeNull();
      }
    }
    // The catalogue's large towns take several pages: the pages are tried, not only the single ones.
    expect(paged).toBeGreaterThan(LANGUAGES.length);
  });

  it('leads from each town’s first page, by its links alone, to every page of its list and every property in it', () => {
    for (const language of LANGUAGES)
      for (const [slug, ids] of townsIn(language)) {
        const first = `${prefix(language)}/${slug}`;
        const { pages, properties } = crawlTown(first);
        expect(pages.size, `${first}'s pages`).toBe(pageCount(ids.length));
        expect([...properties].sort(), `${first}'s cards`).toEqual([...ids].sort());
      }
  });

  it('makes each page of a list canonical to itself, titled apart, and names every one in the sitemap', () => {
    const sitemap = readFileSync(join(copy.folders.dist, 'sitemap-0.xml'), 'utf8');
    for (const language of LANGUAGES)
      for (const [slug, ids] of townsIn(language)) {
        const titles = new Set<string>();
        for (let page = 1; page <= pageCount(ids.length); page++) {
          const path = listPagePath(`${prefix(language)}/${slug}`, page);
          const html = dist.pages.get(fileOf(path)!)!;
          const canonical = elementsOf(fileOf(path)!).find(
            (element) => element.name === 'link' && element.attributes['rel'] === 'canonical',
          );
          expect(canonical?.attributes['href'], `${path}'s canonical`).toBe(`${SITE}${path}`);
          titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
          expect(sitemap, `the sitemap names ${path}`).toContain(`<loc>${SITE}${path}</loc>`);
        }
        expect(titles.size, `${slug}'s pages' titles in ${language}`).toBe(pageCount(ids.length));
      }
  });

  it('names the largest towns in the home page’s row and folds the others; the search lists all of them A to Z', () => {
    const home = elementsOf('index.html');
    const folded = home.findIndex((element) => element.name === 'details');
    const choices = home.flatMap((element, index) =>
      element.name === 'button' && element.attributes['data-city-choice'] !== undefined
        ? [{ town: element.attributes['data-city-choice'], folded: index > folded }]
        : [],
    );
    expect(folded).toBeGreaterThan(0);
    // 'Toate locațiile' and eight towns at once, the other 32 behind 'Celelalte 32 de orașe'.
    expect(choices.filter((choice) => !choice.folded)).toHaveLength(1 + 8);
    expect(choices.filter((choice) => choice.folded)).toHaveLength(TOWNS - 8);
    expect(dist.pages.get('index.html')).toContain(`Celelalte ${TOWNS - 8} de orașe`);
    const select = home.findIndex((element) => element.name === 'select' && element.attributes['id'] === 'search-city');
    const options = home
      .slice(select + 1, select + 2 + TOWNS)
      .filter((element) => element.name === 'option' && element.attributes['value'])
      .map((element) => element.attributes['value']!);
    expect(options).toHaveLength(TOWNS);
    expect(options).toEqual([...options].sort(new Intl.Collator('ro').compare));
  });

  it('carries the first page of cards on the home page, and every property’s card alone in each language, for the search that fetches it', () => {
    const index = readSearchEntries(JSON.parse(readFileSync(join(copy.folders.dist, 'search-index.json'), 'utf8')));
    const ids = index.map(({ id }) => id);
    expect(ids.length).toBe(PROPERTIES);
    for (const language of LANGUAGES) {
      const home = dist.pages.get(language === DEFAULT_LANGUAGE ? 'index.html' : `${language}.html`) ?? '';
      const listed = [...home.matchAll(/<li data-property-id="(\d+)"/g)].map((match) => match[1]);
      expect(listed, language).toEqual(ids.slice(0, PAGE_SIZE));
      const prefix = language === DEFAULT_LANGUAGE ? '' : `${language}/`;
      const missing = ids.filter((id) => {
        const card = `${prefix}card/${id}.html`;
        return (
          !dist.files.has(card) ||
          !readFileSync(join(copy.folders.dist, card), 'utf8').startsWith(`<li data-property-id="${id}"`)
        );
      });
      expect(missing, language).toEqual([]);
    }
  });

  it('gives every property’s facts alone in each language its page is in, for a comparison that fetches them', () => {
    for (const language of LANGUAGES) {
      const folder = language === DEFAULT_LANGUAGE ? 'card' : `${language}/card`;
      const ids = [...townsIn(language).values()].flat();
      expect(ids.length, language).toBe(PROPERTIES);
      const wrong = ids.filter((id) => {
        const file = `${folder}/${id}.json`;
        if (!dist.files.has(file)) return true;
        const facts = JSON.parse(readFileSync(join(copy.folders.dist, file), 'utf8')) as ComparedProperty;
        return facts.id !== id || facts.href !== `${prefix(language)}/apartment/${id}` || !facts.facts.town;
      });
      expect(wrong, language).toEqual([]);
    }
  });

  it('keeps the comparison page of every language within the budgets, carrying no property’s facts', async () => {
    for (const language of LANGUAGES) {
      const page = language === DEFAULT_LANGUAGE ? 'comparare.html' : `${language}/comparare.html`;
      const weight = await weighPage(copy.folders.dist, page, { images: false });
      const figures = `${page}: html+css ${weight.html + weight.css} B, js ${weight.js} B`;
      expect(weight.html + weight.css, figures).toBeLessThanOrEqual(BUDGET.htmlAndCss);
      expect(weight.js, figures).toBeLessThanOrEqual(BUDGET.js);
      // Bounded at any size: the page's data holds its texts and where the facts are, and no property. Every property's
      // facts (the sample's 22 weigh 4.9 KB of the Russian page) would outgrow the budget before 2,000.
      const html = dist.pages.get(page) ?? '';
      const data = JSON.parse(
        /<script type="application\/json" data-compare-data>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
      ) as CompareData;
      expect(data.texts?.facts?.town, figures).toBeTruthy();
      expect(data.properties, figures).toBeUndefined();
      expect(data.factsFolder, figures).toBe(`${prefix(language)}/card/`);
      expect(html.match(/\/apartment\/\d+"/g) ?? [], figures).toEqual([]);
    }
  });

  it('gives the dialogs a small file per property and the shortest stays in one, never the whole catalogue', () => {
    // What a page fetches for its dialogs is the data of the properties it shows or opens: no file holds them all.
    expect(dist.files.has('dialog-properties.json')).toBe(false);
    for (const language of LANGUAGES) {
      const folder = `${language === DEFAULT_LANGUAGE ? '' : `${language}/`}dialog-properties`;
      const files = [...dist.files].filter((file) => file.startsWith(`${folder}/`) && /\/\d+\.json$/.test(file));
      expect(files.length, language).toBeGreaterThan(PROPERTIES / 2);
      for (const file of files) {
        const text = readFileSync(join(copy.folders.dist, file), 'utf8');
        expect(text.length, file).toBeLessThanOrEqual(2 * 1024);
        expect(JSON.parse(text).id, file).toBe(file.replace(/^.*\/(\d+)\.json$/, '$1'));
      }
    }
    // The shortest stays follow the rules of the 22 properties the synthetic ones copy, town by town: a few kilobytes.
    const stays = readFileSync(join(copy.folders.dist, 'dialog-properties/minimum-stays.json'), 'utf8');
    expect(Object.keys(JSON.parse(stays).towns)).toHaveLength(TOWNS);
    expect(stays.length).toBeLessThanOrEqual(40 * 1024);
  });

  it('keeps every link of every page leading somewhere', () => {
    // The photos' addresses are the Image CDN's, which Netlify answers: no file in the build.
    const broken = brokenLinks({ pages: dist.pages, files: dist.files, origin: SITE }).filter(
      ({ url }) => !new URL(url, SITE).pathname.startsWith('/.netlify/images'),
    );
    expect(broken.slice(0, 10)).toEqual([]);
  });

  it('keeps the home page, the favourites, every town page and every property page, in every language, within the HTML, CSS and JavaScript budgets', async () => {
    const pages = [...dist.pages.keys()].filter((file) => {
      const path = file.replace(/\.html$/, '').replace(/^(en|ru)\//, '');
      return (
        /^apartment\/\d+$/.test(path) ||
        ['index', 'en', 'ru', 'favorite'].includes(path) ||
        (/^[a-z0-9-]+(\/\d+)?$/.test(path) &&
          !path.startsWith('card/') &&
          !['404', 'comparare', 'admin'].includes(path))
      );
    });
    expect(pages.length).toBeGreaterThan(LANGUAGES.length * (PROPERTIES + TOWNS + 2) - 1);
    const over: string[] = [];
    for (const page of pages) {
      const weight = await weighPage(copy.folders.dist, page, { images: false });
      if (weight.js > BUDGET.js || weight.html + weight.css > BUDGET.htmlAndCss)
        over.push(`${page}: html+css ${weight.html + weight.css} B, js ${weight.js} B`);
    }
    expect(over).toEqual([]);
  });
});
