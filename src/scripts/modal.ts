// Opens and closes the site's native modal dialogs.
// - A modal dialog makes the rest of the page inert, which would also take the notices (toasts) out of reach of
//   screen readers and pointers while it is open: they move into the dialog for as long as it is open, and back to
//   the page the moment it closes.
// - The page behind is also marked `inert` outright: the browser already treats it so, but checkers that read the
//   page (contrast, landmarks) would otherwise judge what no one can reach.
// - Tab past the last control comes back to the first (and Shift+Tab the other way), instead of leaving the page.
const notices = () => document.querySelector<HTMLElement>('[data-notices-host]');
const marked = new Set<HTMLElement>();

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => node.checkVisibility());
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function release(dialog: HTMLDialogElement): void {
  const host = notices();
  if (host && dialog.contains(host)) document.body.append(host);
  for (const element of marked) element.inert = false;
  marked.clear();
}

/** Shows `dialog` as a modal, with the page's notices inside it. */
export function showModal(dialog: HTMLDialogElement): void {
  const host = notices();
  if (host) dialog.append(host);
  for (const child of document.body.children) {
    if (child instanceof HTMLElement && !child.contains(dialog) && !child.inert) {
      child.inert = true;
      marked.add(child);
    }
  }
  const onKey = (event: KeyboardEvent) => keepTabInside(dialog, event);
  dialog.addEventListener('keydown', onKey);
  // Escape closes the dialog natively (after 'cancel'): the page is released first, so that focus can go back to
  // the button that opened it.
  dialog.addEventListener('cancel', () => release(dialog));
  dialog.addEventListener('close', () => {
    dialog.removeEventListener('keydown', onKey);
    release(dialog);
  }, { once: true });
  dialog.showModal();
}

/** Closes `dialog`: the page is released first, so that focus goes back to where it was before the dialog opened. */
export function closeModal(dialog: HTMLDialogElement): void {
  release(dialog);
  dialog.close();
}
