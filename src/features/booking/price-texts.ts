import { count, t } from '../../i18n';
import { type Language, pageLanguage } from '../../lib/languages';
import type { PriceTexts } from '../prices';

/** The texts the prices' words write with, in `language` (the page's by default), once its tables are loaded. */
export function priceTexts(language: Language = pageLanguage()): PriceTexts {
  return { language, t: (key, params) => t(key, params, language), count: (n, noun) => count(n, noun, language) };
}
