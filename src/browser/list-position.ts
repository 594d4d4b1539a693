// Where the visitor left the home page's list for a property page, kept in this tab's session storage until
// the list is back in place: the home page saves it as a card is opened (rememberOpenedCard, inlined after the
// list so it works before the page's scripts have arrived) and restores it (scroll-restore.ts), the property
// page's way back leads to the list without an #anchor while it is saved (StickyBar.astro).

/** The session-storage keys: window.scrollY, in whole pixels, when a property page was opened from the list; the
    opened card's id and its top on the screen then, as 'id top'. */
export const LIST_POSITION_KEYS = { position: 'apartmentListScrollPosition', card: 'apartmentListScrollCard' };

/** A card of the list and where its top stood on the screen, in CSS pixels. */
export interface CardOnScreen {
  id: string;
  top: number;
}

/** A saved list position. A pixel offset alone depends on the heights the cards above had, estimated for
    those never laid out; the opened card's own place on the screen does not. */
export interface ListPosition {
  scrollY: number;
  card: CardOnScreen | undefined;
}

/**
 * Remembers the list position as the visitor leaves the list (#properties-section) for a property page. Runs as
 * an inline script right after the list (listPositionScript), so a card opened on a slow phone before the page's
 * scripts have arrived comes back to its place too; written as a function so it is type-checked.
 */
export function rememberOpenedCard(keys: typeof LIST_POSITION_KEYS): void {
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
      sessionStorage.setItem(keys.card, `${card.dataset['propertyId'] ?? ''} ${card.getBoundingClientRect().top}`);
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
 * and the address's query along, and from the list the first card still on the screen is saved as an opened card is,
 * so the list in the other language comes back with that card at the same height (the search itself lives in the
 * tab's session storage, which every language's pages share). Inlined in every page (languageSwitchScript), so a tap
 * on a slow phone before the page's scripts have arrived keeps the place too; written as a function so it is
 * type-checked.
 */
export function keepPlaceAcrossLanguages(keys: typeof LIST_POSITION_KEYS): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-language-link]');
    if (!link || event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey) return;
    link.href = link.pathname + location.search + location.hash;
    const list = document.getElementById('properties-section');
    const box = list?.getBoundingClientRect();
    if (!list || !box || box.top > innerHeight || box.bottom < 0) return;
    for (const card of list.querySelectorAll<HTMLElement>('[data-property-id]:not([hidden])')) {
      const { top, bottom } = card.getBoundingClientRect();
      if (bottom <= 0) continue;
      try {
        sessionStorage.setItem(keys.position, String(Math.round(scrollY)));
        sessionStorage.setItem(keys.card, `${card.dataset['propertyId'] ?? ''} ${top}`);
      } catch {
        // Storage refused (some private windows): the other language's page opens at its top.
      }
      return;
    }
  });
}

/** The inline script every page runs for its language links. */
export function languageSwitchScript(): string {
  return `(${keepPlaceAcrossLanguages.toString()})(${JSON.stringify(LIST_POSITION_KEYS)});`;
}

/** The inline script the home page runs right after its list. */
export function listPositionScript(): string {
  return `(${rememberOpenedCard.toString()})(${JSON.stringify(LIST_POSITION_KEYS)});`;
}

/** The saved list position, if any. */
export function readListPosition(): ListPosition | undefined {
  const position = sessionStorage.getItem(LIST_POSITION_KEYS.position);
  if (position === null) return undefined;
  const [id, top] = (sessionStorage.getItem(LIST_POSITION_KEYS.card) ?? '').split(' ');
  const card = id && top ? { id, top: Number(top) } : undefined;
  return { scrollY: Number(position) || 0, card: card && Number.isFinite(card.top) ? card : undefined };
}

/** Forgets the list position once it has been used, or can no longer be. */
export function clearListPosition(): void {
  sessionStorage.removeItem(LIST_POSITION_KEYS.position);
  sessionStorage.removeItem(LIST_POSITION_KEYS.card);
}
