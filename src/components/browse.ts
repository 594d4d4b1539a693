// The home page's list, driven by the search store: the locations row or the search strip, and which of
// the server-rendered cards show. Cards are hidden with `hidden`, so assistive technology skips them too.
// A search with dates also leaves out the properties taken on one of its nights and prices the stay on every card:
// the owners' calendars and the prices' code are fetched then (list-prices.ts, loaded on that first search), never
// with the page.
import { whenIdle } from '../browser/idle';
import { fillText } from '../i18n/fill';
import { formatStay } from '../lib/dates';
import { filterProperties, type ListFilter } from '../lib/filter';
import { isSearchHash, searchHash } from '../lib/search-address';
import { $listFilter, $search, $searchActive, clearSearch, updateSearch } from '../stores/search';
import type { NightRange } from '../lib/nights';
import type { ShowFound } from './catalogue-results';

const section = document.getElementById('properties-section');
const locations = document.getElementById('locations-section');

/** The list's interface texts, with {placeholders}, as PropertyGrid.astro writes them into the page. */
export interface BrowseTexts {
  title: string;
  titleInCity: string;
  /** What the heading adds for each number of properties a search found, from the page (' (1 găsită)'). */
  found: string[];
  countOf: string;
  empty: string;
  allCities: string;
  /** The strip's guest count for each party size the search allows, from the page ('1 oaspete', '20 de oaspeți'). */
  guests: string[];
  /** Each town's name in the page's language, by the name the catalogue and the search use. */
  towns: Record<string, string>;
}

/** A card of the page as the list's filter reads it: no title, since the home page offers no free text. */
interface Card {
  element: HTMLElement;
  id: string;
  location: string;
  capacity: number;
}

function readCards(grid: HTMLElement): Card[] {
  return [...grid.querySelectorAll<HTMLElement>('[data-property-id]')].map((element) => ({
    element,
    id: element.dataset['propertyId'] ?? '',
    location: element.dataset['location'] ?? '',
    capacity: Number(element.dataset['capacity']),
  }));
}

/** A part of the list the page is built with (PropertyGrid.astro, LocationsRow.astro). */
function part(root: ParentNode, selector: string): HTMLElement {
  return root.querySelector<HTMLElement>(selector)!;
}

/** Starts the list. */
export function startBrowse(): void {
  if (!section || !locations) return;
  const texts = JSON.parse(part(section, '[data-browse-texts]').textContent ?? '{}') as BrowseTexts;
  const grid = part(section, '[data-properties-grid]');
  const cards = readCards(grid);
  const total = Number(grid.dataset['total']) || cards.length;
  // A catalogue larger than the page's cards: its search goes over all of it (browse-catalogue.ts, with the page).
  const wide = total > cards.length ? import('./browse-catalogue') : undefined;
  const title = part(section, '[data-properties-title]');
  const count = part(section, '[data-properties-count]');
  const empty = part(section, '[data-properties-empty]');
  const announcer = part(section, '[data-properties-announcer]');
  let taken: Readonly<Record<string, readonly NightRange[]>> = {};
  const row = part(locations, '[data-locations-row]');
  const strip = part(locations, '[data-search-strip]');
  const cityChoices = [...locations.querySelectorAll<HTMLButtonElement>('[data-city-choice]')];
  let announced = '';

  for (const button of cityChoices) {
    button.addEventListener('click', () => updateSearch({ location: button.dataset['cityChoice'] ?? '' }));
  }
  // The strip hides as the search clears; focus moves to 'Toate locațiile', the chosen button of the row that
  // takes its place, instead of being lost with the hidden button.
  part(strip, '[data-clear-search]').addEventListener('click', () => {
    clearSearch();
    cityChoices.find((button) => button.dataset['cityChoice'] === '')?.focus();
  });

  // The stays' prices follow the search from the page's first idle moment: a search then writes its totals in the
  // frame that shows its cards. The calendars are fetched at the first search with dates; should their code fail to
  // load (offline), the list stays as the search filtered it.
  let listPrices: Promise<typeof import('./list-prices')> | undefined;
  const pricesFollowing = () =>
    (listPrices ??= import('./list-prices').then((module) => {
      module.followStayPrices(section);
      return module;
    }));
  whenIdle(() => void pricesFollowing());
  // The other filters (the kind of stay, the price, amenities, pets) come with their first use: the button, or a search
  // that has them; the list waits for the properties they leave (list-filters.ts).
  let filtering: Promise<typeof import('./list-filters')> | undefined;
  let filters: typeof import('./list-filters') | undefined;
  const filtersCode = () =>
    (filtering ??= import('./list-filters').then((module) => {
      module.startFilters(section, again);
      filters = module;
      return module;
    }));
  part(section, '[data-filters-open]').addEventListener(
    'click',
    () => void filtersCode().then((module) => module.openFilters()),
  );
  let following = false;
  const render = (listFilter: ListFilter) => {
    const active = $searchActive.get();
    if (active && !following) {
      following = true;
      void pricesFollowing().then(({ followTakenNights }) =>
        followTakenNights((known) => {
          taken = known;
          render($listFilter.get());
        }),
      );
    }
    const { checkInDate: checkIn, checkOutDate: checkOut, filters: chosen } = $search.get();
    const only = filters?.only(chosen);
    if (chosen && !only) return void filtersCode();
    const filter = { ...listFilter, only, ...(active && { freeFor: { checkIn, checkOut, taken } }) };
    const heading = filter.city
      ? fillText(texts.titleInCity, { city: texts.towns[filter.city] ?? filter.city })
      : texts.title;
    const show: ShowFound = (matched, found, said) => {
      title.textContent = active ? heading + found : heading;
      count.textContent = fillText(texts.countOf, { n: matched, total });
      empty.hidden = matched > 0;
      const message = said || (matched > 0 ? `${title.textContent}: ${count.textContent}` : texts.empty);
      // Say it only when it changed, not for the state the page loads in.
      if (announced && message !== announced) announcer.textContent = message;
      announced = message;
    };
    const local = () => {
      const shown = new Set(filterProperties(cards, filter));
      for (const card of cards) card.element.hidden = !shown.has(card);
      show(shown.size === cards.length ? total : shown.size, texts.found[shown.size] ?? '');
    };
    if (wide) void wide.then((list) => list.search(grid, filter, active, show, again) || local());
    else local();
  };
  const again = () => render($listFilter.get());
  $listFilter.subscribe(render);
  $search.subscribe((search) => {
    const active = $searchActive.get();
    // The search's own address, to share or come back to (src/lib/search-address.ts).
    // A section's fragment (#properties-section, where a town page's search leads) gives way to the search's.
    const address = location.pathname + (searchHash(search) || (isSearchHash(location.hash) ? '' : location.hash));
    if (address !== location.pathname + location.search + location.hash)
      history.replaceState(history.state, '', address);
    row.hidden = active;
    strip.hidden = !active;
    for (const button of cityChoices) {
      button.setAttribute('aria-pressed', String((button.dataset['cityChoice'] ?? '') === search.location));
    }
    if (active) {
      part(strip, '[data-strip-city]').textContent =
        (texts.towns[search.location] ?? search.location) || texts.allCities;
      part(strip, '[data-strip-dates]').textContent = formatStay(search.checkInDate, search.checkOutDate);
      part(strip, '[data-strip-guests]').textContent = texts.guests[search.guests] ?? String(search.guests);
    }
  });
}
