import type { ReadableAtom } from 'nanostores';

/** How one dialog is launched: its host, its openers, the store that opens it, and its lazily loaded code. */
interface DialogLauncher<Value, Module> {
  /** The element the dialog renders into (see DialogHosts.astro). */
  host: HTMLElement | null;
  /** The buttons that open it. */
  openers: string;
  /** The store whose value says the dialog is open (truthy). */
  store: ReadableAtom<Value>;
  /** What pressing an opener does. */
  open: (opener: HTMLElement) => void;
  /** Sets the store back to closed, when the dialog's code or data could not be fetched. */
  close: () => void;
  /** Fetches the dialog's code (React included). */
  load: () => Promise<Module>;
  /** Renders the dialog into the host, once. */
  mount: (module: Module, host: HTMLElement) => void | Promise<void>;
}

/**
 * Wires a dialog that costs nothing until used: its code is fetched the first time it opens (from any
 * opener or from the store), or earlier when the visitor is about to press an opener (hover, focus, touch).
 * A failed fetch (a connection lost for a moment) leaves the dialog closed and is tried again at the next
 * opening.
 */
export function launchDialog<Value, Module>({ host, openers, store, open, close, load, mount }: DialogLauncher<Value, Module>): void {
  if (!host) return;
  let loading: Promise<Module> | undefined;
  const prepare = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  let mounted = false;
  store.subscribe(async (value) => {
    if (!value || mounted) return;
    mounted = true;
    try {
      await mount(await prepare(), host);
    } catch (error) {
      mounted = false;
      close();
      console.error('The dialog could not be loaded:', error);
    }
  });

  const opener = (event: Event) => (event.target as Element | null)?.closest<HTMLElement>(openers);
  document.addEventListener('click', (event) => {
    const element = opener(event);
    if (element) open(element);
  });
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    // A failed early fetch is reported, and retried, when the dialog opens.
    document.addEventListener(type, (event) => void (opener(event) && prepare().catch(() => undefined)), { passive: true });
  }
}
