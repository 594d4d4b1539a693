// The property schema checks a property's town against the towns' files, which the build reads from disk
// (src/schemas/towns-folder.ts). The content editor runs the same schema in the browser, where there is no disk: in
// the browser's bundle only, the schema's import of the towns' folder is resolved to the editor's module that reads
// the same list from its page (the build wrote it there, src/features/editor/towns-in-browser.ts).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TOWNS_FOLDER = /[\\/]schemas[\\/]towns-folder(?:\.ts)?$/;
const IN_BROWSER = fileURLToPath(new URL('../features/editor/towns-in-browser.ts', import.meta.url));

export default function editorTowns(): Plugin {
  return {
    name: 'editor-towns',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options?.ssr || !importer || !/\/towns-folder(?:\.ts)?$/.test(source)) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && TOWNS_FOLDER.test(resolved.id) ? IN_BROWSER : undefined;
    },
  };
}
