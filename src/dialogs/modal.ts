// Opens and closes the site's modal dialogs.
// - A native modal (`showModal`) makes the whole page inert in the frame that opens it, which restyles every element
//   of the page: on the home page of a slow phone, more than a frame's worth of work before the dialog shows. So a
//   dialog opens with `show()`, covering the screen itself (its element is the dimmed backdrop, its panel the box),
//   says it is modal (`aria-modal` in its markup), keeps Tab inside and closes on Escape; the page behind is marked `inert` once
//   the dialog's first frame has been painted, so neither pointers, keys nor screen readers reach it.
// - Notices raised while a dialog is open show inside it (notices.ts), where nothing covers its controls; the
//   page's own wait, hidden, until it closes.
import { afterNextPaint } from '../browser/idle';

/** A dialog shown: what gives the page back when it closes, and where focus goes back to then. */
interface Shown {
  dialog: HTMLDialogElement;
  restore: () => void;
  returnTo: HTMLElement | null;
}

/** The dialog open now. */
let open: Shown | undefined;
/** The dialog closed last, until the page is given back (closeModal): one opened meanwhile returns focus where it would. */
let closing: Shown | undefined;

/** The focusable controls of `dialog`, in order. */
function controlsOf(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (control) => control.tabIndex >= 0 && !control.matches(':disabled') && control.checkVisibility(),
  );
}

/** Shows `dialog` as a modal: focus inside it (the browser's own dialog focusing), the page behind out of reach. */
export function showModal(dialog: HTMLDialogElement): void {
  if (open?.dialog === dialog && dialog.open) return;
  // A dialog that takes another's place gives focus back, when it closes, to where the first one was opened from.
  const before = open ?? closing;
  const returnTo = before
    ? before.returnTo
    : document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null;
  if (open) closeModal(open.dialog, false);
  let behind: HTMLElement[] = [];
  let shown = true;
  afterNextPaint(() => {
    if (!shown) return;
    behind = [...document.body.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.contains(dialog) && !child.inert,
    );
    for (const element of behind) element.inert = true;
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeModal(dialog);
      return;
    }
    // Tab past the last control comes back to the first (and Shift+Tab the other way), instead of leaving the page.
    if (event.key !== 'Tab') return;
    const controls = controlsOf(dialog);
    const edge = event.shiftKey ? controls[0] : controls.at(-1);
    if (document.activeElement !== edge && dialog.contains(document.activeElement)) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  };
  document.addEventListener('keydown', onKey);
  // The page's notices wait behind the dialog, out of sight and out of screen readers' reach, so that one set of live
  // regions is there at a time: the dialog's.
  const pageNotices = document.querySelector<HTMLElement>('[data-notices="page"]');
  if (pageNotices) pageNotices.hidden = true;
  const restore = () => {
    if (!shown) return;
    shown = false;
    if (open?.dialog === dialog) open = undefined;
    document.removeEventListener('keydown', onKey);
    for (const element of behind) element.inert = false;
    if (pageNotices) pageNotices.hidden = false;
  };
  open = { dialog, restore, returnTo };
  // However it closed, the page comes back once the frame without the dialog is painted (see closeModal).
  dialog.addEventListener('close', () => afterNextPaint(restore), { once: true });
  dialog.show();
}

/**
 * Closes `dialog` and gives the page back, with focus where it was before the dialog opened (unless `refocus` is false:
 * another dialog takes its place). A dialog shown with `show()` does not reliably hand focus back by itself. As the
 * page is made inert only once the dialog's first frame is painted, it is given back once the frame without the dialog
 * is: restyling the whole page for its `inert` would otherwise hold the press that closed it for a slow phone's frame
 * or more. Focus goes back then, to a control that can take it again.
 */
export function closeModal(dialog: HTMLDialogElement, refocus = true): void {
  const shown = open?.dialog === dialog ? open : undefined;
  // Its 'close' event follows, for whoever follows the dialog's state.
  if (dialog.open) dialog.close();
  if (!shown) return;
  open = undefined;
  closing = shown;
  afterNextPaint(() => {
    if (closing === shown) closing = undefined;
    shown.restore();
    // Not when another dialog has taken its place meanwhile: that one holds the focus.
    const lost =
      !document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement);
    if (refocus && !open && lost && shown.returnTo?.isConnected) shown.returnTo.focus();
  });
}

/** Wires a dialog's own ways out: its close button, and a press on the backdrop around its panel. */
export function closesOnBackdrop(dialog: HTMLDialogElement, close: () => void): void {
  dialog.querySelector('[data-close-dialog]')?.addEventListener('click', close);
  // The dialog element is the backdrop; its panel is a child, so a press on the element itself is outside the panel.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
}
