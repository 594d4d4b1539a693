import { type Language, localizedPath } from './languages.ts';

/** Where a property's card stands alone in `language` (src/integrations/card-fragments.ts): '/en/card/7'. */
export function cardAddress(id: string, language: Language): string {
  return localizedPath(`/card/${encodeURIComponent(id)}`, language);
}

/** The built site's folder of the cards in `language`: 'card', 'en/card'. */
export function cardFolder(language: Language): string {
  return cardAddress('', language).slice(1).replace(/\/$/, '');
}

/** A card alone among the built site's files ('card/7.html', 'en/card/7.html'): a piece of a list, not a page. */
export function isCardFile(file: string): boolean {
  return /^([a-z]{2}\/)?card\/[^/]+\.html$/.test(file);
}
