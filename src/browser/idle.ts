/**
 * Runs `task` once the page has loaded and the browser is idle, so that fetching what a later press will need
 * never competes with the page itself.
 */
export function whenIdle(task: () => void): void {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 4000 }) : window.setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Runs `task` in a task of its own once the next frame has been painted: a press paints its first answer (a dialog's
 * outline) without waiting for the work that fills it in. A hidden page paints no frames, so there it runs at once.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(task);
  // A frame's callbacks run before it is painted; a task they queue runs after.
  else requestAnimationFrame(() => setTimeout(task));
}
