// The site's terms and privacy notice, for the pages (src/pages/[...lang]/termeni.astro, confidentialitate.astro): each
// a document in the page's language, made from the business's facts and the deployment's settings.
import type { Texts } from '../../i18n';
import type { Language } from '../../lib/languages';
import type { LegalDocument } from './document';
import { legalFacts } from './facts';
import type { LegalSettings } from './settings';
import type { LegalWords } from './words';
import { en } from './words-en';
import { ro } from './words-ro';
import { ru } from './words-ru';

export { type Block, type LegalDocument, plainText, type Section, type Segment } from './document';
export { type LegalSettings, legalSettings } from './settings';

const WORDS: Readonly<Record<Language, LegalWords>> = { ro, en, ru };

/** Which page: the terms of a request, or the privacy notice. */
export type LegalPage = 'terms' | 'privacy';

/** The `page` in `texts`' language, under `settings`, as built on `today` ('yyyy-MM-dd'). */
export function legalDocument(page: LegalPage, texts: Texts, settings: LegalSettings, today: string): LegalDocument {
  return WORDS[texts.language][page](legalFacts(texts, settings, today), texts);
}
