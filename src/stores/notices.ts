import { atom } from 'nanostores';

/** A short message to the visitor (a toast); 'destructive' marks a problem to fix. */
export interface Notice {
  id: number;
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/** How long a notice stays on screen. */
export const NOTICE_DURATION_MS = 6000;

/** The notices on screen, oldest first. */
export const $notices = atom<Notice[]>([]);

let lastId = 0;

/** Shows a notice for a few seconds; returns its id. */
export function notify(title: string, description: string, variant: Notice['variant'] = 'default'): number {
  const id = ++lastId;
  $notices.set([...$notices.get(), { id, title, description, variant }].slice(-3));
  setTimeout(() => dismissNotice(id), NOTICE_DURATION_MS);
  return id;
}

/** Removes a notice before its time. */
export function dismissNotice(id: number): void {
  $notices.set($notices.get().filter((notice) => notice.id !== id));
}
