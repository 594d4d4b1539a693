// The language versions of the built pages, as search engines read them from dist/: every public page says its
// language in <html lang> and og:locale, names its own absolute address as canonical URL, and lists under
// <link rel="alternate" hreflang> every language it is published in (itself included, the Romanian page also as
// x-default), each leading to a page of dist/ that lists back exactly the same set; the sitemap lists every public
// page once, with those same alternates, and no error page or the editor, which are noindex and name no canonical
// URL or alternates. A search engine ignores alternates that are not reciprocal, and one that sees a page in one
// language announced as another's shows visitors the wrong one; a property whose translation is unfinished has no
// page in that language, so the sets are read from the files the build wrote, not from the list of languages.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import astroConfig from '../../astro.config.mjs';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, type Language, splitLanguage } from '../../src/lib/languages';
import { isErrorPage, isOwnerPage, isPersonalPage, pageAddress } from '../../src/lib/page-address';
import { readDist } from '../../tools/lib/dist';
import { decodeEntities, elements } from '../../tools/lib/html';

// dist/, or where ASTRO_OUT_DIR sends a build of another catalogue folder (astro.config.mjs reads the same variable).
const dist = resolve(import.meta.dirname, '..', '..', process.env['ASTRO_OUT_DIR'] ?? 'dist');
const built = existsSync(join(dist, 'index.html'));
const describeBuilt = built ? describe : describe.skip;
/** SITE_URL as the build saw it: every canonical and alternate URL is on this origin. */
const site = new URL(astroConfig.site!).origin;
const X_DEFAULT = 'x-default';

interface Alternate {
  hreflang: string;
  href: string;
}

/** What a page's head tells search engines about its language and address. */
interface PageHead {
  file: string;
  address: string;
  /** The language its address says: '/en/apartment/7' is English. */
  language: Language;
  /** Error pages, the comparison and the editor: noindex, not in the sitemap, no canonical URL or alternates. */
  unlisted: boolean;
  lang: string | undefined;
  canonicals: string[];
  alternates: Alternate[];
  robots: string[];
  ogLocales: string[];
  ogLocaleAlternates: string[];
}

interface SitemapEntry {
  sitemap: string;
  loc: string;
  alternates: Alternate[];
}

/** An error page answers for addresses not its own, in any language ('/404', '/en/404'); the editor is not public; a
 *  visitor's own list ('/favorite', '/en/comparare') is theirs alone. */
function isUnlisted(address: string): boolean {
  return (
    isOwnerPage(address) || isErrorPage(address) || isErrorPage(splitLanguage(address).path) || isPersonalPage(address)
  );
}

function readHead(file: string, html: string): PageHead {
  const end = html.search(/<\/head\s*>/i);
  const head: PageHead = {
    file,
    address: pageAddress(file),
    language: splitLanguage(pageAddress(file)).language,
    unlisted: isUnlisted(pageAddress(file)),
    lang: undefined,
    canonicals: [],
    alternates: [],
    robots: [],
    ogLocales: [],
    ogLocaleAlternates: [],
  };
  for (const { name, attributes } of elements(end === -1 ? html : html.slice(0, end))) {
    if (name === 'html') head.lang = attributes['lang'];
    if (name === 'link') {
      const rels = (attributes['rel'] ?? '').toLowerCase().split(/\s+/);
      if (rels.includes('canonical')) head.canonicals.push(attributes['href'] ?? '');
      if (rels.includes('alternate') && attributes['hreflang'] !== undefined)
        head.alternates.push({ hreflang: attributes['hreflang'], href: attributes['href'] ?? '' });
    }
    if (name === 'meta') {
      const key = attributes['property'] ?? attributes['name'];
      const content = attributes['content'] ?? '';
      if (key === 'robots') head.robots.push(content);
      if (key === 'og:locale') head.ogLocales.push(content);
      if (key === 'og:locale:alternate') head.ogLocaleAlternates.push(content);
    }
  }
  return head;
}

/** Every `<url>` of a sitemap file: its loc and its `<xhtml:link rel="alternate" hreflang>` links. */
function readSitemap(sitemap: string, xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    sitemap,
    loc: decodeEntities(/<loc>\s*([^<]*?)\s*<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: [...elements(body)]
      .filter(({ name, attributes }) => name === 'xhtml:link' && attributes['rel'] === 'alternate')
      .map(({ attributes }) => ({ hreflang: attributes['hreflang'] ?? '', href: attributes['href'] ?? '' })),
  }));
}

/** The absolute URL of an address of the site. */
const urlOf = (address: string) => new URL(address, site).href;

/** The address an absolute URL of the site leads to, or why it leads to no page address. */
function addressOf(href: string): { address: string } | { wrong: string } {
  if (!/^https?:\/\//.test(href)) return { wrong: `'${href}' is not an absolute URL` };
  const url = new URL(href);
  if (url.origin !== site) return { wrong: `'${href}' is not on the site's origin ${site}` };
  if (url.search || url.hash) return { wrong: `'${href}' carries a query or fragment` };
  return { address: url.pathname };
}

/** An alternate set as one comparable text: 'en https://…/en/apartment/7, ro https://…/apartment/7, …'. */
const setText = (alternates: readonly Alternate[]) =>
  alternates
    .map(({ hreflang, href }) => `${hreflang} ${href}`)
    .sort()
    .join(', ') || '(none)';

/** What `actual` lacks and has too many of, against `expected`. */
function difference(actual: readonly string[], expected: readonly string[]): string {
  const missing = expected.filter((item) => !actual.includes(item));
  const extra = actual.filter((item) => !expected.includes(item));
  return [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `unexpected ${extra.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
}

/** The Open Graph form of a language's locale: en-GB → en_GB. */
const ogLocale = (language: Language) => LANGUAGE_LOCALES[language].replace('-', '_');

it('runs against a build', () => {
  expect(built, 'dist/ is missing: run `npm run build` first (npm test builds before the unit tests)').toBe(true);
});

describeBuilt('language versions of the built pages', () => {
  const { files, pages } = built ? readDist(dist) : { files: new Set<string>(), pages: new Map<string, string>() };
  const heads = [...pages].map(([file, html]) => readHead(file, html));
  const byAddress = new Map(heads.map((head) => [head.address, head]));
  const publicPages = heads.filter((head) => !head.unlisted);
  const unlistedPages = heads.filter((head) => head.unlisted);

  /** The languages each public page is published in, by its Romanian address: '/apartment/7' → ro, en. */
  const published = new Map<string, Language[]>();
  for (const head of publicPages) {
    const path = splitLanguage(head.address).path;
    published.set(path, [...(published.get(path) ?? []), head.language]);
  }
  /** The alternates a public page must list: every language its group is published in, and x-default. */
  const expectedAlternates = (head: PageHead): Alternate[] => {
    const path = splitLanguage(head.address).path;
    const languages = LANGUAGES.filter((language) => published.get(path)?.includes(language));
    const alternates = languages.map((language) => ({
      hreflang: language,
      href: urlOf(
        publicPages.find((other) => other.language === language && splitLanguage(other.address).path === path)!.address,
      ),
    }));
    const romanian = alternates.find((alternate) => alternate.hreflang === DEFAULT_LANGUAGE);
    return romanian ? [...alternates, { hreflang: X_DEFAULT, href: romanian.href }] : alternates;
  };

  const sitemaps = [...files].filter((file) => /^sitemap-\d+\.xml$/.test(file));
  const sitemapEntries = sitemaps.flatMap((file) => readSitemap(file, readFileSync(join(dist, file), 'utf8')));

  it('reads public pages in every language, and a sitemap', () => {
    for (const language of LANGUAGES)
      expect(
        publicPages.filter((head) => head.language === language).map((head) => head.file),
        `public ${language} pages in dist/`,
      ).not.toEqual([]);
    expect(sitemaps, 'dist/sitemap-*.xml').not.toEqual([]);
  });

  it('every page says the language of its address in <html lang>', () => {
    const problems = heads
      .filter((head) => head.lang !== head.language)
      .map((head) => `${head.file}: <html lang="${head.lang ?? ''}">, its address ${head.address} is ${head.language}`);
    expect(problems).toEqual([]);
  });

  it('error pages and the editor are noindex and name no canonical URL or alternates', () => {
    const problems = unlistedPages.flatMap((head) => [
      ...(head.robots.some((robots) => /\bnoindex\b/.test(robots))
        ? []
        : [`${head.file}: no <meta name="robots" content="noindex">`]),
      ...head.canonicals.map((href) => `${head.file}: a canonical URL (${href}) on a page that is not indexed`),
      ...head.alternates.map(
        ({ hreflang, href }) => `${head.file}: an alternate (${hreflang} ${href}) on a page that is not indexed`,
      ),
    ]);
    expect(problems).toEqual([]);
  });

  it('every public page names its own absolute address as canonical URL', () => {
    const problems = publicPages.flatMap((head) => {
      if (head.canonicals.length !== 1)
        return [`${head.file}: ${head.canonicals.length} canonical links (${head.canonicals.join(', ')}), expected 1`];
      const canonical = head.canonicals[0]!;
      return canonical === urlOf(head.address)
        ? []
        : [`${head.file}: canonical ${canonical}, expected ${urlOf(head.address)}`];
    });
    expect(problems).toEqual([]);
  });

  it('every public page lists itself among its alternates, under its own language', () => {
    const problems = publicPages
      .filter(
        (head) =>
          !head.alternates.some(({ hreflang, href }) => hreflang === head.language && href === urlOf(head.address)),
      )
      .map(
        (head) =>
          `${head.file}: no <link rel="alternate" hreflang="${head.language}" href="${urlOf(head.address)}"> (lists ${setText(head.alternates)})`,
      );
    expect(problems).toEqual([]);
  });

  it('no page names a language twice among its alternates', () => {
    const problems = publicPages.flatMap((head) => {
      const hreflangs = head.alternates.map((alternate) => alternate.hreflang);
      const twice = [...new Set(hreflangs.filter((hreflang, index) => hreflangs.indexOf(hreflang) !== index))];
      return twice.map(
        (hreflang) => `${head.file}: hreflang="${hreflang}" more than once (${setText(head.alternates)})`,
      );
    });
    expect(problems).toEqual([]);
  });

  it('every alternate leads to a public page of dist/ in the language it names', () => {
    const problems = publicPages.flatMap((head) =>
      head.alternates.flatMap(({ hreflang, href }) => {
        const where = `${head.file}: alternate hreflang="${hreflang}"`;
        if (hreflang !== X_DEFAULT && !(LANGUAGES as readonly string[]).includes(hreflang))
          return [`${where}: not one of the site's languages (${LANGUAGES.join(', ')}, ${X_DEFAULT})`];
        const target = addressOf(href);
        if ('wrong' in target) return [`${where}: ${target.wrong}`];
        const page = byAddress.get(target.address);
        if (!page) return [`${where}: ${href} is no page of dist/`];
        if (page.unlisted) return [`${where}: ${href} is an error page or the editor`];
        const language = hreflang === X_DEFAULT ? DEFAULT_LANGUAGE : hreflang;
        return page.language === language ? [] : [`${where}: ${href} is a ${page.language} page`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every public page names its Romanian page as x-default', () => {
    const problems = publicPages.flatMap((head) => {
      const xDefault = head.alternates.filter((alternate) => alternate.hreflang === X_DEFAULT);
      const romanian = head.alternates.find((alternate) => alternate.hreflang === DEFAULT_LANGUAGE);
      if (xDefault.length === 0)
        return [`${head.file}: no hreflang="${X_DEFAULT}" (lists ${setText(head.alternates)})`];
      if (!romanian) return [`${head.file}: hreflang="${X_DEFAULT}" but no hreflang="${DEFAULT_LANGUAGE}" to match it`];
      return xDefault.some((alternate) => alternate.href !== romanian.href)
        ? [
            `${head.file}: x-default ${xDefault.map((alternate) => alternate.href).join(', ')} is not the ${DEFAULT_LANGUAGE} page ${romanian.href}`,
          ]
        : [];
    });
    expect(problems).toEqual([]);
  });

  it('every page an alternate leads to lists back the same alternates', () => {
    const problems = publicPages.flatMap((head) =>
      head.alternates.flatMap(({ hreflang, href }) => {
        const target = addressOf(href);
        const page = 'address' in target ? byAddress.get(target.address) : undefined;
        if (!page || page === head || setText(page.alternates) === setText(head.alternates)) return [];
        return [
          `${head.file}: its ${hreflang} alternate ${page.file} lists other alternates: ${difference(
            page.alternates.map(({ hreflang, href }) => `${hreflang} ${href}`),
            head.alternates.map(({ hreflang, href }) => `${hreflang} ${href}`),
          )}`,
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every public page lists each language it is published in, and no other', () => {
    const problems = publicPages.flatMap((head) => {
      const expected = setText(expectedAlternates(head));
      if (setText(head.alternates) === expected) return [];
      return [
        `${head.file}: alternates ${difference(
          head.alternates.map(({ hreflang, href }) => `${hreflang} ${href}`),
          expectedAlternates(head).map(({ hreflang, href }) => `${hreflang} ${href}`),
        )}`,
      ];
    });
    expect(problems).toEqual([]);
  });

  it("og:locale names the page's language and og:locale:alternate the other languages it is published in", () => {
    const problems = publicPages.flatMap((head) => {
      const path = splitLanguage(head.address).path;
      const others = LANGUAGES.filter(
        (language) => language !== head.language && published.get(path)?.includes(language),
      ).map(ogLocale);
      const found: string[] = [];
      if (head.ogLocales.length !== 1 || head.ogLocales[0] !== ogLocale(head.language))
        found.push(
          `${head.file}: og:locale ${head.ogLocales.join(', ') || '(none)'}, expected ${ogLocale(head.language)}`,
        );
      const wrong = difference(head.ogLocaleAlternates, others);
      if (wrong || head.ogLocaleAlternates.length !== new Set(head.ogLocaleAlternates).size)
        found.push(
          `${head.file}: og:locale:alternate ${head.ogLocaleAlternates.join(', ') || '(none)'}: ${wrong || 'repeated'}`,
        );
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('the sitemap lists every public page exactly once, and no error page or the editor', () => {
    const listed = new Map<string, SitemapEntry[]>();
    const problems: string[] = [];
    for (const entry of sitemapEntries) {
      const target = addressOf(entry.loc);
      if ('wrong' in target) {
        problems.push(`${entry.sitemap}: <loc> ${target.wrong}`);
        continue;
      }
      listed.set(target.address, [...(listed.get(target.address) ?? []), entry]);
      const page = byAddress.get(target.address);
      if (!page) problems.push(`${entry.sitemap}: ${entry.loc} is no page of dist/`);
      else if (page.unlisted)
        problems.push(`${entry.sitemap}: ${entry.loc} is ${page.file}, an error page or the editor`);
    }
    for (const head of publicPages) {
      const times = listed.get(head.address)?.length ?? 0;
      if (times !== 1) problems.push(`${head.file}: in the sitemap ${times} times (${urlOf(head.address)})`);
    }
    expect(problems).toEqual([]);
  });

  it('the sitemap lists the same alternates for each page as the page itself', () => {
    const problems = publicPages.flatMap((head) => {
      const entry = sitemapEntries.find((candidate) => candidate.loc === urlOf(head.address));
      if (!entry || setText(entry.alternates) === setText(head.alternates)) return [];
      return [
        `${head.file}: the sitemap's <url> of ${entry.loc} has other alternates than the page: ${difference(
          entry.alternates.map(({ hreflang, href }) => `${hreflang} ${href}`),
          head.alternates.map(({ hreflang, href }) => `${hreflang} ${href}`),
        )}`,
      ];
    });
    expect(problems).toEqual([]);
  });
});
