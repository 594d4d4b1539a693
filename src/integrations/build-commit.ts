// The built site states the commit it was built from, so the content editor can tell when a save is live
// (src/features/editor/publication.ts): `build.json` at the site's root, `{ "commit": "<sha>" }`. Netlify names
// the commit it builds (COMMIT_REF); elsewhere it is the checkout's HEAD, or none outside a repository. The file is
// not a page: netlify.toml keeps it out of search engines and out of caches.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The file's name in the built site. */
export const BUILD_FILE_NAME = 'build.json';

/** The commit being built: Netlify's, else the checkout's HEAD, else none. */
export function buildCommit(environment: NodeJS.ProcessEnv = process.env): string | null {
  if (environment['COMMIT_REF']) return environment['COMMIT_REF'];
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export default function buildCommitIntegration(): AstroIntegration {
  return {
    name: 'build-commit',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(join(fileURLToPath(dir), BUILD_FILE_NAME), `${JSON.stringify({ commit: buildCommit() })}\n`);
      },
    },
  };
}
