// Reads a built site for the checks over dist/: which files it holds and the text of its pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isCardFile } from '../../src/lib/card-address.ts';

/** A built site: every file (relative to dist, '/'-separated) and the text of each HTML page. */
export interface Dist {
  files: Set<string>;
  pages: Map<string, string>;
}

/**
 * Every file under `dir` (paths relative to it, '/'-separated, sorted) and the text of each HTML page (the cards alone
 * are files, not pages).
 */
export function readDist(dir: string): Dist {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const pages = new Map(
    files
      .filter((file) => file.endsWith('.html') && !isCardFile(file))
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );
  return { files: new Set(files), pages };
}
