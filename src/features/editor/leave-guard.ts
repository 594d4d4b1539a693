// Nothing the owner typed is lost by leaving a form: the editor's back arrow and the phone's Back (both move the
// editor's address) ask first in Romanian, and a reload or a closed tab gets the browser's own question. Whatever
// leaves the page anyway (the phone closing the tab), the editor's draft backup keeps and offers again when the form
// reopens ('Restaurează ciorna'). A form has changes while its Save button can be pressed.
import { ask } from './dialog';

/** The editor's address of a form: an entry opened, or a new one. */
const FORM_ROUTE = /^#\/collections\/[^/]+\/(?:entries\/.+|new)(?:\?.*)?$/;

/**
 * The editor's Save button, found by its keyboard shortcut (Ctrl+S, ⌘S on a Mac) rather than by its words, which are
 * in the editor's language.
 */
const SAVE_BUTTON = 'button[aria-keyshortcuts$="+S"]';

/** True while a form with changes is open at `hash` (the editor's address now, or the one just left). */
export function formHasChanges(hash = window.location.hash): boolean {
  if (!FORM_ROUTE.test(hash)) return false;
  return [...document.querySelectorAll<HTMLButtonElement>(SAVE_BUTTON)].some(
    (button) => !button.disabled && button.getAttribute('aria-disabled') !== 'true',
  );
}

let saving = false;
let passing = false;

/** A save is under way: the editor closes the form once it is done, which is no leaving. */
export function saveStarted(): void {
  saving = true;
}

/** The save was refused or failed: the form stays, with its changes. */
export function saveStopped(): void {
  saving = false;
}

/** Asks before the form is left with changes, however it is left. Called before the editor starts. */
export function guardLeaving(): void {
  // Registered before the editor's own listener, and in the capture phase: it runs first and can hold the move.
  window.addEventListener(
    'hashchange',
    (event) => {
      const from = new URL(event.oldURL).hash;
      const to = new URL(event.newURL).hash;
      if (passing || saving || !FORM_ROUTE.test(from) || from === to) {
        passing = false;
        if (!FORM_ROUTE.test(to)) saving = false;
        return;
      }
      if (!formHasChanges(from)) return;
      // The address has already moved, the form is still on the screen: the move is held, the address put back.
      event.stopImmediatePropagation();
      window.history.pushState(window.history.state, '', event.oldURL);
      void ask(
        'Plecați fără să salvați?',
        ['Modificările din acest formular nu sunt salvate. Dacă plecați acum, se pierd.'],
        [
          { label: 'Rămân în formular', value: false, primary: true },
          { label: 'Plec fără să salvez', value: true },
        ],
        false,
      ).then((leave) => {
        if (!leave) return;
        passing = true;
        window.location.hash = to;
      });
    },
    true,
  );
  window.addEventListener('beforeunload', (event) => {
    if (!formHasChanges()) return;
    event.preventDefault();
    // Older browsers ask only when a text is set; none shows it.
    event.returnValue = '';
  });
}
