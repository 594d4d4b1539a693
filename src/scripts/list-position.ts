// Where the visitor left the home page's list for a property page, kept in this tab's session storage until
// the list is back in place: the home page saves and restores it (scroll-restore.ts), the property page's
// way back leads to the list without an #anchor while it is saved (StickyBar.astro).

/** window.scrollY, in whole pixels, when a property page was opened from the list. */
const POSITION_KEY = 'apartmentListScrollPosition';
/** The opened card: its id and its distance from the top of the screen then (JSON). */
const CARD_KEY = 'apartmentListScrollCard';

/** A card of the list and where its top stood on the screen, in CSS pixels. */
export interface CardOnScreen {
  id: string;
  top: number;
}

/** A saved list position. */
export interface ListPosition {
  scrollY: number;
  /** The card that was opened: a pixel offset alone depends on the heights the cards above had, estimated
      for those never laid out; the card's own place on the screen does not. */
  card?: CardOnScreen;
}

function isCardOnScreen(value: unknown): value is CardOnScreen {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string' &&
    'top' in value && typeof value.top === 'number';
}

/** Remembers the list position as the visitor leaves for a property page. */
export function saveListPosition({ scrollY, card }: ListPosition): void {
  sessionStorage.setItem(POSITION_KEY, String(Math.round(scrollY)));
  if (card) sessionStorage.setItem(CARD_KEY, JSON.stringify(card));
  else sessionStorage.removeItem(CARD_KEY);
}

/** The saved list position, if any. */
export function readListPosition(): ListPosition | undefined {
  const position = sessionStorage.getItem(POSITION_KEY);
  const scrollY = Number(position);
  if (position === null || !Number.isFinite(scrollY)) return undefined;
  let card: unknown;
  try {
    card = JSON.parse(sessionStorage.getItem(CARD_KEY) ?? 'null');
  } catch {
    // A damaged entry leaves the pixel position to go by.
  }
  return isCardOnScreen(card) ? { scrollY, card } : { scrollY };
}

/** Forgets the list position once it has been used, or can no longer be. */
export function clearListPosition(): void {
  sessionStorage.removeItem(POSITION_KEY);
  sessionStorage.removeItem(CARD_KEY);
}
