// Where the visitor left the home page's list for a property page, kept in this tab's session storage until
// the list is back in place: the home page saves and restores it (scroll-restore.ts), the property page's
// way back leads to the list without an #anchor while it is saved (StickyBar.astro).

/** window.scrollY, in whole pixels, when a property page was opened from the list. */
const POSITION_KEY = 'apartmentListScrollPosition';
/** The opened card's id and its top on the screen then, as 'id top'. */
const CARD_KEY = 'apartmentListScrollCard';

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

/** Remembers the list position as the visitor leaves for a property page. */
export function saveListPosition(scrollY: number, card: CardOnScreen): void {
  sessionStorage.setItem(POSITION_KEY, String(Math.round(scrollY)));
  sessionStorage.setItem(CARD_KEY, `${card.id} ${card.top}`);
}

/** The saved list position, if any. */
export function readListPosition(): ListPosition | undefined {
  const position = sessionStorage.getItem(POSITION_KEY);
  if (position === null) return undefined;
  const [id, top] = (sessionStorage.getItem(CARD_KEY) ?? '').split(' ');
  const card = id && top ? { id, top: Number(top) } : undefined;
  return { scrollY: Number(position) || 0, card: card && Number.isFinite(card.top) ? card : undefined };
}

/** Forgets the list position once it has been used, or can no longer be. */
export function clearListPosition(): void {
  sessionStorage.removeItem(POSITION_KEY);
  sessionStorage.removeItem(CARD_KEY);
}
