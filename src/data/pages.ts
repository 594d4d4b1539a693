// Which languages each page is built in: the `[...lang]` segment of src/pages/[...lang]/ is empty in Romanian (the
// pages keep their addresses) and 'en' or 'ru' otherwise.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages';

/** The `lang` route parameter of a page in `language`: none in Romanian. */
export function languageParam(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : language;
}

/** The paths of a page built in every language. */
export function everyLanguage() {
  return LANGUAGES.map((language) => ({ params: { lang: languageParam(language) }, props: { language } }));
}
