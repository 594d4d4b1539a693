// The towns' list as the editor's page carries it, standing in the browser for the towns' folder the build reads
// (src/schemas/towns-folder.ts): the schema checks a property's `location` against it in the editor as in the build.
// astro.config.mjs resolves the schema's import of the folder to this module in the browser's bundle only.
import { SETUP_ELEMENT } from './setup';

/** The towns' folder, as the schema's message names it. */
export const TOWNS_FOLDER = 'src/content/towns';

/** The towns the page's setup names (the build read them from the towns' files). */
export function townsOnFile(): string[] {
  const setup = JSON.parse(document.getElementById(SETUP_ELEMENT)?.textContent ?? 'null') as {
    catalogue?: { towns?: string[] };
  } | null;
  return setup?.catalogue?.towns ?? [];
}
