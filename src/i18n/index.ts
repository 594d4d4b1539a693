import { en } from './en';
import { ro, type TranslationKey } from './ro';
import { ru } from './ru';

export type { TranslationKey };

/** Languages that have a text table; Romanian is the default and the only one shown today. */
export const LANGUAGES = ['ro', 'en', 'ru'] as const;

/** A language code with a text table. */
export type Language = (typeof LANGUAGES)[number];

/** The language the site is rendered in. */
export const DEFAULT_LANGUAGE: Language = 'ro';

/** Every language's table; ro is complete by type, the others are checked against it by a test. */
export const tables: Record<Language, Partial<Record<TranslationKey, string>>> = { ro, en, ru };

/** Values substituted into `{name}` placeholders. */
export type TextParams = Record<string, string | number>;

/**
 * Returns the interface text for `key` in `language`, with `{name}` placeholders filled from `params`.
 * A text missing from the table shows the key itself, so a gap is visible rather than blank.
 */
export function t(key: TranslationKey, params?: TextParams, language: Language = DEFAULT_LANGUAGE): string {
  const text = tables[language][key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
