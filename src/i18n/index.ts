import { type Language, languageOf, pageLanguage } from '../lib/languages';
import type { Noun, NounTable } from '../lib/nouns-ro';
import { countNoun, type NounForms } from '../lib/plural';
import { fillText, type TextParams } from './fill';
import type { TranslationKey } from './ro';

export type { Noun, NounForms, TextParams, TranslationKey };

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages';

/** A table of interface texts; any key may be missing except in ro. */
export type TextTable = Partial<Record<TranslationKey, string>>;

/** A language's interface texts and the forms of the nouns it counts. */
interface LanguageTables {
  texts: TextTable;
  nouns: NounTable;
}

// Each table is its own chunk, fetched when its language is first asked for: a page's scripts load its own
// language's texts and never the others'.
const loaders: Record<Language, () => Promise<LanguageTables>> = {
  ro: () => import('./ro').then((module) => ({ texts: module.ro, nouns: module.roNouns })),
  en: () => import('./en').then((module) => ({ texts: module.en, nouns: module.enNouns })),
  ru: () => import('./ru').then((module) => ({ texts: module.ru, nouns: module.ruNouns })),
};
const loaded: Partial<Record<Language, LanguageTables>> = {};

/** Makes `language`'s tables available to `t` and `count` (the page's language when none is named). */
export async function loadLanguage(language: Language = pageLanguage()): Promise<void> {
  loaded[language] ??= await loaders[language]();
}

/** Looks `key` up in `table`, filling `{name}` placeholders; a missing text shows the key itself. */
export function translate(table: TextTable, key: TranslationKey, params?: TextParams): string {
  return fillText(table[key] ?? key, params);
}

/**
 * The interface text for `key` in `language`, placeholders filled from `params`. In a browser the language is the
 * page's by default (its tables loaded first, see `loadLanguage`); the build names it (`textsIn`).
 */
export function t(key: TranslationKey, params?: TextParams, language: Language = pageLanguage()): string {
  return translate(loaded[language]?.texts ?? {}, key, params);
}

/** The forms of `noun` in `language`; like a missing text, missing forms show the key. */
export function nounForms(noun: Noun, language: Language = pageLanguage()): NounForms {
  return loaded[language]?.nouns[noun] ?? { other: noun };
}

/** `n` and its noun as `language` counts: '1 oaspete', '2 oaspeți', '20 de oaspeți'. */
export function count(n: number, noun: Noun, language: Language = pageLanguage()): string {
  return countNoun(n, nounForms(noun, language), language);
}

/** `t` and `count` bound to one language. */
export interface Texts {
  language: Language;
  t: (key: TranslationKey, params?: TextParams) => string;
  count: (n: number, noun: Noun) => string;
}

/**
 * The texts of one language, its tables loaded: what a page or component of the build writes with. In an Astro
 * component: `const { t, count } = await textsIn(Astro.currentLocale)`.
 */
export async function textsIn(code: string | undefined): Promise<Texts> {
  const language = languageOf(code);
  await loadLanguage(language);
  return {
    language,
    t: (key, params) => t(key, params, language),
    count: (n, noun) => count(n, noun, language),
  };
}
