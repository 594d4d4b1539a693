// The side card's quote, fetched only once the guest has dates for the property (src/features/booking/side-card.ts):
// each line of what the stay costs and the total, or the shortest stay the check-in allows, in the page's language.
// The quote is the prices feature's; this module only chooses the stay and writes its words, as text, never markup.
import { count, loadLanguage, t } from '../../i18n';
import { formatStay, type IsoDay } from '../../lib/dates';
import { pageLanguage } from '../../lib/languages';
import type { PickedStay } from '../../stores/picked-stay';
import type { SearchState } from '../../stores/search';
import {
  formatMoney,
  lineLabel,
  minimumText,
  type PriceTexts,
  type PropertyPrices,
  type QuotedStay,
  quoteStay,
  stayMinimumText,
  type TownTax,
} from '../prices';
import { bookingStart } from './request';

/** What the property page hands the side card's script, as JSON: only a property with prices has it. */
export interface SideCardPrices {
  propertyId: string;
  /** The most guests the property takes. */
  capacity: number;
  prices: PropertyPrices;
  /** Its town's tax, if the town collects one. */
  tax?: TownTax | undefined;
}

/**
 * The stay the side card quotes: the one picked in the wizard for this property, else the search's dates, read as
 * the wizard would open on them (a stay it could request, the party within the property's capacity); undefined
 * without both dates.
 */
export function stayToQuote(
  card: SideCardPrices,
  picked: PickedStay | null,
  search: SearchState,
  today: IsoDay,
): QuotedStay | undefined {
  if (picked?.propertyId === card.propertyId)
    return { checkIn: picked.checkIn, checkOut: picked.checkOut, guests: picked.guests };
  const { checkIn, checkOut, guests } = bookingStart(
    card.capacity,
    { checkIn: search.checkInDate, checkOut: search.checkOutDate, guests: search.guests },
    today,
  );
  return checkIn && checkOut ? { checkIn, checkOut, guests } : undefined;
}

/** The card's minimum stay for `stay`: its check-in season's ('Minim nopți: 4 nopți'). `prepareQuote` must have settled. */
export function stayMinimum(card: SideCardPrices, stay: QuotedStay): string {
  return stayMinimumText({ t, count, language: pageLanguage() }, card.prices, stay.checkIn);
}

/** Loads the page language's texts, which the quote is written in. */
export function prepareQuote(): Promise<void> {
  return loadLanguage();
}

function make<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  className: string,
  ...children: string[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  element.className = className;
  element.append(...children);
  return element;
}

/** A line of the quote: what it is, then its amount. */
function row(label: string, amount: string, className: string): HTMLDivElement {
  const line = make('div', `flex items-baseline justify-between gap-3 ${className}`);
  line.append(make('dt', ''), make('dd', 'shrink-0 tabular-nums'));
  line.firstElementChild!.textContent = label;
  line.lastElementChild!.textContent = amount;
  return line;
}

/**
 * Writes into `box` the quote of `stay` (the stay from `stayToQuote`) at the card's prices: for whom and when, each
 * line and the total, or the check-in's shortest stay when the stay is shorter; hides `box` without a stay.
 * `prepareQuote` must have settled.
 */
export function showQuote(box: HTMLElement, card: SideCardPrices, stay: QuotedStay | undefined): void {
  const quote = stay && quoteStay(card.prices, stay, card.tax);
  if (!stay || !quote) {
    box.hidden = true;
    return;
  }
  const language = pageLanguage();
  const texts: PriceTexts = { t, count, language };
  const heading = make(
    'h3',
    'font-sans text-sm font-semibold',
    t('prices.quoteFor', {
      dates: formatStay(stay.checkIn, stay.checkOut, language),
      guests: count(stay.guests, 'guest'),
    }),
  );
  if (quote.kind === 'tooShort') {
    box.replaceChildren(heading, make('p', 'mt-2 text-sm text-sea-900/80', minimumText(texts, quote.minimum)));
  } else {
    const lines = make('dl', 'mt-2 space-y-1 text-sm');
    lines.append(
      ...quote.lines.map((line) => row(lineLabel(texts, line), formatMoney(line.amount, language), 'text-sea-900/80')),
      row(
        t('prices.totalLabel'),
        formatMoney(quote.total, language),
        'border-t border-sea-900/10 pt-2 text-base font-semibold',
      ),
    );
    box.replaceChildren(heading, lines);
  }
  box.hidden = false;
}
