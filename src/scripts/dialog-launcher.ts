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
  /** Fetches the dialog's code (React included). */
  load: () => Promise<Module>;
  /** Renders the dialog into the host, once. */
  mount: (module: Module, host: HTMLElement) => void | Promise<void>;
}

/**
 * Wires a dialog that costs nothing until used: its code is fetched the first time it opens (from any
 * opener or from the store), or earlier when the visitor is about to press an opener (hover, focus, touch).
 */
export function launchDialog<Value, Module>({ host, openers, store, open, load, mount }: DialogLauncher<Value, Module>): void {
  if (!host) return;
  let loading: Promise<Module> | undefined;
  const prepare = () => (loading ??= load());
  let mounted = false;
  store.subscribe(async (value) => {
    if (!value || mounted) return;
    mounted = true;
    await mount(await prepare(), host);
  });

  const opener = (event: Event) => (event.target as Element | null)?.closest<HTMLElement>(openers);
  document.addEventListener('click', (event) => {
    const element = opener(event);
    if (element) open(element);
  });
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, (event) => void (opener(event) && prepare()), { passive: true });
  }
}
