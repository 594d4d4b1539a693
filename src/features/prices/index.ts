// The prices feature's entry: the quote rule and the words that say it. Every other part of the site reads prices
// through here; nothing else does price arithmetic.
export {
  fromPrice,
  isEveryYear,
  longerInSomeSeason,
  minimumStay,
  nightRate,
  quoteStay,
  seasonOf,
  WEEK,
  type MinimumStay,
  type PropertyPrices,
  type Quote,
  type QuotedStay,
  type QuoteLine,
  type Season,
  type TownTax,
} from './rules';
export { nightlyRange, type NightlyRange } from './range';
export { shortestAmong } from './shortest';
export {
  feeNotes,
  formatAmount,
  formatMoney,
  formatPercent,
  formatSeasonDay,
  freeNightPrices,
  fromText,
  lineLabel,
  minimumText,
  stayMinimumText,
  baseMinimumText,
  quoteSummary,
  seasonRows,
  shownPriceLine,
  taxRate,
  type PriceTexts,
  type SeasonRow,
} from './words';
export { LIST_ORDER_KEY, listOrderScript, orderCards } from './card-order';
export { buildDay, lowestPrice } from './build-day';
export {
  averageNightly,
  cheapestStay,
  lowestRate,
  withinBudget,
  type Budget,
  type CheapestStay,
  type PricedQuote,
  type StaySearch,
} from './budget';
export { includesText } from './includes';
