import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Who opened each open dialog: a dialog opened from inside another hands focus back to the first one's opener. */
const openers = new WeakMap<Element, HTMLElement | null>();

/** How many open dialogs hold each page region inert: a region wakes only when the last one closes. */
const holds = new Map<HTMLElement, number>();

function hold(region: HTMLElement): void {
  holds.set(region, (holds.get(region) ?? 0) + 1);
  region.inert = true;
}

function release(region: HTMLElement): void {
  const count = (holds.get(region) ?? 1) - 1;
  if (count > 0) {
    holds.set(region, count);
    return;
  }
  holds.delete(region);
  region.inert = false;
}

function openerOf(active: Element | null): HTMLElement | null {
  const parent = active?.closest('[role="dialog"]');
  if (parent && openers.has(parent)) return openers.get(parent) ?? null;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Modal behaviour for `dialog`: the rest of the page becomes inert, focus moves in and Tab cycles inside,
 * Escape calls `onClose`, and on close focus goes back to what had it before (the first dialog's opener
 * when one dialog opened another).
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = openerOf(document.activeElement);
    openers.set(element, opener);
    // Dialogs share one host: one dialog handing over to another (chat → booking) never makes it inert.
    const host = element.closest('[data-dialog-host]');
    const outside = [...document.body.children].filter(
      (child): child is HTMLElement =>
        child instanceof HTMLElement && child !== host && !child.hasAttribute('data-notices-host') && (!child.inert || holds.has(child)),
    );
    outside.forEach(hold);
    const first = element.querySelector<HTMLElement>('[data-autofocus]') ?? element.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => node.offsetParent !== null);
      const [head, tail] = [focusable[0], focusable[focusable.length - 1]];
      if (!head || !tail) return;
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      outside.forEach(release);
      openers.delete(element);
      // Unless another dialog has taken focus meanwhile, it goes back to where the visitor was.
      const current = document.activeElement;
      if (!current || current === document.body || element.contains(current)) opener?.focus();
    };
  }, [dialog, onClose]);
}
