import { atom } from 'nanostores';

/** Something the visitor can do from a notice: follow a link, or copy a text. */
export type NoticeAction =
  | { kind: 'link'; label: string; href: string /** Opens in a new tab (the WhatsApp chat). */; newTab?: boolean }
  | {
      kind: 'copy';
      label: string;
      text: string /** Shown once the text is on the clipboard. */;
      copied: string /** Shown when it could not be copied. */;
      failed: string;
    };

/** A short message to the visitor (a toast); 'destructive' marks a problem to fix. */
export interface Notice {
  id: number;
  title: string;
  description: string;
  variant: 'default' | 'destructive';
  /** What the visitor can do about it. */
  actions?: NoticeAction[];
  /** Notices about the same thing share a topic: a newer one takes the older one's place. */
  topic?: string;
}

/** How long a plain notice stays on screen. */
export const NOTICE_DURATION_MS = 6000;

/** The most notices shown at once; the oldest goes first. */
const MOST_SHOWN = 3;

/** The notices on screen, oldest first. */
export const $notices = atom<Notice[]>([]);

/** What a notice says and offers, beside its title and description. */
export interface NoticeOptions {
  variant?: Notice['variant'];
  topic?: string;
  actions?: NoticeAction[];
}

let lastId = 0;

/**
 * Shows a notice; returns its id. A plain notice leaves after a few seconds. One that offers actions stays until
 * the visitor closes it: it is there to be acted on, and a timer would take it away mid-way.
 */
export function notify(title: string, description: string, options: NoticeOptions = {}): number {
  const { variant = 'default', topic, actions } = options;
  const id = ++lastId;
  const others = $notices.get().filter((notice) => topic === undefined || notice.topic !== topic);
  const notice: Notice = {
    id,
    title,
    description,
    variant,
    ...(topic ? { topic } : {}),
    ...(actions?.length ? { actions } : {}),
  };
  $notices.set([...others, notice].slice(-MOST_SHOWN));
  if (!notice.actions) setTimeout(() => dismissNotice(id), NOTICE_DURATION_MS);
  return id;
}

/** Removes a notice before its time. */
export function dismissNotice(id: number): void {
  $notices.set($notices.get().filter((notice) => notice.id !== id));
}
