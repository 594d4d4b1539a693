// What a total includes, in the site's words, for each mix of fees.
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ro } from '../../i18n/ro';
import { translate } from '../../i18n';
import { includesText, quoteStay, type PriceTexts, type PropertyPrices, type TownTax } from '.';

const texts = (language: 'ro' | 'en'): PriceTexts => ({
  language,
  t: (key, params) => translate(language === 'ro' ? ro : en, key, params),
  count: (n) => String(n),
});
const stay = { checkIn: '2026-11-09', checkOut: '2026-11-11', guests: 2 };
const priced = (prices: PropertyPrices, tax?: TownTax) => {
  const quote = quoteStay(prices, stay, tax);
  if (quote?.kind !== 'priced') throw new Error('expected a priced quote');
  return quote;
};

describe('includesText', () => {
  it('names cleaning and the tax when the quote has them, nothing when it has only nights', () => {
    expect(includesText(texts('ro'), priced({ nightly: 300, cleaning: 100 }, { percent: 1 }))).toBe(
      ', cu curățenia și taxa de stațiune',
    );
    expect(includesText(texts('ro'), priced({ nightly: 300, cleaning: 100 }))).toBe(', cu curățenia');
    expect(includesText(texts('en'), priced({ nightly: 300 }, { perGuestNight: 2 }))).toBe(
      ', including the resort tax',
    );
    expect(includesText(texts('ro'), priced({ nightly: 300 }))).toBe('');
  });
});
