// The languages the site is served in. Romanian is the default: its pages keep their addresses ('/',
// '/apartment/7'); English and Russian pages live under '/en' and '/ru' (astro.config.mjs's i18n).

/** Languages the site is served in, Romanian (the default) first. */
export const LANGUAGES = ['ro', 'en', 'ru'] as const;

/** A language code with a text table and pages of its own. */
export type Language = (typeof LANGUAGES)[number];

/** The site's own language: pages without a language prefix, and the `x-default` of every page. */
export const DEFAULT_LANGUAGE: Language = 'ro';

/** Each language named in itself, as a language switcher offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { ro: 'Română', en: 'English', ru: 'Русский' };

/** The locale dates and numbers are written in per language (Intl): British English writes 14 July 2026. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { ro: 'ro-RO', en: 'en-GB', ru: 'ru-RU' };

/** True for a code the site has pages in. */
export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/** The language a page is in, as Astro names it (`Astro.currentLocale`) or as the page's `<html lang>` says it. */
export function languageOf(code: string | undefined | null): Language {
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * The language of the page a script runs in (its `<html lang>`): what the dialogs, the notices and the requests
 * speak. Outside a browser (the build, the functions, unit tests) it is the default language.
 */
export function pageLanguage(): Language {
  const code = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/** A path of the site in `language`: '/apartment/7' in English is '/en/apartment/7', and '/' is '/en'. */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The language of a path of the site and the path as the default language has it: '/en/eforie-sud' → en, '/eforie-sud'. */
export function splitLanguage(path: string): { language: Language; path: string } {
  const prefixes = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|');
  const match = new RegExp(`^/(${prefixes})(?=/|$|[?#])(.*)$`).exec(path);
  if (!match) return { language: DEFAULT_LANGUAGE, path };
  const rest = match[2] ?? '';
  return { language: match[1] as Language, path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
}
