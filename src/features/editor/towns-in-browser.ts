// The towns' list as the editor hands it to its checks, standing in the browser for the towns' folder the build
// reads (src/schemas/towns-folder.ts): the schema checks a property's `location` against it in the editor as in the
// build. astro.config.mjs resolves the schema's import of the folder to this module in the editor's worker only
// (checks-worker.ts sets the list before it loads the schema).

/** The towns' folder, as the schema's message names it. */
export const TOWNS_FOLDER = 'src/content/towns';

/** The towns the build read from the towns' files, as the editor's page carries them. */
export function townsOnFile(): string[] {
  return (globalThis as { editorTowns?: string[] }).editorTowns ?? [];
}
