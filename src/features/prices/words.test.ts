import { beforeAll, describe, expect, it } from 'vitest';
import { count, loadLanguage, t, type Texts } from '../../i18n';
import type { Language } from '../../lib/languages';
import {
  formatMoney,
  fromText,
  lineLabel,
  minimumText,
  quoteStay,
  quoteSummary,
  seasonRows,
  shownPriceLine,
  type PropertyPrices,
} from '.';

const textsOf = (language: Language): Texts => ({
  language,
  t: (key, params) => t(key, params, language),
  count: (n, noun) => count(n, noun, language),
});

beforeAll(() => Promise.all([loadLanguage('ro'), loadLanguage('en'), loadLanguage('ru')]));

const SUMMER: PropertyPrices = {
  nightly: 450,
  weekend: 520,
  cleaning: 150,
  seasons: [{ from: '07-01', to: '08-31', nightly: 750, weekend: 800, minNights: 5 }],
};

describe('formatMoney', () => {
  it('writes amounts as each language writes numbers, in lei only', () => {
    expect(formatMoney(2760, 'ro')).toBe('2.760\u00a0lei');
    expect(formatMoney(2760, 'en')).toBe('2,760\u00a0lei');
    expect(formatMoney(2760, 'ru')).toBe('2\u00a0760\u00a0лей');
    expect(formatMoney(12760, 'ro')).toBe('12.760\u00a0lei');
  });

  it('names one leu and the Russian forms of the leu', () => {
    expect(formatMoney(1, 'ro')).toBe('1\u00a0leu');
    expect(formatMoney(2, 'ru')).toBe('2\u00a0лея');
    expect(formatMoney(21, 'ru')).toBe('21\u00a0лей');
    expect(formatMoney(1.5, 'ro')).toBe('1,5\u00a0lei');
  });

  it('writes a discount with a minus sign', () => {
    expect(formatMoney(-371, 'en')).toBe('−371\u00a0lei');
  });
});

describe('the words of a price', () => {
  it('says the lowest price and a total with its nights', () => {
    expect(fromText(textsOf('ro'), 450)).toBe('de la 450\u00a0lei / noapte');
    expect(fromText(textsOf('ru'), 450)).toBe('от 450\u00a0лей / ночь');
    const quote = quoteStay(SUMMER, { checkIn: '2027-03-01', checkOut: '2027-03-05', guests: 2 })!;
    expect(quoteSummary(textsOf('ro'), quote)).toBe('1.950\u00a0lei pentru 4 nopți');
    expect(quoteSummary(textsOf('en'), quote)).toBe('1,950\u00a0lei for 4 nights');
  });

  it('says a season’s minimum for arrivals in it', () => {
    const quote = quoteStay(SUMMER, { checkIn: '2027-07-05', checkOut: '2027-07-08', guests: 2 })!;
    expect(quoteSummary(textsOf('ro'), quote)).toBe('minim 5 nopți în această perioadă');
    expect(quote.kind === 'tooShort' && minimumText(textsOf('ro'), quote.minimum)).toBe(
      'Pentru sosiri între 1 iulie și 31 august, minimum 5 nopți',
    );
    expect(quote.kind === 'tooShort' && minimumText(textsOf('ru'), quote.minimum)).toBe(
      'Для заезда с 1 июля по 31 августа — минимум 5 ночей',
    );
    expect(quote.kind === 'tooShort' && minimumText(textsOf('en'), quote.minimum)).toBe(
      'For arrivals between 1 July and 31 August, minimum 5 nights',
    );
  });

  it('names each line of a quote', () => {
    const quote = quoteStay(
      { ...SUMMER, guestsIncluded: 2, extraGuest: 60, weeklyDiscount: 10 },
      { checkIn: '2027-03-01', checkOut: '2027-03-08', guests: 3 },
      { percent: 1 },
    );
    expect(quote?.kind === 'priced' && quote.lines.map((line) => lineLabel(textsOf('ro'), line))).toEqual([
      '5 nopți × 450\u00a0lei',
      'Weekend: 2 nopți × 520\u00a0lei',
      'Oaspeți în plus: 1 oaspete × 7 nopți × 60\u00a0lei',
      'Reducere pentru o săptămână (10\u00a0%)',
      'Curățenie',
      'Taxa de stațiune (1\u00a0%)',
    ]);
    expect(quote?.kind === 'priced' && shownPriceLine(textsOf('ro'), quote)).toMatch(
      /^Preț afișat: [\d.]+\u00a0lei pentru 7 nopți, cu curățenia și taxa de stațiune$/,
    );
  });

  it('writes the table of prices, seasons first, then the rest of the year', () => {
    expect(seasonRows(textsOf('ro'), SUMMER, '2026-11-27')).toEqual([
      { when: '1 iulie – 31 august', what: '750\u00a0lei / noapte, vineri și sâmbătă 800\u00a0lei, minimum 5 nopți' },
      { when: 'În restul anului', what: '450\u00a0lei / noapte, vineri și sâmbătă 520\u00a0lei' },
    ]);
  });
});
