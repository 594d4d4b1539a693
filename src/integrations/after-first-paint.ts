// Starts the pages' module scripts after the first paint. Astro writes each page's scripts as
// <script type="module" src>, which the browser fetches as soon as it reads them, at high priority, and which
// run as soon as the page is parsed: on a slow phone they share the connection with the page and its first-screen
// photo, and a short page runs them before its first frame. This integration rewrites them, once the site is
// built, into inert marks; the first-paint script in BaseLayout (src/browser/first-paint.ts) turns the marks back
// into scripts, in their order, once the page is parsed and its first frame is on screen. Nothing the visitor sees
// waits for them: the page is static HTML, its dialogs open without them (DialogHosts.astro).
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { FIRST_PAINT_SIGNATURE, MARK } from '../browser/first-paint';
import { isEditorPage, pageAddress } from '../lib/page-address';
import { htmlFiles } from './html-files';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** `html` with every external module script replaced by a mark the page's first-paint script starts later. */
export function deferModuleScripts(html: string): string {
  return html.replace(MODULE_SCRIPT, (_, src: string) => `<script type="text/plain" ${MARK}="${src}"></script>`);
}

export default function afterFirstPaint(): AstroIntegration {
  return {
    name: 'after-first-paint',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        const root = fileURLToPath(dir);
        for await (const file of htmlFiles(root)) {
          // The editor is an application of its own, started as soon as it is read.
          if (isEditorPage(pageAddress(relative(root, file)))) continue;
          const html = await readFile(file, 'utf8');
          const deferred = deferModuleScripts(html);
          if (deferred === html) continue;
          if (!html.includes(FIRST_PAINT_SIGNATURE))
            throw new Error(
              `${file}: its module scripts would never start, the page lacks the first-paint script (BaseLayout)`,
            );
          await writeFile(file, deferred);
          pages++;
        }
        logger.info(`module scripts start after the first paint on ${pages} pages`);
      },
    },
  };
}
