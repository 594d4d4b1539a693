// Leaving the list for a property page remembers which card was opened and where it stood on the screen;
// coming back, by the browser's Back or by the property page's way back, puts that card at the same place.
import { clearListPosition, readListPosition, saveListPosition } from './list-position';

/** The wait between the list's return and the restore. */
const RESTORE_DELAY_MS = 100;
/** Frames the card has to stay put before the restore is done: the cards that come near the screen after a
    jump are laid out a frame or two later, and the browser's scroll anchoring moves the page as they are. */
const CALM_FRAMES = 5;
/** A restore that has not settled by then stops, e.g. for a last card the page cannot scroll far enough. */
const MAX_FRAMES = 120;
/** A visitor scrolling or acting on the page by themselves; the restore then leaves them where they are. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'];

let restoring = false;

/** Ends a restore (done, given up, or overtaken by the visitor) and forgets the position, so no later
    visit of the page applies it again. The browser's own scroll memory is back for reloads. */
function finish(): void {
  restoring = false;
  clearListPosition();
  history.scrollRestoration = 'auto';
  for (const type of VISITOR_INPUT) removeEventListener(type, finish, true);
}

/** Scrolls until the card's top is `top` px from the top of the screen and has stayed there a few frames. */
function place(card: Element, top: number, frame = 0, calm = 0): void {
  if (!restoring) return;
  if (calm === CALM_FRAMES || frame === MAX_FRAMES) return finish();
  const from = scrollY;
  scrollBy({ top: card.getBoundingClientRect().top - top, behavior: 'instant' });
  const still = Math.abs(scrollY - from) < 1;
  requestAnimationFrame(() => place(card, top, frame + 1, still ? calm + 1 : 0));
}

document.getElementById('properties-section')?.addEventListener('click', (event) => {
  // Only a click that takes this tab to the property page: not one the carousel cancelled after a swipe,
  // nor one that opens the page in another tab or window.
  if (event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const card = (event.target as Element).closest('a[href^="/apartment/"]')?.closest<HTMLElement>('[data-property-id]');
  if (!card) return;
  saveListPosition(scrollY, { id: card.dataset['propertyId'] ?? '', top: card.getBoundingClientRect().top });
  // The browser's own restore on Back would race this one, and it goes by a pixel offset that depends on
  // estimated heights of cards never laid out. This history entry alone leaves it to the script.
  history.scrollRestoration = 'manual';
});

const saved = readListPosition();
if (saved) {
  restoring = true;
  for (const type of VISITOR_INPUT) addEventListener(type, finish, { capture: true, passive: true });
  // Once the web fonts have set the text (they change card heights) and after any #anchor jump.
  void document.fonts.ready.then(() =>
    setTimeout(() => {
      if (!restoring) return;
      const { card, scrollY: top } = saved;
      const element = card && document.querySelector(`[data-property-id="${CSS.escape(card.id)}"]:not([hidden])`);
      if (card && element) return place(element, card.top);
      scrollTo({ top, behavior: 'instant' });
      finish();
    }, RESTORE_DELAY_MS),
  );
}

// Back to a page the browser kept whole (back/forward cache): the list is where the visitor left it, and
// the saved position must not be applied later, nor a restore from an earlier visit resume.
addEventListener('pageshow', (event) => {
  if (event.persisted) finish();
});
