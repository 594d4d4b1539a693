// Where the towns' files are (one per town: its page's words and its tax), and the towns they name. The catalogue's
// towns are those: a property names one of them in its `location`, so a property in a new town needs that town's file
// first (docs/catalogue.md). A synthetic catalogue brings its towns' files in a folder of its own (TOWNS_DIR).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFrontMatter } from '../lib/front-matter';

/** The towns' folder, relative to the project's root, as the build and the tests run from it. */
export const TOWNS_FOLDER = process.env['TOWNS_DIR'] ?? 'src/content/towns';

/** The towns the towns' files name (their `town:`), in Romanian alphabetical order; none if the folder is missing. */
export function townsOnFile(folder = TOWNS_FOLDER): string[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.md'));
  } catch {
    return [];
  }
  return names
    .map((name) => readFrontMatter(readFileSync(join(folder, name), 'utf8'), join(folder, name)).front['town'])
    .filter((town): town is string => typeof town === 'string' && town.trim() !== '')
    .map((town) => town.trim())
    .sort(new Intl.Collator('ro').compare);
}
