// The towns as the editor hands them to its checks, standing in the browser for the towns' folder the build reads
// (src/schemas/towns-folder.ts): the schema checks a property's `location` and its distance from the town's centre
// against them in the editor as in the build. astro.config.mjs resolves the schema's import of the folder to this
// module in the editor's worker only (checks-worker.ts sets the list before it loads the schema).
import type { TownOnFile } from '../../schemas/towns-folder';

/** The towns' folder, as the schema's message names it. */
export const TOWNS_FOLDER = 'src/content/towns';

/** The towns the build read from the towns' files, as the editor's page carries them. */
export function townFiles(): TownOnFile[] {
  return (globalThis as { editorTowns?: TownOnFile[] }).editorTowns ?? [];
}

/** The towns' names. */
export function townsOnFile(): string[] {
  return townFiles().map(({ town }) => town);
}
