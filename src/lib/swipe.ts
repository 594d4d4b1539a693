// The carousel rules shared by the card carousel and the property gallery: how far a finger must travel to change
// the photo, and how a drag is told from a tap.

/** A horizontal touch movement longer than this (in CSS px) changes the image. */
export const SWIPE_THRESHOLD_PX = 50;

/** A touch that moves further than this (in CSS px) on either axis is a drag, not a tap. */
export const DRAG_THRESHOLD_PX = 10;

/** Which way a carousel moves: 'next' shows the following image, 'previous' the one before. */
export type SwipeDirection = 'next' | 'previous';

/** Brings any integer index into 0..length-1, wrapping both ways (-1 is the last image); 0 for an empty list. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The index one step from `index` in `direction`, wrapping at both ends. */
export function stepIndex(index: number, direction: SwipeDirection, length: number): number {
  return wrapIndex(index + (direction === 'next' ? 1 : -1), length);
}

/**
 * The images worth having ready around `index`: the next two, so a quick second swipe forward (the way visitors
 * browse) finds its photo there too, and the previous one; in that order, without `index` itself or repeats.
 */
export function neighbourIndexes(index: number, length: number): number[] {
  const around = [index + 1, index + 2, index - 1].map((candidate) => wrapIndex(candidate, length));
  return [...new Set(around)].filter((candidate) => candidate !== index);
}

/**
 * The carousel move a finished touch asks for, from its movement `dx`, `dy` (end minus start, in px):
 * a swipe left (negative dx) shows the next image, a swipe right the previous one.
 * Null when the movement is too short or more vertical than horizontal (the visitor is scrolling).
 */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Whether a touch that moved `dx`, `dy` from where it started is a drag, which must not count as a tap. */
export function isDrag(dx: number, dy: number): boolean {
  return Math.abs(dx) > DRAG_THRESHOLD_PX || Math.abs(dy) > DRAG_THRESHOLD_PX;
}
