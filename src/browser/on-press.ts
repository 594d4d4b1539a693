// Code that only a press needs (the maps, with Leaflet behind them) is not among the scripts a page starts: the build
// turns its script tag into an inert mark (src/integrations/on-press-scripts.ts), and this small inline script starts
// it at the first press on one of its buttons. The button is marked as pressed, and the code answers it once it runs;
// from then on the code's own listeners answer. The buttons come hidden, and this script, right after them, shows
// them: without JavaScript the page holds no button that does nothing. Written as a function so it is type-checked.

/** The attribute of the marks left in place of the scripts started on a press. */
export const ON_PRESS_MARK = 'data-module-on-press';
/** The attribute a button gets when it was pressed before its code had run: the code answers it as it starts. */
export const PRESSED_EARLY = 'data-pressed-early';

/** Shows the `trigger` buttons and starts the marked scripts at the first click on one of them. */
export function startOnPress(mark: string, trigger: string, pressed: string): void {
  for (const button of document.querySelectorAll<HTMLElement>(`[${trigger}][hidden]`)) button.hidden = false;
  const start = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(`[${trigger}]`);
    if (!button) return;
    document.removeEventListener('click', start);
    button.setAttribute(pressed, '');
    for (const placeholder of document.querySelectorAll(`script[${mark}]`)) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = placeholder.getAttribute(mark) ?? '';
      placeholder.replaceWith(script);
    }
  };
  document.addEventListener('click', start);
}

/** The inline script that starts the marked scripts at the first press on a `trigger` button. */
export function onPressScript(trigger: string): string {
  return `(${startOnPress.toString()})(${JSON.stringify(ON_PRESS_MARK)},${JSON.stringify(trigger)},${JSON.stringify(PRESSED_EARLY)});`;
}
