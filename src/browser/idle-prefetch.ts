// Fetches, once the page is loaded and idle, the files of the code it loads on demand (listed in the page by the
// build: src/integrations/idle-prefetch.ts), then runs them a module at a time in idle moments: the dialog or
// calendar that needs them then opens without waiting for the network or for its code to run, and that code never
// runs as one long task (importing the dialogs' code whole ran React's, the calendar's and the wizard's modules in
// one task of tens of milliseconds on a slow phone, just when a visitor who has read the first screen taps).
import { beginInTasks } from '../lib/tasks';
import { whenIdle } from './idle';

/** The attribute of the page's list of files to fetch when idle (a JSON array of paths). */
export const IDLE_PREFETCH_ATTRIBUTE = 'data-idle-prefetch';

/** Whether the visitor asked the browser to save data (Chromium's Save-Data; unknown elsewhere). */
export const savingData = (): boolean =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The modules already asked for, so that the calls of several parts of a page share one preload. */
const asked = new Set<string>();

/** Resolves once the browser is idle again (or after a second without an idle moment). */
const nextIdle = () =>
  new Promise<void>((resolve) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(() => resolve(), { timeout: 1000 })
      : setTimeout(resolve, 50),
  );

/** Preloads the module at `href`: fetched and parsed into the page's module map, not run; settles either way. */
function preload(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  return settled;
}

/**
 * Once the page is loaded and idle, unless the visitor saves data, preloads the modules the page lists, then runs them
 * in that order (each after those it imports), one per idle moment: the same code the first dialog or calendar needs,
 * run before it is asked for, but in short tasks between which a press is answered at once. A module that fails is
 * left to its first real use. Called by every part that loads code on demand; the calls share one preload.
 */
export function prepareWhenIdle(): void {
  whenIdle(async () => {
    if (savingData()) return;
    const list = document.querySelector(`script[${IDLE_PREFETCH_ATTRIBUTE}]`)?.textContent;
    const listed: unknown = list ? JSON.parse(list) : [];
    const modules = (Array.isArray(listed) ? listed : []).filter(
      (href): href is string => typeof href === 'string' && !asked.has(href),
    );
    for (const href of modules) asked.add(href);
    // Each fetch begun costs a slow phone a few milliseconds: a page's fifteen at once were one long task.
    await Promise.all(await beginInTasks(modules, preload));
    for (const href of modules) {
      await nextIdle();
      await import(/* @vite-ignore */ href).catch(() => undefined);
    }
  });
}
