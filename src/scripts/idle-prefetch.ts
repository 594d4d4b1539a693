// Fetches, once the page is loaded and idle, the files of the code it loads on demand (listed in the page by the
// build: src/integrations/idle-prefetch.ts) into the browser's cache, without running any of them: the dialog or
// calendar that needs them then opens without waiting for the network, and nothing of theirs runs before it does.
import { whenIdle } from './idle';

/** The attribute of the page's list of files to fetch when idle (a JSON array of paths). */
export const IDLE_PREFETCH_ATTRIBUTE = 'data-idle-prefetch';

/** Whether the visitor asked the browser to save data (Chromium's Save-Data; unknown elsewhere). */
export const savingData = (): boolean =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

const fetched = new Set<string>();

/**
 * Once the page is loaded and idle, fetches the page's listed files and `extra` ones (data the code will ask for),
 * each once, unless the visitor saves data. Called by every part that loads code on demand; the first call schedules.
 */
export function prefetchWhenIdle(extra: readonly string[] = []): void {
  whenIdle(() => {
    if (savingData()) return;
    const list = document.querySelector(`script[${IDLE_PREFETCH_ATTRIBUTE}]`)?.textContent;
    const files: unknown = list ? JSON.parse(list) : [];
    for (const href of [...(Array.isArray(files) ? files : []), ...extra]) {
      if (typeof href !== 'string' || fetched.has(href)) continue;
      fetched.add(href);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      if (href.endsWith('.js')) link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
  });
}
