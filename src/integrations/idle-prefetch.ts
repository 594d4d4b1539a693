// Lists, in each built page, the files of the code it loads on demand (the dialogs' code, the search calendar), each
// after the files it imports, so that the page can preload them once it is loaded and idle and then run them a module
// at a time (src/browser/idle-prefetch.ts). Importing that code whole at idle ran it in one task of tens of
// milliseconds on a slow phone, just when a visitor who has read the first screen taps.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { IDLE_PREFETCH_ATTRIBUTE } from '../browser/idle-prefetch';
import type { PageStep } from './page-pass';

/** A page's scripts as the build writes them: module scripts (or the marks that start them later) and islands. */
const SCRIPT_SOURCES =
  /(?:<script type="module" src|data-module-after-paint|component-url|renderer-url)="(\/[^"]+\.js)"/g;

/** A built chunk's imports as site paths: those it makes statically, in order, and those it makes on demand. */
interface ChunkImports {
  static: string[];
  dynamic: string[];
}

/**
 * The imports of the built site's chunks under `dist`, each chunk read and parsed once however many pages name it:
 * the chunks do not change while the pages are gone through.
 */
export function chunkReader(dist: string): (file: string) => Promise<ChunkImports> {
  const read = new Map<string, Promise<ChunkImports>>();
  const readChunk = async (file: string): Promise<ChunkImports> => {
    await init;
    const [imports] = parse(await readFile(join(dist, file), 'utf8'));
    const path = (name: string) => new URL(name, `http://site${file}`).pathname;
    return {
      static: imports.filter((entry) => entry.d === -1 && entry.n).map((entry) => path(entry.n!)),
      dynamic: imports.filter((entry) => entry.d > -1 && entry.n).map((entry) => path(entry.n!)),
    };
  };
  return (file) => {
    let imports = read.get(file);
    if (!imports) {
      imports = readChunk(file);
      read.set(file, imports);
    }
    return imports;
  };
}

type ChunkReader = ReturnType<typeof chunkReader>;

/** Where the code a chunk imports on demand is fetched from: its dynamic imports, as site paths. */
async function dynamicImports(chunks: ChunkReader, file: string): Promise<string[]> {
  return (await chunks(file)).dynamic;
}

/**
 * `file` and every file it imports statically, transitively, added to `into` each after the files it imports (an
 * import cycle is entered once).
 */
async function staticClosure(chunks: ChunkReader, file: string, into = new Set<string>()): Promise<Set<string>> {
  const entered = new Set<string>();
  const visit = async (path: string): Promise<void> => {
    if (into.has(path) || entered.has(path)) return;
    entered.add(path);
    for (const imported of (await chunks(path)).static) await visit(imported);
    into.add(path);
  };
  await visit(file);
  return into;
}

/**
 * The files to fetch once `html`'s page is idle: the static closure of every dynamic import made by those of its
 * scripts whose path matches one of `from`, less what the page loads anyway, each after the files it imports; then,
 * of what that code itself imports on demand, what `forPage` names for this page (its language's texts); and the
 * patterns that matched. `chunks` reads the built chunks; the build passes one reader for all its pages.
 */
export async function idlePrefetchFiles(
  dist: string,
  html: string,
  from: readonly RegExp[],
  forPage?: (html: string) => RegExp | undefined,
  chunks: ChunkReader = chunkReader(dist),
): Promise<{ files: string[]; matched: RegExp[] }> {
  const sources = [...new Set([...html.matchAll(SCRIPT_SOURCES)].map((match) => match[1]!))];
  const loaded = new Set<string>();
  for (const source of sources) await staticClosure(chunks, source, loaded);
  const files = new Set<string>();
  const matched = from.filter((pattern) => sources.some((source) => pattern.test(source)));
  for (const source of sources.filter((path) => matched.some((pattern) => pattern.test(path))))
    for (const target of await dynamicImports(chunks, source))
      for (const file of await staticClosure(chunks, target)) if (!loaded.has(file)) files.add(file);
  const needed = forPage?.(html);
  if (needed)
    for (const file of [...files])
      for (const target of (await dynamicImports(chunks, file)).filter((path) => needed.test(path)))
        for (const closure of await staticClosure(chunks, target)) if (!loaded.has(closure)) files.add(closure);
  return { files: [...files], matched };
}

/** What idle-prefetch is given: the scripts whose on-demand code is listed, and what of it a page needs of its own. */
interface IdlePrefetchOptions {
  from: readonly RegExp[];
  /** What of the code loaded on demand a page needs of its own (its language's texts), by the page's HTML. */
  forPage?: (html: string) => RegExp | undefined;
}

/** The pass's step that writes each page's list of files to fetch when idle (idlePrefetchFiles). */
export function idlePrefetchStep({ from, forPage }: IdlePrefetchOptions): PageStep {
  const matched = new Set<RegExp>();
  let pages = 0;
  let dist = '';
  let chunks: ChunkReader | undefined;
  return {
    name: 'idle-prefetch',
    start: (folder) => {
      dist = folder;
      chunks = chunkReader(folder);
    },
    page: async (html) => {
      const { files, matched: here } = await idlePrefetchFiles(dist, html, from, forPage, chunks);
      for (const pattern of here) matched.add(pattern);
      if (!files.length) return html;
      pages++;
      const list = `<script type="application/json" ${IDLE_PREFETCH_ATTRIBUTE}>${JSON.stringify(files)}</script>`;
      return html.replace('</body>', `${list}</body>`);
    },
    done: (logger) => {
      // A script renamed by an upgrade would silently stop the prefetch: the build says so instead.
      const unmatched = from.filter((pattern) => !matched.has(pattern));
      if (unmatched.length) throw new Error(`idle-prefetch: no page has a script matching ${unmatched.join(', ')}`);
      logger.info(`code loaded on demand is preloaded when idle, then run a module at a time, on ${pages} pages`);
    },
  };
}
