import { fillText, type TextParams } from './fill';
import { ro, type TranslationKey } from './ro';

export type { TextParams, TranslationKey };

/** Languages that have a text table; Romanian is the default and the only one shown today. */
export const LANGUAGES = ['ro', 'en', 'ru'] as const;

/** A language code with a text table. */
export type Language = (typeof LANGUAGES)[number];

/** A table of interface texts; any key may be missing except in ro. */
export type TextTable = Partial<Record<TranslationKey, string>>;

/** The language the site is rendered in. */
export const DEFAULT_LANGUAGE: Language = 'ro';

// Only Romanian ships with every page; another table loads when a language is first asked for.
const loaders: Record<Exclude<Language, 'ro'>, () => Promise<TextTable>> = {
  en: () => import('./en').then((module) => module.en),
  ru: () => import('./ru').then((module) => module.ru),
};
const loaded: Partial<Record<Language, TextTable>> = { ro };

/** Makes `language`'s table available to `t`. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'ro' && !loaded[language]) loaded[language] = await loaders[language]();
}

/** Looks `key` up in `table`, filling `{name}` placeholders; a missing text shows the key itself. */
export function translate(table: TextTable, key: TranslationKey, params?: TextParams): string {
  return fillText(table[key] ?? key, params);
}

/** The interface text for `key` in `language` (Romanian by default), placeholders filled from `params`. */
export function t(key: TranslationKey, params?: TextParams, language: Language = DEFAULT_LANGUAGE): string {
  return translate(loaded[language] ?? {}, key, params);
}
