// Where the visitor was on a page they come back to, kept in this tab's session storage until that page is back in
// place: a list's page saves it as a card is opened (rememberOpenedCard, inlined after the list so it works before
// the page's scripts have arrived), every page as its language is changed (keepPlaceAcrossLanguages, for the same
// page in the other language), and the page it names restores it (scroll-restore.ts); the property page's way back
// leads to the list without an #anchor while the home page's is saved (StickyBar.astro).

/** The session-storage keys: window.scrollY, in whole pixels, when the page was left; the place on the screen then
    (a card, a section or a row), as 'attribute=value top'; the path of the page the position is for. */
export const LIST_POSITION_KEYS = {
  position: 'apartmentListScrollPosition',
  card: 'apartmentListScrollCard',
  path: 'placePath',
};

/** What marks a place a reader can be at: a card of a list, or an element marked with its place's name, the same in
    every language (a property page's section, a row of the comparison). */
export const PLACES = { card: 'data-property-id', place: 'data-place' };

/** A place on the page (an element whose `attribute` is `value`) and where its top stood on the screen, in CSS
    pixels. */
export interface PlaceOnScreen {
  attribute: string;
  value: string;
  top: number;
}

/** A saved position and the path of the page it is for. A pixel offset alone depends on the heights the cards above
    had, estimated for those never laid out, and on the language's text; the place's own top on the screen does not. */
export interface ListPosition {
  path: string | undefined;
  scrollY: number;
  card: PlaceOnScreen | undefined;
}

/**
 * Remembers the list position as the visitor leaves the list (#properties-section) for a property page. Runs as
 * an inline script right after the list (listPositionScript), so a card opened on a slow phone before the page's
 * scripts have arrived comes back to its place too; written as a function so it is type-checked.
 */
export function rememberOpenedCard(keys: typeof LIST_POSITION_KEYS, places: typeof PLACES): void {
  document.getElementById('properties-section')?.addEventListener('click', (event) => {
    // Only a click that takes this tab to the property page: not one the carousel cancelled after a swipe,
    // nor one that opens the page in another tab or window.
    if (event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    const link = (event.target as Element | null)?.closest?.('a[href*="/apartment/"]');
    const card = link?.closest<HTMLElement>('[data-property-id]');
    if (!card) return;
    try {
      sessionStorage.setItem(keys.position, String(Math.round(scrollY)));
      sessionStorage.setItem(
        keys.card,
        `${places.card}=${card.getAttribute(places.card) ?? ''} ${card.getBoundingClientRect().top}`,
      );
      sessionStorage.setItem(keys.path, location.pathname);
    } catch {
      // Storage refused (some private windows): the way back leads to the list's section instead.
      return;
    }
    // The browser's own restore on Back would race the list's, and it goes by a pixel offset that depends on
    // estimated heights of cards never laid out. This history entry alone leaves it to the script.
    history.scrollRestoration = 'manual';
  });
}

/**
 * A visitor who changes the page's language keeps their place: the language link takes the open section (#descriere)
 * and the address's query along, and the place the reader is at (a card, a section, a row) is saved as an opened card
 * is, for the page the link leads to, so that page in the other language comes back with that place at
 * the same height (the search itself lives in the tab's session storage, which every language's pages share).
 * Inlined in every page (languageSwitchScript), so a tap on a slow phone before the page's scripts have arrived keeps
 * the place too; written as a function so it is type-checked.
 */
export function keepPlaceAcrossLanguages(keys: typeof LIST_POSITION_KEYS, places: typeof PLACES): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-language-link]');
    if (!link || event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey) return;
    link.href = link.pathname + location.search + location.hash;
    // At the top of the page there is no place to keep: the other page opens at its top too.
    if (scrollY < 1) return;
    const marked = document.querySelectorAll<HTMLElement>(`[${places.card}]:not([hidden]), [${places.place}]`);
    // The reader's place: the first card, section or row that starts on the screen, or, when none does, the one that
    // fills it from above.
    let place: HTMLElement | undefined;
    for (const element of marked) {
      const { top, bottom } = element.getBoundingClientRect();
      // Above the screen, or not laid out (in a closed part of the page).
      if (bottom <= 0 || (top === 0 && bottom === 0)) continue;
      if (top >= innerHeight) break;
      place = element;
      if (top >= 0) break;
    }
    if (!place) return;
    const attribute = place.hasAttribute(places.place) ? places.place : places.card;
    try {
      sessionStorage.setItem(keys.position, String(Math.round(scrollY)));
      sessionStorage.setItem(
        keys.card,
        `${attribute}=${place.getAttribute(attribute) ?? ''} ${place.getBoundingClientRect().top}`,
      );
      sessionStorage.setItem(keys.path, link.pathname);
    } catch {
      // Storage refused (some private windows): the other language's page opens at its top.
    }
  });
}

/** The inline script every page runs for its language links. */
export function languageSwitchScript(): string {
  return `(${keepPlaceAcrossLanguages.toString()})(${JSON.stringify(LIST_POSITION_KEYS)}, ${JSON.stringify(PLACES)});`;
}

/** The inline script the home page runs right after its list. */
export function listPositionScript(): string {
  return `(${rememberOpenedCard.toString()})(${JSON.stringify(LIST_POSITION_KEYS)}, ${JSON.stringify(PLACES)});`;
}

/** The saved position, if any. */
export function readListPosition(): ListPosition | undefined {
  const position = sessionStorage.getItem(LIST_POSITION_KEYS.position);
  if (position === null) return undefined;
  const [, attribute = '', value = '', top] =
    /^(data-[\w-]+)=(\S+) (\S+)$/.exec(sessionStorage.getItem(LIST_POSITION_KEYS.card) ?? '') ?? [];
  return {
    path: sessionStorage.getItem(LIST_POSITION_KEYS.path) ?? undefined,
    scrollY: Number(position) || 0,
    card: Number.isFinite(Number(top)) && top ? { attribute, value, top: Number(top) } : undefined,
  };
}

/** Forgets the saved position once it has been used, or can no longer be. */
export function clearListPosition(): void {
  sessionStorage.removeItem(LIST_POSITION_KEYS.position);
  sessionStorage.removeItem(LIST_POSITION_KEYS.card);
  sessionStorage.removeItem(LIST_POSITION_KEYS.path);
}
