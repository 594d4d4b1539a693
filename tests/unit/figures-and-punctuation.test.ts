// The built pages write their figures and punctuation as the page's language does: every rating with the
// language's decimal separator (4,72 in Romanian and Russian, 4.72 in English) wherever it shows (the cards, a
// property page, the comparison's data, the home page's mean), a space after a colon that an inline link or mark
// follows, and a dash, not a hyphen, between a place nearby and its distance.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { ro } from '../../src/i18n/ro';
import { ru } from '../../src/i18n/ru';
import { type Language, splitLanguage } from '../../src/lib/languages';
import { readDist } from '../../tools/lib/dist';
import { decodeEntities } from '../../tools/lib/html';

const dist = resolve(import.meta.dirname, '..', '..', process.env['ASTRO_OUT_DIR'] ?? 'dist');
const describeBuilt = existsSync(join(dist, 'index.html')) ? describe : describe.skip;
const tables = { ro, en, ru };

/** The language of a built page, from its file's path ('en/apartment/7.html'). */
const languageOfFile = (file: string): Language => splitLanguage(`/${file}`).language;

/** A text of `language`'s table as a pattern whose {rating} captures the figure written in it. */
function ratingPattern(language: Language, key: 'card.rating' | 'compare.ratingValue' | 'hero.stats.rating') {
  const [before = '', after = ''] = (tables[language][key] ?? '').split('{rating}');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${literal(before)}(\\d+(?:[.,]\\d+)?)${literal(after.split('{')[0] ?? '')}`, 'g');
}

describeBuilt('figures and punctuation over dist/', () => {
  const { pages } = readDist(dist);
  const decimal = { ro: ',', en: '.', ru: ',' } as const;

  it('writes every rating with the decimal separator of its page’s language', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const [file, html] of pages) {
      const language = languageOfFile(file);
      const text = decodeEntities(html);
      for (const key of ['card.rating', 'compare.ratingValue', 'hero.stats.rating'] as const)
        for (const [, figure = ''] of text.matchAll(ratingPattern(language, key))) {
          seen++;
          const separator = /\d([.,])\d/.exec(figure)?.[1];
          if (separator && separator !== decimal[language]) wrong.push(`${file}: ${key} ${figure}`);
        }
    }
    expect(seen).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('leaves a space between a colon and the link or mark after it', () => {
    const glued = [...pages].flatMap(([file, html]) =>
      [...html.matchAll(/\p{L}:((?:<(?:a|span|strong|em|b)\b[^>]*>)+)\p{L}/gu)].map((match) => `${file}: ${match[0]}`),
    );
    expect(glued).toEqual([]);
  });

  it('writes a dash between a place nearby and its distance', () => {
    // The editor's form keeps the hyphen: it tells editors how a property's file writes a place.
    const hyphened = [...pages]
      .filter(([file]) => file !== 'admin.html')
      .flatMap(([file, html]) => {
        const text = decodeEntities(html);
        return [...text.matchAll(/ - \d+(?:[.,]\d+)? (?:m|km|м|км)(?!\p{L})/gu)].map(
          (match) => `${file}: …${text.slice(Math.max(0, match.index - 30), match.index + match[0].length)}`,
        );
      });
    expect(hyphened).toEqual([]);
  });
});
