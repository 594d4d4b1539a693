// Starts the pages' module scripts after the first paint. Astro writes each page's scripts as
// <script type="module" src>, which the browser fetches as soon as it reads them, at high priority, and which
// run as soon as the page is parsed: on a slow phone they share the connection with the page and its first-screen
// photo, and a short page runs them before its first frame. This step of the pages' pass (page-pass.ts) rewrites
// them, once the site is built, into inert marks; the first-paint script in BaseLayout (src/browser/first-paint.ts)
// turns the marks back into scripts, in their order, once the page is parsed and its first frame is on screen.
// Nothing the visitor sees waits for them: the page is static HTML, its dialogs open without them (DialogHosts.astro).
import { relative } from 'node:path';
import { FIRST_PAINT_SIGNATURE, MARK } from '../browser/first-paint';
import { isOwnerPage, pageAddress } from '../lib/page-address';
import type { PageStep } from './page-pass';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** `html` with every external module script replaced by a mark the page's first-paint script starts later. */
export function deferModuleScripts(html: string): string {
  return html.replace(MODULE_SCRIPT, (_, src: string) => `<script type="text/plain" ${MARK}="${src}"></script>`);
}

/** The pass's step that defers every page's module scripts (the editor's aside) to after its first paint. */
export function afterFirstPaintStep(): PageStep {
  let pages = 0;
  let root = '';
  return {
    name: 'after-first-paint',
    start: (dist) => {
      root = dist;
    },
    page: (html, file) => {
      // The owner's pages (the editor, the request inbox) are applications of their own, started as soon as read.
      if (isOwnerPage(pageAddress(relative(root, file)))) return html;
      const deferred = deferModuleScripts(html);
      if (deferred === html) return html;
      if (!html.includes(FIRST_PAINT_SIGNATURE))
        throw new Error(
          `${file}: its module scripts would never start, the page lacks the first-paint script (BaseLayout)`,
        );
      pages++;
      return deferred;
    },
    done: (logger) => logger.info(`module scripts start after the first paint on ${pages} pages`),
  };
}
