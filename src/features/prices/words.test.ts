import { beforeAll, describe, expect, it } from 'vitest';
import { count, loadLanguage, t, type Texts } from '../../i18n';
import type { Language } from '../../lib/languages';
import {
  baseMinimumText,
  formatAmount,
  formatMoney,
  freeNightPrices,
  fromText,
  lineLabel,
  minimumText,
  quoteStay,
  quoteSummary,
  seasonRows,
  shownPriceLine,
  stayMinimumText,
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
    expect(formatMoney(2760, 'ru')).toBe('2\u00a0760\u00a0леев');
    expect(formatMoney(12760, 'ro')).toBe('12.760\u00a0lei');
  });

  it('names one leu and the Russian forms of the leu', () => {
    expect(formatMoney(1, 'ro')).toBe('1\u00a0leu');
    expect(formatMoney(2, 'ru')).toBe('2\u00a0лея');
    expect(formatMoney(21, 'ru')).toBe('21\u00a0лей');
  });

  it('writes the leu in Russian as standard Russian counts it: 1 лей, 2 лея, 5 леев', () => {
    expect(formatMoney(1, 'ru')).toBe('1\u00a0лей');
    expect(formatMoney(3, 'ru')).toBe('3\u00a0лея');
    expect(formatMoney(5, 'ru')).toBe('5\u00a0леев');
    expect(formatMoney(11, 'ru')).toBe('11\u00a0леев');
    expect(formatMoney(450, 'ru')).toBe('450\u00a0леев');
    expect(formatMoney(1.5, 'ru')).toBe('1,5\u00a0лея');
    expect(formatMoney(-276, 'ru')).toBe('−276\u00a0леев');
    expect(formatMoney(1.5, 'ro')).toBe('1,5\u00a0lei');
  });

  it('writes a discount with a minus sign', () => {
    expect(formatMoney(-371, 'en')).toBe('−371\u00a0lei');
  });
});

describe('the price under a calendar’s day', () => {
  it('is the night’s own price, its season’s or its weekend’s, as the language writes the figure', () => {
    expect(formatAmount(2760, 'ro')).toBe('2.760');
    expect(formatAmount(2760, 'ru')).toBe('2\u00a0760');
    const priceOf = freeNightPrices(SUMMER, [['2027-07-20', '2027-07-22']], '2027-03-02', 'en');
    // A Tuesday, a Friday night, a summer night, a summer Saturday night.
    expect(priceOf('2027-03-02')).toEqual({ figure: '450', spoken: '450\u00a0lei' });
    expect(priceOf('2027-03-05')?.figure).toBe('520');
    expect(priceOf('2027-07-06')?.figure).toBe('750');
    expect(priceOf('2027-07-10')?.spoken).toBe('800\u00a0lei');
  });

  it('is none for a day already past or a taken night', () => {
    const priceOf = freeNightPrices(SUMMER, [['2027-07-20', '2027-07-22']], '2027-03-02', 'ro');
    expect(priceOf('2027-03-01')).toBeUndefined();
    expect(priceOf('2027-07-20')).toBeUndefined();
    expect(priceOf('2027-07-21')).toBeUndefined();
    // The morning the taken nights end is a free night.
    expect(priceOf('2027-07-22')?.figure).toBe('750');
  });
});

describe('the words of a price', () => {
  it('says the lowest price and a total with its nights', () => {
    expect(fromText(textsOf('ro'), 450)).toBe('de la 450\u00a0lei / noapte');
    expect(fromText(textsOf('ru'), 450)).toBe('от 450\u00a0леев / ночь');
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

  it('states the minimum stay of a check-in’s season, and without dates the base one and that seasons ask more', () => {
    const prices: PropertyPrices = {
      ...SUMMER,
      minNights: 2,
      seasons: [...(SUMMER.seasons ?? []), { from: '2026-12-30', to: '2027-01-02', nightly: 900, minNights: 3 }],
    };
    expect(stayMinimumText(textsOf('ro'), prices, '2027-07-10')).toBe('Minim nopți: 5 nopți');
    expect(stayMinimumText(textsOf('en'), prices, '2026-12-31')).toBe('Minimum stay: 3 nights');
    expect(stayMinimumText(textsOf('ru'), prices, '2027-03-01')).toBe('Минимальный срок: 2 ночи');
    expect(baseMinimumText(textsOf('ro'), prices, '2026-12-02')).toBe(
      'Minim nopți: 2 nopți (mai multe în unele perioade)',
    );
    // A season that asks for no more, or one that is over, says nothing of seasons.
    const past: PropertyPrices = {
      nightly: 450,
      minNights: 2,
      seasons: [prices.seasons![1]!, { from: '06-01', to: '06-30', minNights: 2 }],
    };
    expect(baseMinimumText(textsOf('en'), past, '2027-02-01')).toBe('Minimum stay: 2 nights');
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
