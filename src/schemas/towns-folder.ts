// Where the towns' files are (one per town: its page's words, its centre and its tax), and the towns they name. The
// catalogue's towns are those: a property names one of them in its `location` and lies near its centre, so a property
// in a new town needs that town's file first (docs/catalogue.md). A synthetic catalogue brings its towns' files in a
// folder of its own (TOWNS_DIR).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Point } from '../lib/catalogue-rules';
import { readFrontMatter } from '../lib/front-matter';

/** The towns' folder, relative to the project's root, as the build and the tests run from it. */
export const TOWNS_FOLDER = process.env['TOWNS_DIR'] ?? 'src/content/towns';

/** A town as its file names it, with its centre where the file gives one (the town schema requires it). */
export interface TownOnFile {
  town: string;
  centre?: Point;
}

/** A centre as a town file writes it, if it is two numbers. */
function centreOf(value: unknown): Point | undefined {
  const { latitude, longitude } = (value ?? {}) as Record<string, unknown>;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined;
}

/** The towns the towns' files name (their `town:`), in Romanian alphabetical order; none if the folder is missing. */
export function townFiles(folder = TOWNS_FOLDER): TownOnFile[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.md'));
  } catch {
    return [];
  }
  return names
    .map((name) => readFrontMatter(readFileSync(join(folder, name), 'utf8'), join(folder, name)).front)
    .filter((front) => typeof front['town'] === 'string' && front['town'].trim() !== '')
    .map((front) => {
      const centre = centreOf(front['centre']);
      return { town: String(front['town']).trim(), ...(centre ? { centre } : {}) };
    })
    .sort((a, b) => new Intl.Collator('ro').compare(a.town, b.town));
}

/** The towns' names, in Romanian alphabetical order. */
export function townsOnFile(folder = TOWNS_FOLDER): string[] {
  return townFiles(folder).map(({ town }) => town);
}
