/**
 * Wires every element matching `selector` (now or later on the page): a click runs `onClick`, and a
 * hover, focus or touch runs `prepare` first, so a dialog's code is often in by the time of the click.
 */
export function onIntent(selector: string, onClick: (element: HTMLElement) => void, prepare: () => unknown): void {
  const match = (event: Event) => (event.target as Element | null)?.closest<HTMLElement>(selector);
  document.addEventListener('click', (event) => {
    const element = match(event);
    if (element) onClick(element);
  });
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, (event) => void (match(event) && prepare()), { passive: true });
  }
}
