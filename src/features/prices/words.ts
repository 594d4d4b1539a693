// What a price says to a guest, in the page's language: amounts as the language writes numbers ('2.760 lei',
// '2,760 lei', '2 760 леев'), the lines of a quote, the shortest stay and the seasons. The build passes the texts of
// the page it writes, a browser script those of its page, once loaded (src/i18n).
import type { Texts } from '../../i18n';
import type { IsoDay } from '../../lib/dates';
import { LANGUAGE_LOCALES, type Language } from '../../lib/languages';
import { includesText } from './includes';
import { isTakenNight, type NightRange } from '../../lib/nights';
import { nounAfter, type NounForms } from '../../lib/plural';
import {
  isEveryYear,
  longerInSomeSeason,
  type MinimumStay,
  minimumStay,
  nightRate,
  type PropertyPrices,
  type Quote,
  type QuoteLine,
  type Season,
  type TownTax,
} from './rules';

/** The texts of one language: what every function here writes with. */
export type PriceTexts = Pick<Texts, 't' | 'count' | 'language'>;

/**
 * The leu as each language names it after a number: 1 leu, 2 lei; in Russian as standard Russian counts it and as the
 * owners' own Russian texts write it ('Залог 500 леев'): 1 лей, 2 лея, 5 леев, 1,5 лея. Prices are in lei only.
 */
const LEI: Readonly<Record<Language, NounForms>> = {
  ro: { one: 'leu', other: 'lei' },
  en: { one: 'leu', other: 'lei' },
  ru: { one: 'лей', few: 'лея', many: 'леев', other: 'лея' },
};

const numbers = new Map<Language, Intl.NumberFormat>();

/** `Intl`'s number format of `language`, made once. */
function numberFormat(language: Language): Intl.NumberFormat {
  let number = numbers.get(language);
  if (!number) {
    number = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { maximumFractionDigits: 2 });
    numbers.set(language, number);
  }
  return number;
}

/** An amount in lei as `language` writes it: '2.760 lei', '2,760 lei', '2 760 леев'; a discount as '−276 lei'. */
export function formatMoney(amount: number, language: Language): string {
  const size = Math.abs(amount);
  const unit = nounAfter(size, LEI[language], LANGUAGE_LOCALES[language]);
  // A no-break space: the amount and its unit never part at a line's end.
  return `${amount < 0 ? '−' : ''}${numberFormat(language).format(size)}\u00a0${unit}`;
}

/** An amount's figure alone, as `language` writes it, where a caption names the lei: '2.760', '2,760', '2 760'. */
export function formatAmount(amount: number, language: Language): string {
  return numberFormat(language).format(amount);
}

/**
 * Each night's price as a calendar shows it under the day ('1.400', read as '1.400 lei'): the night's own price (its
 * season's, its weekend's), for the free nights from `today` on; none for a past day or a taken night.
 */
export function freeNightPrices(
  prices: PropertyPrices,
  taken: readonly NightRange[],
  today: IsoDay,
  language: Language,
): (day: IsoDay) => { figure: string; spoken: string } | undefined {
  return (day) => {
    if (day < today || isTakenNight(taken, day)) return undefined;
    const { rate } = nightRate(prices, day);
    return { figure: formatAmount(rate, language), spoken: formatMoney(rate, language) };
  };
}

const percents = new Map<Language, Intl.NumberFormat>();

/** A percentage as `language` writes it: '10 %' in Romanian and Russian, '10%' in English. */
export function formatPercent(percent: number, language: Language): string {
  let format = percents.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'percent', maximumFractionDigits: 2 });
    percents.set(language, format);
  }
  return format.format(percent / 100);
}

const seasonDays = new Map<string, Intl.DateTimeFormat>();

/** A season's night for people: '1 iulie' every year, '1 mai 2027' for one year only. */
export function formatSeasonDay(day: string, language: Language): string {
  const everyYear = day.length === 5;
  const [year, month, date] = (everyYear ? `2000-${day}` : day).split('-').map(Number);
  // Made once per language and form: a formatter takes milliseconds to make on a slow phone, a day microseconds.
  const key = `${language}${everyYear}`;
  let format = seasonDays.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      ...(everyYear ? {} : { year: 'numeric' }),
      timeZone: 'UTC',
    });
    seasonDays.set(key, format);
  }
  return format.format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, date ?? 1)));
}

/** 'de la 450 lei / noapte'. */
export function fromText({ t, language }: PriceTexts, amount: number): string {
  return t('prices.from', { price: formatMoney(amount, language) });
}

/** The total of a priced quote for its nights, '2.760 lei pentru 4 nopți'; why it is not one, 'minim 5 nopți…'. */
export function quoteSummary(texts: PriceTexts, quote: Quote): string {
  const { t, count, language } = texts;
  if (quote.kind === 'tooShort')
    return t(quote.minimum.season ? 'prices.tooShortHere' : 'prices.tooShort', {
      nights: count(quote.minimum.nights, 'night'),
    });
  return t('prices.total', { price: formatMoney(quote.total, language), nights: count(quote.nights, 'night') });
}

/** The rule of a shortest stay: 'Pentru sosiri între 1 iulie și 31 august, minimum 5 nopți', or 'Sejur minim: 2 nopți'. */
export function minimumText({ t, count, language }: PriceTexts, minimum: MinimumStay): string {
  const nights = count(minimum.nights, 'night');
  const { season } = minimum;
  if (!season) return t('prices.minimumStay', { nights });
  return t('prices.minimumSeason', {
    from: formatSeasonDay(season.from, language),
    to: formatSeasonDay(season.to, language),
    nights,
  });
}

/** The side card's minimum for a stay from `checkIn`: its season's, 'Minim nopți: 4 nopți'. */
export function stayMinimumText({ t, count }: PriceTexts, prices: PropertyPrices, checkIn: IsoDay): string {
  return t('property.minNights', { nights: count(minimumStay(prices, checkIn).nights, 'night') });
}

/**
 * The side card's minimum without dates: the base rule's, and, when a season still to come asks for more, that it
 * does ('Minim nopți: 2 nopți (mai multe în unele perioade)').
 */
export function baseMinimumText({ t, count }: PriceTexts, prices: PropertyPrices, today: IsoDay): string {
  const nights = count(prices.minNights ?? 1, 'night');
  return t(longerInSomeSeason(prices, today) ? 'property.minNightsSeasonal' : 'property.minNights', { nights });
}

/** A town's tax as a rate: '1%', '2 lei de persoană pe noapte'. */
export function taxRate({ t, language }: PriceTexts, tax: TownTax): string {
  return 'percent' in tax
    ? formatPercent(tax.percent, language)
    : t('prices.taxPerGuestRate', { price: formatMoney(tax.perGuestNight, language) });
}

/** What a line of a quote is: '3 nopți × 450 lei', 'Curățenie'. */
export function lineLabel(texts: PriceTexts, line: QuoteLine): string {
  const { t, count, language } = texts;
  const money = (amount: number) => formatMoney(amount, language);
  switch (line.kind) {
    case 'nights':
      return t(line.weekend ? 'prices.weekendNights' : 'prices.nights', {
        nights: count(line.nights, 'night'),
        price: money(line.rate),
      });
    case 'extraGuests':
      return t('prices.extraGuests', {
        guests: count(line.guests, 'guest'),
        nights: count(line.nights, 'night'),
        price: money(line.rate),
      });
    case 'weeklyDiscount':
      return t('prices.weeklyDiscount', { percent: formatPercent(line.percent, language) });
    case 'cleaning':
      return t('prices.cleaning');
    case 'tax':
      return 'percent' in line.tax
        ? t('prices.taxPercent', { percent: formatPercent(line.tax.percent, language) })
        : t('prices.taxPerGuest', { price: money(line.tax.perGuestNight) });
  }
}

/**
 * The line the WhatsApp request carries, so the owner reads the figure the guest saw: 'Preț afișat: 2.760 lei pentru
 * 4 nopți, cu curățenia și taxa de stațiune'.
 */
export function shownPriceLine(texts: PriceTexts, quote: Quote & { kind: 'priced' }): string {
  const { t, count, language } = texts;
  return t('prices.shown', {
    price: formatMoney(quote.total, language),
    nights: count(quote.nights, 'night'),
    includes: includesText(texts, quote),
  });
}

/** One row of a property's table of prices: when, and what a night costs then. */
export interface SeasonRow {
  /** '1 iulie – 31 august', or the rest of the year. */
  when: string;
  /** '750 lei / noapte, vineri și sâmbătă 800 lei, minimum 5 nopți'. */
  what: string;
}

/** What a night costs under `season` (or the base prices), in words. */
function rateWords(texts: PriceTexts, prices: PropertyPrices, season?: Season): string {
  const { t, count, language } = texts;
  const weekday = season?.nightly ?? prices.nightly;
  const weekend = season?.weekend ?? season?.nightly ?? prices.weekend ?? prices.nightly;
  const minimum = season?.minNights ?? prices.minNights ?? 1;
  return [
    t('prices.perNight', { price: formatMoney(weekday, language) }),
    ...(weekend === weekday ? [] : [t('prices.weekendRate', { price: formatMoney(weekend, language) })]),
    ...(minimum > 1 ? [t('prices.minimumRate', { nights: count(minimum, 'night') })] : []),
  ].join(', ');
}

/**
 * The table a guest or a crawler reads without any script: each season still to come ('1 iulie – 31 august: 750 lei /
 * noapte, minimum 5 nopți'), every-year seasons first in the order of the year, then the rest of the year.
 */
export function seasonRows(texts: PriceTexts, prices: PropertyPrices, today: string): SeasonRow[] {
  const { t, language } = texts;
  const seasons = (prices.seasons ?? [])
    .filter((season) => isEveryYear(season) || season.to >= today)
    .sort(
      (a, b) => Number(isEveryYear(b)) - Number(isEveryYear(a)) || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0),
    );
  return [
    ...seasons.map((season) => ({
      when: `${formatSeasonDay(season.from, language)} – ${formatSeasonDay(season.to, language)}`,
      what: rateWords(texts, prices, season),
    })),
    { when: t('prices.baseRow'), what: rateWords(texts, prices) },
  ];
}

/** The fees beside the nights, in words: cleaning, extra guests, the weekly discount, the town's tax. */
export function feeNotes(texts: PriceTexts, prices: PropertyPrices, tax?: { town: string; tax: TownTax }): string[] {
  const { t, language } = texts;
  return [
    ...(prices.cleaning === undefined
      ? []
      : [t('prices.cleaningFee', { price: formatMoney(prices.cleaning, language) })]),
    ...(prices.guestsIncluded === undefined || prices.extraGuest === undefined
      ? []
      : [
          t('prices.extraGuestFee', {
            n: prices.guestsIncluded,
            price: formatMoney(prices.extraGuest, language),
          }),
        ]),
    ...(prices.weeklyDiscount === undefined
      ? []
      : [t('prices.weeklyDiscountFee', { percent: formatPercent(prices.weeklyDiscount, language) })]),
    ...(tax ? [t('prices.taxNote', { town: tax.town, rate: taxRate(texts, tax.tax) })] : []),
  ];
}
