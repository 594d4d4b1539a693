// The comparison page's script: reads the properties the address names (the first three known ids of '?lista='),
// draws their table, or says there are fewer than two to compare; with the tab's search dates, it fetches the owners'
// calendars (as the home page's list does, only then) and says for each property whether it is free those nights
// and what they cost there.
import { fillText } from '../../i18n/fill';
import { formatStay } from '../../lib/dates';
import { $search } from '../../stores/search';
import type { StayAnswer } from './availability';
import type { ComparedProperty, CompareData, CompareTexts } from './data';
import { comparedIds, FEWEST_COMPARED } from './rules';
import { comparisonTable, type Marks } from './table';

const root = document.querySelector<HTMLElement>('[data-compare]');

function part<Found extends Element = HTMLElement>(selector: string): Found {
  const element = root?.querySelector<Found>(selector);
  if (!element) throw new Error(`compare: ${selector} is missing from the page`);
  return element;
}

/** The content of the page's template `name`: an icon, or the booking button. */
function mark(name: string): DocumentFragment {
  return part<HTMLTemplateElement>(`template[data-compare-mark="${name}"]`).content;
}

/** Keeps each property's availability line in step with the tab's search and the calendars once fetched. */
function followAvailability(texts: CompareTexts, lines: readonly HTMLElement[]): void {
  let calendars: typeof import('./availability') | undefined;
  let asked = false;
  const words: Record<StayAnswer, string> = {
    loading: texts.loading,
    unconfirmed: texts.unconfirmed,
    free: texts.free,
    taken: texts.taken,
  };
  const render = () => {
    const { checkInDate: checkIn, checkOutDate: checkOut } = $search.get();
    const dates = checkIn && checkOut ? formatStay(checkIn, checkOut) : '';
    for (const line of lines) {
      const answer = calendars?.stayAnswer(line.dataset['availabilityOf'] ?? '', checkIn, checkOut) ?? 'loading';
      line.textContent = dates ? fillText(words[answer], { dates }) : texts.noDates;
    }
    // The calendars' code and data are fetched for a search with dates only, and once.
    if (dates && !asked) {
      asked = true;
      void import('./availability').then((module) => {
        calendars = module;
        module.followCalendars(render);
      });
    }
  };
  $search.subscribe(render);
}

/** Keeps each property's price in step with the tab's search: its 'de la' price, or what the search's stay costs. */
function followPrices(properties: readonly ComparedProperty[], cells: readonly HTMLElement[]): void {
  let quoting: Promise<typeof import('./prices')> | undefined;
  const write = (prices?: typeof import('./prices')) => {
    const { checkInDate: checkIn, checkOutDate: checkOut, guests } = $search.get();
    for (const cell of cells) {
      const price = properties.find((property) => property.id === cell.dataset['priceOf'])?.price;
      if (price)
        cell.textContent =
          prices && checkIn && checkOut ? prices.stayPrice(price, { checkIn, checkOut, guests }) : price.from;
    }
  };
  const render = () => {
    const { checkInDate, checkOutDate } = $search.get();
    write();
    // The quote's code and the texts it writes with are fetched for a search with dates only, and once.
    if (!checkInDate || !checkOutDate || cells.length === 0) return;
    quoting ??= import('./prices').then(async (module) => {
      await module.preparePrices();
      return module;
    });
    quoting.then(write).catch((error: unknown) => {
      // Its code could not be fetched (the connection dropped): the 'de la' prices stay; a later search retries.
      quoting = undefined;
      console.error('The comparison’s prices could not be loaded:', error);
    });
  };
  $search.subscribe(render);
}

if (root) {
  const data = JSON.parse(part('[data-compare-data]').textContent ?? '{}') as CompareData;
  const byId = new Map(data.properties.map((property) => [property.id, property]));
  const asked = comparedIds(window.location.search, new Set(byId.keys()));
  const properties = asked.ids.flatMap((id) => byId.get(id) ?? []);
  part('[data-compare-loading]').hidden = true;
  if (properties.length < FEWEST_COMPARED) {
    part('[data-compare-too-few]').hidden = false;
  } else {
    const marks: Marks = {
      yes: mark('yes'),
      no: mark('no'),
      book: mark('book').querySelector('button') ?? document.createElement('button'),
    };
    const region = part('[data-compare-region]');
    region.append(comparisonTable(properties, data.texts, marks));
    region.hidden = false;
    part('[data-compare-more]').hidden = !asked.more;
    part('[data-compare-unknown]').hidden = !asked.unknown;
    followAvailability(data.texts, [...region.querySelectorAll<HTMLElement>('[data-availability-of]')]);
    followPrices(properties, [...region.querySelectorAll<HTMLElement>('[data-price-of]')]);
  }
}
