// The visitor's shortlist, one store every heart reads: kept in the browser's localStorage, so it lasts across pages,
// reloads and days, and followed across the visitor's tabs. The catalogue's ids are the page's own (data attributes
// or the dialogs' data), so a property no longer in the catalogue drops out quietly when the list is read.
import { atom } from 'nanostores';
import { keepKnown, type ReadList, type SavedIds, toggled } from './list';

/** Where the shortlist is kept. */
const STORAGE_KEY = 'shortlist';

/** The saved ids read from storage, as they were written (checked against the catalogue by `savedIn`). */
function stored(): unknown[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The shortlist's ids, the latest saved last; empty outside a browser. */
export const $shortlist = atom<SavedIds>([]);

let started = false;
let firstRead: ReadList = { ids: [], unknown: 0, trimmed: false };

/** What the first read of the kept list found: how many ids it left out as unknown, and whether it kept only the latest. */
export function shortlistRead(): ReadList {
  return firstRead;
}

/**
 * Reads the kept shortlist against `catalogue` (the ids the page knows) and keeps it in step with storage and the
 * other tabs from then on. Called by whatever shows a heart or the list; the first call reads, the others find it read.
 */
export function startShortlist(catalogue: ReadonlySet<string>): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  firstRead = keepKnown(stored(), catalogue);
  $shortlist.set(firstRead.ids);
  $shortlist.listen((ids) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
    } catch {
      // Without storage the list still works on this page; it is just not remembered.
    }
  });
  // Another tab saved or removed one: this tab's hearts follow.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) $shortlist.set(keepKnown(stored(), catalogue).ids);
  });
}

/** Saves `id` in the shortlist, or removes it when it was saved. */
export function toggleSaved(id: string): void {
  $shortlist.set(toggled($shortlist.get(), id));
}
