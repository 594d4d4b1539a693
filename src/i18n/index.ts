import type { Language } from '../lib/languages';
import { RO_NOUNS, type Noun, type NounTable } from '../lib/nouns-ro';
import { countNoun, type NounForms } from '../lib/plural';
import { fillText, type TextParams } from './fill';
import { ro, type TranslationKey } from './ro';

export type { Noun, NounForms, TextParams, TranslationKey };

export { LANGUAGES, type Language } from '../lib/languages';

/** A table of interface texts; any key may be missing except in ro. */
export type TextTable = Partial<Record<TranslationKey, string>>;

/** The language the site is rendered in. */
export const DEFAULT_LANGUAGE: Language = 'ro';

/** A language's interface texts and the forms of the nouns it counts. */
interface LanguageTables {
  texts: TextTable;
  nouns: NounTable;
}

// Only Romanian ships with every page; another table loads when a language is first asked for.
const loaders: Record<Exclude<Language, 'ro'>, () => Promise<LanguageTables>> = {
  en: () => import('./en').then((module) => ({ texts: module.en, nouns: module.enNouns })),
  ru: () => import('./ru').then((module) => ({ texts: module.ru, nouns: module.ruNouns })),
};
const loaded: Partial<Record<Language, LanguageTables>> = { ro: { texts: ro, nouns: RO_NOUNS } };

/** Makes `language`'s tables available to `t` and `count`. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'ro' && !loaded[language]) loaded[language] = await loaders[language]();
}

/** Looks `key` up in `table`, filling `{name}` placeholders; a missing text shows the key itself. */
export function translate(table: TextTable, key: TranslationKey, params?: TextParams): string {
  return fillText(table[key] ?? key, params);
}

/** The interface text for `key` in `language` (Romanian by default), placeholders filled from `params`. */
export function t(key: TranslationKey, params?: TextParams, language: Language = DEFAULT_LANGUAGE): string {
  return translate(loaded[language]?.texts ?? {}, key, params);
}

/** The forms of `noun` in `language` (Romanian by default); like a missing text, missing forms show the key. */
export function nounForms(noun: Noun, language: Language = DEFAULT_LANGUAGE): NounForms {
  return loaded[language]?.nouns[noun] ?? { other: noun };
}

/** `n` and its noun as `language` (Romanian by default) counts: '1 oaspete', '2 oaspeți', '20 de oaspeți'. */
export function count(n: number, noun: Noun, language: Language = DEFAULT_LANGUAGE): string {
  return countNoun(n, nounForms(noun, language), language);
}
