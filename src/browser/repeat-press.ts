// A press that closes what it sits in (a dialog's 'Trimite cererea', its close button, its backdrop) takes that layer
// away from under the finger. A double tap's second tap, or a second click of an impatient visitor, then lands on
// whatever the layer covered: a card's link opens its page over the notice that says what became of the request.
// The second press of a double press, where the first one was, is taken by nobody.
import { afterNextPaint } from './idle';

/** Where and when a press was made: the pointer's place on the screen in CSS pixels, and the event's time stamp. */
export interface Press {
  x: number;
  y: number;
  at: number;
}

/** The longest gap between the two presses of a double press: Android's double-tap timeout is 300 ms, the
    double-click time of desktop systems 500 ms by default. */
export const DOUBLE_PRESS_MS = 500;
/** How far from the first a double press's second may land, in CSS pixels: about a fingertip's width. */
export const DOUBLE_PRESS_SLOP_PX = 32;

/** The press a click event is, or undefined for one made from the keyboard (detail 0), which has no place. */
export const pressOf = (event: MouseEvent): Press | undefined =>
  event.detail > 0 ? { x: event.clientX, y: event.clientY, at: event.timeStamp } : undefined;

/**
 * Whether `next` repeats `first` where the layer it closed was: made at its place within a double press's time,
 * counted from when the page could first take it (`from`: the closed layer's page given back; on a slow phone a while
 * after the first press, and the visitor has not yet seen what came back). Each press counts by when it was made (its
 * event's time stamp), not by when the page got to it: a page still busy with what the first press began handles the
 * second late.
 */
export const repeats = (first: Press, next: Press, from = first.at): boolean =>
  Math.hypot(next.x - first.x, next.y - first.y) <= DOUBLE_PRESS_SLOP_PX &&
  next.at <= Math.max(first.at, from) + DOUBLE_PRESS_MS;

/**
 * Has the repeat of the press that closed `dialog` (its close button, its backdrop, what it was for) taken by nobody,
 * each time it closes. The last press made in it while it is open is noted, unless a key is pressed after it (the
 * dialog was then closed by the keyboard, Escape); the first press after it has closed is judged against it. Judged as
 * it comes, not by a listener added once the dialog has gone: on a busy phone a double tap's second tap is handed to
 * the page in the very frame the dialog leaves, before any task queued on its closing has run. It counts from when the
 * page is given back (a frame after, as modal.ts does), and a press the page takes before then is a repeat at once.
 * Called by each dialog's own code as it is first shown, so that the pages' first scripts do not carry it.
 */
export function guardPressesOf(dialog: HTMLDialogElement): void {
  let last: Press | undefined;
  /** When the page was given back after the dialog last closed; undefined until the frame without it is painted. */
  let back: number | undefined;
  addEventListener(
    'click',
    (event) => {
      if (dialog.open) {
        last = dialog.contains(event.target as Node) ? pressOf(event) : undefined;
        return;
      }
      const closedBy = last;
      last = undefined;
      const next = pressOf(event);
      if (!closedBy || !next || !repeats(closedBy, next, back ?? next.at)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
  addEventListener('keydown', () => (last = undefined), { capture: true });
  dialog.addEventListener('close', () => {
    back = undefined;
    afterNextPaint(() => (back = performance.now()));
  });
}
