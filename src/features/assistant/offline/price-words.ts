// What the offline assistant says a property costs, in the answer's language and in the site's own words for prices
// (src/features/prices: '2.760 lei pentru 4 nopți, cu curățenia', 'de la 450 lei / noapte', 'Pentru sosiri între
// 1 iulie și 31 august, minimum 5 nopți'). Every figure is one the catalogue gives through the quote rule.
import type { IsoDay } from '../../../lib/dates';
import {
  averageNightly,
  feeNotes,
  formatMoney,
  fromText,
  includesText,
  lineLabel,
  minimumText,
  quoteSummary,
  seasonRows,
  type Budget,
} from '../../prices';
import type { AssistantProperty } from '../search/catalogue';
import { priceFact, type AskedStay, type PriceFact } from '../search/price-facts';
import type { AssistantPhrases, PriceOf } from './phrases';
import { priceTexts } from './price-texts';

/** A stay's total, what it includes, and (for a budget a night) its average night. */
function totalWords(fact: PriceFact & { kind: 'quote' }, p: AssistantPhrases, budget?: Budget): string {
  const texts = priceTexts(p.language);
  const total = `${quoteSummary(texts, fact.quote)}${includesText(texts, fact.quote)}`;
  if (budget?.per !== 'night') return total;
  const average = texts.t('prices.perNight', { price: formatMoney(averageNightly(fact.quote), p.language) });
  return `${total} ${p.average(average)}`;
}

/** A property's price in a list: the stay's total, its minimum, the 'de la' price, or that it is set at booking. */
export function shortPrice(fact: PriceFact, p: AssistantPhrases, budget?: Budget): string {
  const texts = priceTexts(p.language);
  switch (fact.kind) {
    case 'unpriced':
      return p.priceAtBooking;
    case 'quote':
      return totalWords(fact, p, budget);
    case 'tooShort':
      return quoteSummary(texts, { kind: 'tooShort', nights: fact.nights, minimum: fact.minimum });
    case 'from':
      return fromText(texts, fact.from);
  }
}

/** How a list prices its properties for the stay asked about (and the budget, when one was said). */
export function listPrices(stay: AskedStay & { budget?: Budget }, today: IsoDay, p: AssistantPhrases): PriceOf {
  return (property) => shortPrice(priceFact(property, stay, today), p, stay.budget);
}

/**
 * What follows a property's price when it is the one asked about: the lines of the stay's total, or the rule it falls
 * short of; without dates each season still to come and the fees. A property without prices has nothing to add.
 */
export function priceDetails(
  property: AssistantProperty,
  stay: AskedStay,
  today: IsoDay,
  p: AssistantPhrases,
): string[] {
  const texts = priceTexts(p.language);
  const fact = priceFact(property, stay, today);
  const { prices, tax } = property;
  if (fact.kind === 'unpriced' || !prices) return [];
  if (fact.kind === 'quote')
    return [
      fact.quote.lines.map((line) => `${lineLabel(texts, line)}: ${formatMoney(line.amount, p.language)}`).join('; '),
    ];
  if (fact.kind === 'tooShort') return [`${minimumText(texts, fact.minimum)}. ${p.longerStay}`];
  return [
    ...seasonRows(texts, prices, today).map((row) => `${row.when}: ${row.what}`),
    ...feeNotes(texts, prices, tax ? { town: p.town(property.city), tax } : undefined),
  ];
}
