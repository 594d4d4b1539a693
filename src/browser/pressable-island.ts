// The `client:pressable` directive (src/integrations/pressable-islands.ts registers it with Astro's
// `addClientDirective`): an island hydrates when Astro's `client:visible` or `client:idle` would hydrate it, and a
// button pressed before then (its code still arriving, or the island waiting to be seen or for an idle moment) is
// pressed again once it has. Astro inlines this file, bundled, into each page that has such an island, before the
// first one; it calls the directive as each island is parsed, and the directive calls `hydrate()` itself, so it knows
// when the island has hydrated without reading the island element's own attributes or events.
import type { ClientDirective } from 'astro';

/**
 * The attribute the directive puts on its island as Astro starts it: the island keeps its own early presses, so the
 * page's first-paint script (src/browser/first-paint.ts) leaves them to it.
 */
export const PRESSABLE = 'data-pressable';

/** When a pressable island hydrates: as `client:visible` would (a child on screen) or as `client:idle` would. */
export type PressableWhen = 'visible' | 'idle';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates as `client:visible` or `client:idle`; a press made before then is made again once it has. */
    'client:pressable'?: PressableWhen;
  }
}

/**
 * Starts an island: keeps every press on one of its buttons until it has hydrated, then presses them again, each in a
 * task of its own and in the order made (the island draws one before the next).
 */
const pressable: ClientDirective = (load, { value }, island) => {
  const pressed: HTMLButtonElement[] = [];
  // Capturing on the island runs before React's own listeners there (added as it hydrates) and before the button's.
  const keep = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button?.type !== 'button') return;
    event.stopImmediatePropagation();
    pressed.push(button);
  };
  island.setAttribute(PRESSABLE, '');
  island.addEventListener('click', keep, true);

  const hydrate = async () => {
    await (await load())();
    island.removeEventListener('click', keep, true);
    for (const button of pressed)
      setTimeout(() => {
        if (button.isConnected && !button.disabled) button.click();
      });
  };

  // The same moments as Astro's own directives (astro/dist/runtime/client/idle.js and visible.js).
  if ((value as PressableWhen) === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
    return;
  }
  // The island element is `display: contents`: its children are what shows.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void hydrate();
  });
  for (const child of island.children) observer.observe(child);
};

export default pressable;
