// The build's rewrites of its finished pages in one pass: each page is read once, handed through every step in order
// and written once. Each step went over every page by itself before, reading and writing each: on the synthetic
// catalogue of 2,000 properties (6,400 pages, 1.3 GB of HTML), four passes over the whole site.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { htmlFiles } from './html-files';

/**
 * A page this large (the home and favourites pages of a catalogue of thousands: 32 MB at 2,000 properties) is
 * followed by a full garbage collection: its versions (one per step that changes it, each a copy of the page) are
 * otherwise collected only once several such pages have piled up, which took the 2,000-property build's memory from
 * 2.2 to 3.7 GB.
 */
const LARGE_PAGE = 4_000_000;

let fullCollection: (() => void) | undefined;

/** V8's full collection, which Node hands out only behind a flag: set at the first large page, read in a context. */
function collectGarbage(): void {
  if (!fullCollection) {
    setFlagsFromString('--expose-gc');
    fullCollection = runInNewContext('gc') as () => void;
  }
  fullCollection();
}

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
          if (html.length > LARGE_PAGE) collectGarbage();
        }
        for (const step of steps) await step.done?.(logger.fork(step.name));
      },
    },
  };
}
