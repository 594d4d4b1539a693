// The build's rewrites of its finished pages in one pass: each page is read once, handed through every step in order
// and written once. Each step went over every page by itself before, reading and writing each: on the synthetic
// catalogue of 2,000 properties (6,400 pages, 1.3 GB of HTML), four passes over the whole site.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { htmlFiles } from './html-files';

/** One rewrite of the built pages. */
export interface PageStep {
  /** What it reports as, in the build's log. */
  name: string;
  /** Before the first page, with the built site's folder. */
  start?: (dist: string) => void;
  /** The page's HTML once this step has rewritten it; `file` is its path. */
  page: (html: string, file: string) => string | Promise<string>;
  /** After the last page: what it did, in the log (or why the build must stop, thrown). */
  done?: (logger: AstroIntegrationLogger) => void | Promise<void>;
}

/** An integration that runs `steps` over every built page, in their order, each page read and written once. */
export default function pagePass(name: string, steps: readonly PageStep[]): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        for (const step of steps) step.start?.(dist);
        for await (const file of htmlFiles(dist)) {
          const html = await readFile(file, 'utf8');
          let rewritten = html;
          for (const step of steps) rewritten = await step.page(rewritten, file);
          if (rewritten !== html) await writeFile(file, rewritten);
        }
        for (const step of steps) await step.done?.(logger.fork(step.name));
      },
    },
  };
}
