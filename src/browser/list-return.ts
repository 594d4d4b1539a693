// Puts a page back where the visitor left it (for a property page, or for the other language): the card, section or
// row they were at, at the same place on the screen. Loaded only when a position was saved (scroll-restore.ts), so a plain visit of the home page does not
// carry it; that script also notes any scrolling or pressing by the visitor from the start, before this arrives.
import { clearListPosition, type ListPosition } from './list-position';

/** The wait between the list's return and the restore. */
const RESTORE_DELAY_MS = 100;
/** Frames the card has to stay put before the restore is done: the cards that come near the screen after a
    jump are laid out a frame or two later, and the browser's scroll anchoring moves the page as they are. */
const CALM_FRAMES = 5;
/** A restore that has not settled by then stops, e.g. for a last card the page cannot scroll far enough. */
const MAX_FRAMES = 120;
/** What the page knows of the visit: whether the visitor has scrolled or pressed something by themselves, and
    whether the restore has begun (its own scrolling is then not the visitor's). */
export interface Visit {
  overtaken: boolean;
  started: boolean;
}

let finished = false;

/** Ends a restore (done, given up, or overtaken by the visitor) and forgets the position, so no later
    visit of the page applies it again. The browser's own scroll memory is back for reloads. */
export function finishRestore(): void {
  finished = true;
  clearListPosition();
  history.scrollRestoration = 'auto';
}

/** Scrolls until the card's top is `top` px from the top of the screen and has stayed there a few frames. */
function place(visit: Visit, card: Element, top: number, frame = 0, calm = 0): void {
  if (finished) return;
  if (visit.overtaken || calm === CALM_FRAMES || frame === MAX_FRAMES) {
    finishRestore();
    return;
  }
  const from = scrollY;
  scrollBy({ top: card.getBoundingClientRect().top - top, behavior: 'instant' });
  const still = Math.abs(scrollY - from) < 1;
  requestAnimationFrame(() => place(visit, card, top, frame + 1, still ? calm + 1 : 0));
}

/** Restores `saved` once the page is ready for it, unless the visitor moves first: they are then left where they are. */
export function restoreList(saved: ListPosition, visit: Visit): void {
  // Once the web fonts have set the text (they change card heights) and after any #anchor jump.
  void document.fonts.ready.then(() =>
    setTimeout(() => {
      if (finished) return;
      if (visit.overtaken) return finishRestore();
      visit.started = true;
      find(visit, saved);
    }, RESTORE_DELAY_MS),
  );
}

/** Finds the saved place and puts it back. A page that draws its content with its script (the favourites, the
    comparison) may not have drawn it yet: it is looked for again each frame, for a while, before the pixel offset
    is used instead. */
function find(visit: Visit, saved: ListPosition, frame = 0): void {
  if (finished) return;
  if (visit.overtaken) {
    finishRestore();
    return;
  }
  const { card, scrollY: top } = saved;
  const element = card && document.querySelector(`[${card.attribute}="${CSS.escape(card.value)}"]:not([hidden])`);
  if (card && element) {
    place(visit, element, card.top);
    return;
  }
  if (card && frame < MAX_FRAMES) {
    requestAnimationFrame(() => find(visit, saved, frame + 1));
    return;
  }
  scrollTo({ top, behavior: 'instant' });
  finishRestore();
}
