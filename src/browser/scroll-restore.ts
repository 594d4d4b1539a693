// Leaving a list for a property page remembers which card was opened and where it stood on the screen
// (rememberOpenedCard in list-position.ts, inlined after the list); coming back, by the browser's Back or by the
// property page's way back, puts that card at the same place (list-return.ts, fetched only then). A change of
// language does the same for the page in the other language, with the place the reader was at (a card, a section,
// a row). Each page that has places runs it: a position is for one page (its path), and only that page uses it.
import { clearListPosition, type ListPosition, readListPosition } from './list-position';

/** A visitor scrolling or acting on the page by themselves; the restore then leaves them where they are. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown', 'scroll'];

/** The saved position when it is this page's. */
const forThisPage = (): ListPosition | undefined => {
  const position = readListPosition();
  return position?.path === location.pathname ? position : undefined;
};

/**
 * Puts this page back where the saved position says, if it is this page's: at once stops the browser's own scroll
 * to an #anchor and notes the visitor's moves, then fetches the restore. Called once by each page's script.
 */
export function restorePlace(): void {
  const saved = forThisPage();
  let restore: Promise<typeof import('./list-return')> | undefined;
  if (saved) {
    // The property page's way back leads to '/#properties-section' until its script points it at the bare list; a
    // visitor quick enough to follow it first arrives here with the browser jumping to that section.
    // That scroll is the browser's, not the visitor's: it is stopped, the address loses the section, and scrolling
    // alone no longer counts as the visitor's own move, which their wheel, touch, press or key still do.
    // A language link keeps the open section (#facilitati) in the address, for a reload; the browser's scroll to it
    // is stopped all the same, the saved place being nearer to where the reader was. A search's fragment (#oras=…)
    // names no section (src/lib/search-address.ts: isSearchHash).
    const atSection = location.hash !== '' && !location.hash.includes('=');
    if (atSection) {
      if (location.hash === '#properties-section')
        history.replaceState(history.state, '', location.pathname + location.search);
      scrollTo({ top: scrollY, behavior: 'instant' });
    }
    // Noted from the first moment, before the restore's code has arrived. Otherwise the page comes back at its top
    // (the browser's own restore is off for it), so any scroll before the restore starts is the visitor's, however
    // made (a scrollbar dragged, a script), including one made before this script ran (it starts once the page is
    // parsed: src/browser/first-paint.ts).
    const visit = { overtaken: !atSection && scrollY > 0, started: false };
    const overtake = (event: Event) => {
      if (event.type !== 'scroll' || (!visit.started && !atSection)) visit.overtaken = true;
    };
    for (const type of VISITOR_INPUT) addEventListener(type, overtake, { capture: true, passive: true });
    restore = import('./list-return').then((module) => {
      module.restoreList(saved, visit);
      return module;
    });
  }

  // Back to a page the browser kept whole (back/forward cache): the list is where the visitor left it, and
  // the saved position must not be applied later, nor a restore from an earlier visit resume.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    if (restore) void restore.then((module) => module.finishRestore());
    else if (forThisPage()) {
      clearListPosition();
      history.scrollRestoration = 'auto';
    }
  });
}
