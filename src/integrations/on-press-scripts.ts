// Turns the built pages' script tags of code that only a press needs into inert marks, which the page's inline starter
// (src/browser/on-press.ts) turns back into scripts at the first press. Runs before after-first-paint, which would
// otherwise start them with the page's own scripts.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ON_PRESS_MARK } from '../browser/on-press';
import { htmlFiles } from './html-files';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** `html` with the module scripts whose address matches one of `scripts` replaced by on-press marks. */
export function markOnPressScripts(html: string, scripts: readonly RegExp[]): string {
  return html.replace(MODULE_SCRIPT, (tag, src: string) =>
    scripts.some((pattern) => pattern.test(src))
      ? `<script type="text/plain" ${ON_PRESS_MARK}="${src}"></script>`
      : tag,
  );
}

export default function onPressScripts({ scripts }: { scripts: readonly RegExp[] }): AstroIntegration {
  return {
    name: 'on-press-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const marked = markOnPressScripts(html, scripts);
          if (marked === html) continue;
          await writeFile(file, marked);
          pages++;
        }
        logger.info(`code started on a press, not with the page, on ${pages} pages`);
      },
    },
  };
}
