// Fetches, once the page is loaded and idle, the files of the code it loads on demand (listed in the page by the
// build: src/integrations/idle-prefetch.ts), then runs them a module at a time in idle moments: the dialog or
// calendar that needs them then opens without waiting for the network or for its code to run, and that code never
// runs as one long task (importing the dialogs' code whole ran React's, the calendar's and the wizard's modules in
// one task of tens of milliseconds on a slow phone, just when a visitor who has read the first screen taps).
import { whenIdle } from './idle';

/** The attribute of the page's list of files to fetch when idle (a JSON array of paths). */
export const IDLE_PREFETCH_ATTRIBUTE = 'data-idle-prefetch';

/** Whether the visitor asked the browser to save data (Chromium's Save-Data; unknown elsewhere). */
export const savingData = (): boolean =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

const fetched = new Set<string>();

/** Resolves once the browser is idle again (or after a second without an idle moment). */
const nextIdle = () =>
  new Promise<void>((resolve) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(() => resolve(), { timeout: 1000 })
      : setTimeout(resolve, 50),
  );

/**
 * Runs the modules `files` names, in order (each after those it imports), one per idle moment: the same code the first
 * dialog or calendar needs, run before it is asked for, but in short tasks between which a press is answered at once,
 * instead of one long one when it is imported whole. A module that fails is left to its first real use.
 */
async function runInIdleMoments(files: readonly string[]): Promise<void> {
  for (const file of files) {
    await nextIdle();
    await import(/* @vite-ignore */ file).catch(() => undefined);
  }
}

/**
 * Once the page is loaded and idle, fetches the page's listed files (the modules parsed but not run) and `extra` ones,
 * each once, unless the visitor saves data; then runs the modules one per idle moment. Called by every part that
 * loads code on demand; the first call schedules it.
 */
export function prefetchWhenIdle(extra: readonly string[] = []): void {
  whenIdle(() => {
    if (savingData()) return;
    const list = document.querySelector(`script[${IDLE_PREFETCH_ATTRIBUTE}]`)?.textContent;
    const listed: unknown = list ? JSON.parse(list) : [];
    const files = [...(Array.isArray(listed) ? listed : []), ...extra].filter(
      (href): href is string => typeof href === 'string' && !fetched.has(href),
    );
    const modules: Promise<unknown>[] = [];
    for (const href of files) {
      fetched.add(href);
      // A module preload puts the module, parsed, in the page's module map without running it.
      const link = document.createElement('link');
      link.rel = href.endsWith('.js') ? 'modulepreload' : 'prefetch';
      link.href = href;
      if (href.endsWith('.js'))
        modules.push(new Promise((resolve) => link.addEventListener('load', resolve, { once: true })));
      document.head.append(link);
    }
    void Promise.all(modules).then(() => runInIdleMoments(files.filter((href) => href.endsWith('.js'))));
  });
}
