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
