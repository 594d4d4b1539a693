// What every built page must show a guest and ANPC's inspectors, read from dist/: the footer with the provider's
// identity (every fact src/business.ts holds), the ANPC link in the words its order sets, the SAL and SOL pictograms at
// their size, lazily loaded, with their alt texts and links, and the links to the terms and the privacy notice; and
// the terms and privacy pages in every language, in the sitemap, the notice naming this build's model provider and
// tile host.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BUSINESS, CONSUMER_LINKS } from '../../src/business';
import { modelProvider } from '../../src/features/assistant';
import { readMapSettings } from '../../src/features/map/settings';
import { tilesOrigin } from '../../src/features/map/view';
import { textsIn } from '../../src/i18n';
import { LANGUAGES, localizedPath, splitLanguage } from '../../src/lib/languages';
import { LEGAL_PAGES } from '../../src/lib/legal-pages';
import { isOwnerPage, pageAddress } from '../../src/lib/page-address';
import { readDist } from '../../tools/lib/dist';
import { decodeEntities, elements } from '../../tools/lib/html';

const dist = resolve(import.meta.dirname, '..', '..', process.env['ASTRO_OUT_DIR'] ?? 'dist');
const built = existsSync(join(dist, 'index.html'));
const describeBuilt = built ? describe : describe.skip;
const { pages } = built ? readDist(dist) : { pages: new Map<string, string>() };
/** Every page a visitor can land on, error pages and their own lists included: the editor has a footer of its own. */
const public_ = [...pages].filter(([file]) => !isOwnerPage(pageAddress(file)));
/** The footer's HTML and its text, entities decoded and tags dropped. */
const footerOf = (html: string) => {
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
  return { footer, text: decodeEntities(footer.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ') };
};

describeBuilt('the footer of every page', () => {
  it('is checked on every page a visitor lands on, in each language', () => {
    for (const language of LANGUAGES)
      expect(public_.filter(([file]) => splitLanguage(pageAddress(file)).language === language).length).toBeGreaterThan(
        25,
      );
  });

  it.each(public_.map(([file]) => [file]))(
    '%s shows who provides the site, the ANPC link and both pictograms',
    async (file) => {
      const html = pages.get(file)!;
      const { language } = splitLanguage(pageAddress(file));
      const { t } = await textsIn(language);
      const { footer, text } = footerOf(html);
      // The provider's identity: each fact the business has filled in, and a phone.
      for (const fact of [BUSINESS.legalName, BUSINESS.address, BUSINESS.tradeRegister, BUSINESS.cui, BUSINESS.email])
        if (fact.trim()) expect(text, file).toContain(fact.trim());
      expect(
        [...elements(footer)].some(({ name, attributes }) => name === 'a' && attributes['href']?.startsWith('tel:+')),
      ).toBe(true);
      const links = [...footer.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', content = '']) => ({
        href: decodeEntities(/href="([^"]*)"/.exec(attributes)?.[1] ?? ''),
        text: decodeEntities(content.replace(/<[^>]+>/g, '')).trim(),
        content,
      }));
      expect(links, file).toContainEqual(
        expect.objectContaining({ href: CONSUMER_LINKS.anpc, text: t('footer.anpc') }),
      );
      expect(links, file).toContainEqual(
        expect.objectContaining({ href: localizedPath(LEGAL_PAGES.terms, language), text: t('legal.terms') }),
      );
      expect(links, file).toContainEqual(
        expect.objectContaining({ href: localizedPath(LEGAL_PAGES.privacy, language), text: t('legal.privacy') }),
      );
      for (const [href, image, alt] of [
        [CONSUMER_LINKS.sal, '/legal/sal.png', t('footer.sal')],
        [CONSUMER_LINKS.sol, '/legal/sol.png', t('footer.sol')],
      ] as const) {
        const pictogram = links.find((link) => link.href === href);
        expect(pictogram, `${file}: ${image}`).toBeDefined();
        const img = [...elements(pictogram!.content)].find(({ name }) => name === 'img')?.attributes;
        expect(img, `${file}: ${image}`).toMatchObject({
          src: image,
          width: '250',
          height: '50',
          alt,
          loading: 'lazy',
        });
      }
    },
  );

  it('links pictograms that are the size the order sets, and twice it for sharp screens', async () => {
    for (const name of ['sal', 'sol']) {
      expect(await sharp(join(dist, 'legal', `${name}.png`)).metadata()).toMatchObject({ width: 250, height: 50 });
      expect(await sharp(join(dist, 'legal', `${name}@2x.png`)).metadata()).toMatchObject({ width: 500, height: 100 });
    }
  });
});

describeBuilt('the terms and the privacy notice', () => {
  const sitemap = built ? readFileSync(join(dist, 'sitemap-0.xml'), 'utf8') : '';
  const pageText = (file: string) =>
    decodeEntities(
      (/<main[\s\S]*<\/main>/.exec(readFileSync(join(dist, file), 'utf8'))?.[0] ?? '').replace(/<[^>]+>/g, ' '),
    ).replace(/\s+/g, ' ');

  it.each(LANGUAGES.flatMap((language) => [LEGAL_PAGES.terms, LEGAL_PAGES.privacy].map((path) => [language, path])))(
    'exist in %s at %s, in the sitemap, readable as HTML',
    (language, path) => {
      const address = localizedPath(path, language as (typeof LANGUAGES)[number]);
      const file = `${address.slice(1)}.html`;
      expect(existsSync(join(dist, file)), file).toBe(true);
      expect(sitemap).toContain(`${address}</loc>`);
      expect(pageText(file).length, file).toBeGreaterThan(2000);
    },
  );

  it.each(LANGUAGES)('the %s privacy notice names this build’s model provider and tile host', (language) => {
    const text = pageText(`${localizedPath(LEGAL_PAGES.privacy, language).slice(1)}.html`);
    expect(text).toContain(new URL(tilesOrigin(readMapSettings(process.env).tilesUrl)).host);
    const provider = modelProvider((name) => process.env[name]);
    if (provider) expect(text).toContain(provider);
    else expect(text).not.toContain('OpenAI');
  });
});
