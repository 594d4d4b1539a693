// The site's TypeScript modules loaded into a benchmark as Node runs them: `contents` (a module of exports, resolved
// from the project's root so the bundle finds its packages in node_modules) bundled once with esbuild into `outfile`,
// then imported fresh.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Bundles `contents` into `outfile` and imports it; `define` replaces expressions the modules read (esbuild's). */
export async function importBundled<Module>(
  root: string,
  contents: string,
  outfile: string,
  define: Record<string, string> = {},
): Promise<Module> {
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    define,
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}
