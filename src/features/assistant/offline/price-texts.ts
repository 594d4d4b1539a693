// The site's own words for prices, in each language the assistant answers in: the server has no page whose texts
// were loaded, so it reads the three tables directly, and the figures it writes read as the pages write them
// ('2.760 lei pentru 4 nopți', '2,760 lei for 4 nights', '2 760 леев за 4 ночи').
import { translate, type TextTable } from '../../../i18n';
import { en, enNouns } from '../../../i18n/en';
import { ro, roNouns } from '../../../i18n/ro';
import { ru, ruNouns } from '../../../i18n/ru';
import type { Language } from '../../../lib/languages';
import type { NounTable } from '../../../lib/nouns-ro';
import { countNoun } from '../../../lib/plural';
import type { PriceTexts } from '../../prices';

const TABLES: Readonly<Record<Language, { texts: TextTable; nouns: NounTable }>> = {
  ro: { texts: ro, nouns: roNouns },
  en: { texts: en, nouns: enNouns },
  ru: { texts: ru, nouns: ruNouns },
};

/** The texts the prices' words are written with, in `language`. */
export function priceTexts(language: Language): PriceTexts {
  const { texts, nouns } = TABLES[language];
  return {
    language,
    t: (key, params) => translate(texts, key, params),
    count: (n, noun) => countNoun(n, nouns[noun], language),
  };
}
