// No Romanian on the English and Russian pages of dist/: a text the build took from the Romanian table or the
// Romanian catalogue instead of the page's language (a label, a button, an amenity, an alt text, a description in
// the head or the JSON-LD) shows up as one of a list of Romanian interface words that no English or Russian text
// holds. The check reads what a reader meets: the visible text, the attributes read aloud or shown (alt, aria-label,
// title, placeholder), the descriptions link previews show and the names and descriptions of the structured data;
// the proper names the site keeps in every language (the towns, the brand) and whatever an element marks as Romanian
// with lang="ro" (the language switcher's 'Română') are the reader's to see. The word list is itself checked against
// the text tables, so a word the site no longer writes, or one an English or Russian table also uses, is noticed.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AMENITIES,
  CANCELLATION_POLICIES,
  HOST_LANGUAGES,
  PROPERTY_TYPE_WORDS,
  SAFETY_FEATURES,
} from '../../src/i18n/catalogue-words';
import { en, enNouns } from '../../src/i18n/en';
import { ro, roNouns } from '../../src/i18n/ro';
import { ru, ruNouns } from '../../src/i18n/ru';
import { type Language, splitLanguage } from '../../src/lib/languages';
import { pageAddress } from '../../src/lib/page-address';
import { readDist } from '../../tools/lib/dist';
import { decodeEntities } from '../../tools/lib/html';

// dist/, or where ASTRO_OUT_DIR sends a build of another catalogue folder (astro.config.mjs reads the same variable).
const dist = resolve(import.meta.dirname, '..', '..', process.env['ASTRO_OUT_DIR'] ?? 'dist');
const built = existsSync(join(dist, 'index.html'));
const describeBuilt = built ? describe : describe.skip;

/** Romanian words of the interface (src/i18n/ro.ts, the counted nouns) and the catalogue (catalogue-words.ts). */
const ROMANIAN_WORDS = [
  // The header, the menu and the footer.
  'Salt la conținut',
  'Acasă',
  'Rezervare',
  'Locații',
  'Proprietăți',
  'Meniu',
  'Navigare',
  'Închideți',
  'Toate drepturile rezervate',
  // The search bar, the list and the cards.
  'Rezervați',
  'Căutați',
  'Alegeți',
  'Selectați',
  'Oaspeți',
  'oaspete',
  'Oraș',
  'Orașe',
  'Garsonieră',
  'lângă',
  // A property's page.
  'Înapoi',
  'căutare',
  'Disponibilitate',
  'Nopțile',
  'nopți',
  'următoarele',
  'Descriere',
  'Facilități',
  'Recenzii',
  'În apropiere',
  'Gazdă',
  'Dormitoare',
  'dormitor',
  'Paturi',
  'Băi',
  'Siguranță',
  'Politica de anulare',
  'Animale de companie',
  'Reguli de cazare',
  // The booking dialog, the notices and the assistant.
  'Continuați',
  'Trimite',
  'Trimiteți',
  'Notificări',
  'pentru',
  'și',
  'dvs',
  // The catalogue's words: amenities, safety, host languages, cancellation policies.
  'Bucătărie',
  'Parcare',
  'Piscină',
  'Aer condiționat',
  'Vedere la mare',
  'Uscător de păr',
  'Televizor',
  'Șezlonguri',
  'Detector de fum',
  'Engleză',
  'Română',
  'Flexibilă',
  'Moderată',
  'Strictă',
];

/** Names every language writes as Romanian does: the brand and the towns. */
const PROPER_NAMES = ['Cazare Litoral', 'Eforie Sud', 'Constanța', 'Mamaia-Sat'];

/** Attributes a reader meets: shown on hover or in place of an image, read aloud, written in an empty field. */
const READ_ATTRIBUTES = ['alt', 'aria-label', 'aria-description', 'title', 'placeholder'];
/** The `<meta>` whose content search results and link previews show. */
const READ_META = new Set([
  'description',
  'og:title',
  'og:description',
  'og:image:alt',
  'og:site_name',
  'twitter:title',
  'twitter:description',
  'twitter:image:alt',
]);
/** The JSON-LD fields search results show. */
const JSON_LD_TEXTS = new Set(['name', 'alternateName', 'description', 'caption']);
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const TOKEN =
  /<!--[\s\S]*?-->|<![^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Neither a letter nor a mark nor a digit: where a word starts or ends ('\b' knows only ASCII letters). */
const EDGE = '[\\p{L}\\p{M}\\p{N}]';

/** The words of `words` as whole words, any case, a space standing for any run of white space. */
function wordsPattern(words: readonly string[], flags: string): RegExp {
  const alternatives = [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) =>
      fold(word)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/ /g, '\\s+'),
    );
  return new RegExp(`(?<!${EDGE})(?:${alternatives.join('|')})(?!${EDGE})`, flags);
}

/** One spelling of Romanian letters: composed characters, ș and ț with a comma below rather than a cedilla. */
function fold(text: string): string {
  const commas: Record<string, string> = { ş: 'ș', Ş: 'Ș', ţ: 'ț', Ţ: 'Ț' };
  return text.normalize('NFC').replace(/[şŞţŢ]/g, (letter) => commas[letter] ?? letter);
}

const ROMANIAN = wordsPattern(ROMANIAN_WORDS, 'giu');
const NAMES = wordsPattern(PROPER_NAMES, 'gu');

/** A text of a page a reader meets, and where on the page it is. */
interface Passage {
  where: string;
  text: string;
}

/** A page's texts as a reader meets them, and what of it could not be read. */
interface ReadPage {
  passages: Passage[];
  unreadable: string[];
}

/** The strings of the JSON-LD fields search results show, at any depth. */
function jsonLdTexts(value: unknown, passages: Passage[]): void {
  if (Array.isArray(value)) for (const item of value) jsonLdTexts(item, passages);
  else if (value && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && JSON_LD_TEXTS.has(key)) passages.push({ where: `JSON-LD ${key}`, text: field });
      else jsonLdTexts(field, passages);
    }
}

/**
 * The texts of a page a reader meets: its text outside <script> and <style>, the attributes and `<meta>` contents
 * above and the JSON-LD's names and descriptions, with every element marked lang="ro" (but <html>) left out.
 */
function readPage(html: string): ReadPage {
  const passages: Passage[] = [];
  const unreadable: string[] = [];
  const text: string[] = [];
  const token = new RegExp(TOKEN.source, 'g');
  let romanian: { name: string; depth: number } | undefined;
  let from = 0;
  for (let match = token.exec(html); match; match = token.exec(html)) {
    if (!romanian) text.push(html.slice(from, match.index), ' ');
    from = token.lastIndex;
    const [, closing, opening, attributeText = '', selfClosing] = match;
    if (closing) {
      if (romanian && closing.toLowerCase() === romanian.name && --romanian.depth === 0) romanian = undefined;
      continue;
    }
    if (!opening) continue;
    const name = opening.toLowerCase();
    const attributes: Record<string, string> = {};
    for (const [, key = '', doubleQuoted, singleQuoted, bare] of attributeText.matchAll(ATTRIBUTE))
      attributes[key.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? '');
    let rawText: string | undefined;
    if (name === 'script' || name === 'style') {
      const close = new RegExp(`</${name}\\s*>`, 'gi');
      close.lastIndex = token.lastIndex;
      const end = close.exec(html);
      rawText = html.slice(token.lastIndex, end?.index ?? html.length);
      token.lastIndex = end ? close.lastIndex : html.length;
      from = token.lastIndex;
    }
    const hasContent = !selfClosing && !VOID_ELEMENTS.has(name) && rawText === undefined;
    if (romanian) {
      if (name === romanian.name && hasContent) romanian.depth++;
      continue;
    }
    if (name !== 'html' && /^ro(?:-|$)/i.test(attributes['lang'] ?? '')) {
      if (hasContent) romanian = { name, depth: 1 };
      continue;
    }
    for (const attribute of READ_ATTRIBUTES) {
      const value = attributes[attribute];
      if (value) passages.push({ where: `<${name} ${attribute}>`, text: value });
    }
    const metaKey = attributes['property'] ?? attributes['name'];
    if (name === 'meta' && metaKey && READ_META.has(metaKey))
      passages.push({ where: `<meta ${metaKey}>`, text: attributes['content'] ?? '' });
    if (name === 'script' && attributes['type'] === 'application/ld+json') {
      try {
        jsonLdTexts(JSON.parse(rawText ?? ''), passages);
      } catch (error) {
        unreadable.push(`a JSON-LD block does not parse (${(error as Error).message})`);
      }
    }
  }
  if (!romanian) text.push(html.slice(from));
  passages.unshift({ where: 'text', text: decodeEntities(text.join('')).replace(/\s+/g, ' ').trim() });
  return { passages, unreadable };
}

/** Every Romanian word of a page, outside the proper names, as '<file>: 'word' in <where>: "…context…"'. */
function romanianWords(file: string, html: string): string[] {
  const { passages, unreadable } = readPage(html);
  const found = unreadable.map((problem) => `${file}: ${problem}`);
  for (const { where, text } of passages) {
    const folded = fold(text);
    const names = [...folded.matchAll(NAMES)].map((name) => [name.index, name.index + name[0].length]);
    for (const word of folded.matchAll(ROMANIAN)) {
      const start = word.index;
      const end = start + word[0].length;
      if (names.some(([from = 0, to = 0]) => start < to && end > from)) continue;
      const context = folded.slice(Math.max(0, start - 30), end + 30);
      found.push(`${file}: '${word[0]}' in ${where}: "…${context}…"`);
    }
  }
  return found;
}

/** Every text of a table of interface texts, nouns or catalogue words, as one text to search. */
const tableText = (...tables: object[]) =>
  tables
    .flatMap((table) => Object.values(table))
    .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value as object)))
    .join('\n');
const catalogues = [AMENITIES, SAFETY_FEATURES, HOST_LANGUAGES, PROPERTY_TYPE_WORDS, CANCELLATION_POLICIES];

it('runs against a build', () => {
  expect(built, 'dist/ is missing: run `npm run build` first (npm test builds before the unit tests)').toBe(true);
});

describe('the Romanian words looked for', () => {
  const romanian = fold(
    [tableText(ro, roNouns), ...catalogues.map((table) => Object.keys(table).join('\n'))].join('\n'),
  );
  const others = fold(
    [tableText(en, enNouns, ru, ruNouns), ...catalogues.map((table) => tableText(...Object.values(table)))].join('\n'),
  );

  it.each(ROMANIAN_WORDS)("'%s' is a word of the Romanian interface or catalogue", (word) => {
    expect(wordsPattern([word], 'iu').test(romanian), `'${word}' is in neither ro.ts nor catalogue-words.ts`).toBe(
      true,
    );
  });

  it.each(ROMANIAN_WORDS)("'%s' is in no English or Russian text table", (word) => {
    expect(wordsPattern([word], 'iu').test(others), `'${word}' is in en.ts, ru.ts or a translated catalogue word`).toBe(
      false,
    );
  });
});

describeBuilt('the language of the built pages', () => {
  const { pages } = built ? readDist(dist) : { pages: new Map<string, string>() };
  const pagesIn = (language: Language) =>
    [...pages].filter(([file]) => splitLanguage(pageAddress(file)).language === language);

  it('finds Romanian words on the Romanian home page, so the check can see them', () => {
    expect(romanianWords('index.html', pages.get('index.html') ?? '')).not.toEqual([]);
  });

  describe.each<Language>(['en', 'ru'])('%s', (language) => {
    const files = pagesIn(language).map(([file]) => file);

    it('has a home page and property pages', () => {
      expect(files, `dist/${language}.html`).toContain(`${language}.html`);
      expect(
        files.filter((file) => new RegExp(`^${language}/apartment/\\d+\\.html$`).test(file)),
        `dist/${language}/apartment/{id}.html`,
      ).not.toEqual([]);
    });

    it('has no Romanian interface word on any page, outside proper names and lang="ro"', () => {
      expect(pagesIn(language).flatMap(([file, html]) => romanianWords(file, html))).toEqual([]);
    });
  });
});
