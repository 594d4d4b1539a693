// The comparison page's script: reads the properties the address names (the first three known ids of '?lista='),
// draws their table, or says there are fewer than two to compare; with the tab's search dates, it fetches the owners'
// calendars (as the home page's list does, only then) and says for each property whether it is free those nights
// and what they cost there. A small catalogue's page carries every property's facts; a larger one's fetches those
// of the properties compared, each a small file beside its card.
import { fillText } from '../../i18n/fill';
import { formatStay } from '../../lib/dates';
import { isRecord } from '../../lib/json';
import { $search } from '../../stores/search';
import { pageCatalogue, sharedIds } from '../shortlist';
import type { StayAnswer } from './availability';
import { type ComparedProperty, type CompareData, type CompareTexts, factsAddress } from './data';
import { comparedIds, FEWEST_COMPARED, MOST_COMPARED } from './rules';
import { breakablePrice, comparisonTable, type Marks } from './table';

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
        cell.textContent = breakablePrice(
          prices && checkIn && checkOut ? prices.stayPrice(price, { checkIn, checkOut, guests }) : price.from,
        );
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

/** The properties compared, in the address's order, and what the page says of the others the address names. */
interface Comparison {
  properties: readonly ComparedProperty[];
  /** The address named more properties than are compared. */
  more: boolean;
  /** The address named ids that are not properties of the page's language. */
  unknown: boolean;
}

/** The comparison the address asks for, from every property's facts the page carries. */
function carriedComparison(carried: readonly ComparedProperty[]): Comparison {
  const byId = new Map(carried.map((property) => [property.id, property]));
  const asked = comparedIds(window.location.search, new Set(byId.keys()));
  return { properties: asked.ids.flatMap((id) => byId.get(id) ?? []), more: asked.more, unknown: asked.unknown };
}

/** Property `id`'s facts, from `folder`, or undefined when it has no page in the page's language (no facts there). */
async function fetchFacts(folder: string, id: string): Promise<ComparedProperty | undefined> {
  const url = factsAddress(folder, id);
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const facts: unknown = await response.json();
  if (!isRecord(facts) || facts['id'] !== id) throw new Error(`${url}: not the facts of ${id}`);
  return facts as unknown as ComparedProperty;
}

/**
 * The comparison the address asks for, from the facts of its first properties fetched: the catalogue's ids (which
 * every page carries) tell which ids are properties at all; one without a page in this language has no facts to
 * fetch, and the next in the list takes its place, as when the page carries them. Fails when the connection does.
 */
async function fetchedComparison(folder: string): Promise<Comparison> {
  const read = sharedIds(window.location.search, pageCatalogue());
  const properties: ComparedProperty[] = [];
  let unknown = read.unknown > 0;
  let next = 0;
  while (properties.length < MOST_COMPARED && next < read.ids.length) {
    const batch = read.ids.slice(next, next + MOST_COMPARED - properties.length);
    next += batch.length;
    for (const facts of await Promise.all(batch.map((id) => fetchFacts(folder, id))))
      if (facts) properties.push(facts);
      else unknown = true;
  }
  return { properties, more: next < read.ids.length || read.trimmed, unknown };
}

/** Draws the comparison, or says there are fewer than two properties to compare. */
function show({ properties, more, unknown }: Comparison, texts: CompareTexts): void {
  part('[data-compare-loading]').hidden = true;
  if (properties.length < FEWEST_COMPARED) {
    part('[data-compare-too-few]').hidden = false;
    return;
  }
  const marks: Marks = {
    yes: mark('yes'),
    book: mark('book').querySelector('button') ?? document.createElement('button'),
  };
  const region = part('[data-compare-region]');
  region.append(comparisonTable(properties, texts, marks));
  region.hidden = false;
  part('[data-compare-more]').hidden = !more;
  part('[data-compare-unknown]').hidden = !unknown;
  followAvailability(texts, [...region.querySelectorAll<HTMLElement>('[data-availability-of]')]);
  followPrices(properties, [...region.querySelectorAll<HTMLElement>('[data-price-of]')]);
}

if (root) {
  const data = JSON.parse(part('[data-compare-data]').textContent ?? '{}') as CompareData;
  if (data.properties) show(carriedComparison(data.properties), data.texts);
  else if (data.factsFolder) {
    // The facts are a request away: the page says it is preparing the table meanwhile, where the table will be.
    const status = part('[data-compare-status]');
    status.textContent = status.dataset['loading'] ?? '';
    fetchedComparison(data.factsFolder).then(
      (comparison) => show(comparison, data.texts),
      (error: unknown) => {
        status.textContent = status.dataset['failed'] ?? '';
        console.error('The comparison’s properties could not be loaded:', error);
      },
    );
  }
}
