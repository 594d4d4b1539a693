// How a text is punctuated in each language: its quotation marks, and the dash between a place and its distance.
import type { Language } from './languages';

/** Each language's quotation marks, outer and inner: „…«…»…” in Romanian, “…‘…’…” in English, «…„…“…» in Russian. */
const QUOTES: Readonly<Record<Language, { outer: [string, string]; inner: [string, string] }>> = {
  ro: { outer: ['„', '”'], inner: ['«', '»'] },
  en: { outer: ['“', '”'], inner: ['‘', '’'] },
  ru: { outer: ['«', '»'], inner: ['„', '“'] },
};

/** A quoted phrase in any of the languages' marks (a title that names its hotel: «Delta», „Delta”, “Delta”). */
const ANY_QUOTED = /[«„“]([^«»„“”]*)[»“”]/g;

/** `text` in `language`'s quotation marks, the quotes it holds turned into the inner ones. */
export function quoted(text: string, language: Language): string {
  const { outer, inner } = QUOTES[language];
  return `${outer[0]}${text.replace(ANY_QUOTED, `${inner[0]}$1${inner[1]}`)}${outer[1]}`;
}

/** The dash between two parts of a phrase, spaced: the en dash in Romanian and English, the em dash in Russian. */
const DASHES: Readonly<Record<Language, string>> = { ro: '–', en: '–', ru: '—' };

/**
 * A place nearby as a page in `language` shows it: its file writes 'name - distance' (a hyphen is what a keyboard
 * has); a reader sees the language's dash between the two. Hyphens inside the name stay.
 */
export function placeWithDistance(entry: string, language: Language): string {
  return entry.replace(/ - (?!.* - )/, ` ${DASHES[language]} `);
}
