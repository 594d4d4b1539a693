// Where the comparison's words may break, marked at build time with soft hyphens by the TeX hyphenation patterns of
// each language (the `hyphen` package): a phone's narrow columns then break a long word ('Disponibili-tate',
// 'Посудо-моечная') only where that language hyphenates it, never between any two letters, and in every browser, with
// or without hyphenation dictionaries of its own. The patterns stay on the build's side: no page's script loads them.
import english from 'hyphen/en-us';
import romanian from 'hyphen/ro';
import russian from 'hyphen/ru';
import type { Language } from '../../lib/languages';

const SOFT_HYPHEN = '\u00ad';

/** Each language's hyphenator, and the fewest letters it leaves before and after a break (TeX's own for each). */
const HYPHENATORS: Readonly<Record<Language, { hyphenate: (word: string) => string; left: number; right: number }>> = {
  ro: { hyphenate: romanian.hyphenateSync, left: 2, right: 2 },
  en: { hyphenate: english.hyphenateSync, left: 2, right: 3 },
  ru: { hyphenate: russian.hyphenateSync, left: 2, right: 2 },
};

/** The shortest word given hyphenation points in each language: a shorter one fits a phone's narrowest column whole
    ('Liberă', 'Ocupată', 'Prosoape'; Cyrillic letters are wider, 'Домашние' does not), and is left as it is written,
    for whoever searches the page's text for it. */
const SHORTEST_HYPHENATED: Readonly<Record<Language, number>> = { ro: 9, en: 9, ru: 8 };

/** A word's hyphenation points as its language's patterns give them, none leaving fewer letters than it allows. */
function hyphenatedWord(word: string, language: Language): string {
  if (word.length < SHORTEST_HYPHENATED[language]) return word;
  const { hyphenate, left, right } = HYPHENATORS[language];
  const parts = hyphenate(word).split(SOFT_HYPHEN);
  // A part of one letter ('Încă-l-zire') joins the part before it: a break may leave no letter alone.
  const joined: string[] = [];
  for (const part of parts) {
    const last = joined.length - 1;
    if (last >= 0 && (part.length < 2 || (joined[last] ?? '').length < left)) joined[last] += part;
    else joined.push(part);
  }
  while (joined.length > 1 && (joined.at(-1) ?? '').length < right) {
    const end = joined.pop() ?? '';
    joined[joined.length - 1] += end;
  }
  return joined.join(SOFT_HYPHEN);
}

/**
 * `text` with soft hyphens at its words' hyphenation points in `language`. A placeholder ('{dates}') is left as it is,
 * for the page to fill.
 */
export function hyphenated(text: string, language: Language): string {
  return text
    .split(/(\{[^}]*\})/)
    .map((part) => (part.startsWith('{') ? part : part.replace(/\p{L}+/gu, (word) => hyphenatedWord(word, language))))
    .join('');
}
