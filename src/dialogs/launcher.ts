import type { ReadableAtom } from 'nanostores';
import { afterNextPaint, whenIdle } from '../browser/idle';
import { prepareWhenIdle } from '../browser/idle-prefetch';
import { closeModal, closesOnBackdrop, showModal } from './modal';

/** How one dialog is launched: its frame in the page, its openers, the store that opens it, and its lazily loaded code. */
interface DialogLauncher<Value, Module> {
  /** The dialog's frame (see DialogHosts.astro): title and close button, and a body its code renders into. */
  dialog: HTMLDialogElement | null;
  /** The buttons that open it. */
  openers: string;
  /** The store whose value says the dialog is open (truthy). */
  store: ReadableAtom<Value>;
  /** What pressing an opener does. */
  open: (opener: HTMLElement) => void;
  /** Sets the store back to closed (Escape, the close button, the backdrop, or code that could not be fetched). */
  close: () => void;
  /** Fetches the dialog's code (React included) and data. */
  load: () => Promise<Module>;
  /** Renders the dialog's content into its host in the body, once. */
  mount: (module: Module, host: HTMLElement) => void | Promise<void>;
}

/**
 * Wires a dialog whose frame opens at once: a press shows it (the store is the one truth, so the assistant can open
 * booking too), and its content fills in as soon as its code is there. The code is fetched once the page is loaded
 * and idle, or earlier when the visitor is about to press an opener (hover, focus, touch). A failed fetch (a
 * connection lost for a moment) closes the dialog, is reported, and is tried again at the next opening.
 */
export function launchDialog<Value, Module>({
  dialog,
  openers,
  store,
  open,
  close,
  load,
  mount,
}: DialogLauncher<Value, Module>): void {
  // The content renders into its host; the outline beside it shows while the host is empty (DialogHosts.astro).
  const host = dialog?.querySelector<HTMLElement>('[data-dialog-content]');
  if (!dialog || !host) return;
  let loading: Promise<Module> | undefined;
  const prepare = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  let mounted = false;
  const fill = async () => {
    if (mounted) return;
    mounted = true;
    try {
      await mount(await prepare(), host);
    } catch (error) {
      mounted = false;
      close();
      console.error('The dialog could not be loaded:', error);
    }
  };

  // A press paints the dialog's frame in the next frame; the store, and everything that follows it (the content's
  // render, the owners' calendars' fetch), changes once that frame is on screen, and so does the content's code.
  const show = () => {
    if (!dialog.open) showModal(dialog);
    afterNextPaint(() => void fill());
  };
  store.subscribe((value) => {
    if (value) show();
    else if (dialog.open) closeModal(dialog);
  });
  // The store follows, whatever closed the dialog (Escape, its close button, the backdrop), once the frame without
  // it is painted.
  dialog.addEventListener('close', () =>
    afterNextPaint(() => {
      if (store.get() && !dialog.open) close();
    }),
  );
  closesOnBackdrop(dialog, () => closeModal(dialog));

  const opener = (event: Event) => (event.target as Element | null)?.closest<HTMLElement>(openers);
  document.addEventListener('click', (event) => {
    const element = opener(event);
    if (!element) return;
    show();
    // Unless the visitor has closed it again in the meantime.
    afterNextPaint(() => {
      if (dialog.open) open(element);
    });
  });
  // The code runs early when a mouse points at an opener or focus reaches one: the press follows a while later. A
  // touch is not such a sign: its press follows within a frame or two, and code running then would hold the press
  // back. Otherwise the code is made ready once the page is idle, a module at a time (idle-prefetch.ts).
  const early = () => void prepare().catch(() => undefined);
  const approached = (event: Event) => {
    if (!(event instanceof PointerEvent && event.pointerType !== 'mouse') && opener(event)) early();
  };
  document.addEventListener('pointerover', approached, { passive: true });
  document.addEventListener('focusin', approached, { passive: true });
  prepareWhenIdle();
  // The dialogs' data is read then too, with the code that fetches it (src/dialogs/properties.ts): the page's own
  // properties, a small file each, revalidated on every fetch, which a prefetched copy would not spare.
  whenIdle(() => void import('./properties').then(({ prefetchPageProperties }) => prefetchPageProperties()));
}
