// Turns the built pages' script tags of code that only a press needs into inert marks, which the page's inline starter
// (src/browser/on-press.ts) turns back into scripts at the first press. Runs before after-first-paint, which would
// otherwise start them with the page's own scripts.
import { ON_PRESS_MARK } from '../browser/on-press';
import type { PageStep } from './page-pass';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** `html` with the module scripts whose address matches one of `scripts` replaced by on-press marks. */
export function markOnPressScripts(html: string, scripts: readonly RegExp[]): string {
  return html.replace(MODULE_SCRIPT, (tag, src: string) =>
    scripts.some((pattern) => pattern.test(src))
      ? `<script type="text/plain" ${ON_PRESS_MARK}="${src}"></script>`
      : tag,
  );
}

/** The pass's step that turns the scripts matching `scripts` into on-press marks. */
export function onPressStep({ scripts }: { scripts: readonly RegExp[] }): PageStep {
  let pages = 0;
  return {
    name: 'on-press-scripts',
    page: (html) => {
      const marked = markOnPressScripts(html, scripts);
      if (marked !== html) pages++;
      return marked;
    },
    done: (logger) => logger.info(`code started on a press, not with the page, on ${pages} pages`),
  };
}
