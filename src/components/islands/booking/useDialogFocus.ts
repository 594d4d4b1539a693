import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Modal behaviour for `dialog`: the rest of the page becomes inert, focus moves in and Tab cycles inside,
 * Escape calls `onClose`, and on close focus goes back to what had it before.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = element.closest('[data-dialog-host]');
    const outside = [...document.body.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child !== host && !child.hasAttribute('data-notices-host') && !child.inert,
    );
    outside.forEach((child) => (child.inert = true));
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
      outside.forEach((child) => (child.inert = false));
      opener?.focus();
    };
  }, [dialog, onClose]);
}
