// Writes the Content-Security-Policies into the built site's `_headers` once every page is final, so the policy
// served (by Netlify, which reads `_headers` from the published folder, and by `npm start`, which applies the same
// file) allows exactly what this build's pages need: their inline code's hashes, the 3D tour's host and the map tiles'
// host whatever PUBLIC_MAP_TILES_URL names. A build whose policy would block something of its own pages, or whose
// netlify.toml sets a policy that would override this one, fails with the reason. It runs after every integration that
// writes the pages (last in astro.config.mjs).
import { appendFile, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isEditorPage, pageAddress } from '../src/lib/page-address.ts';
import { readDist } from './lib/dist.ts';
import { policyRules, sitePolicies, tomlPolicyLines } from './lib/site-policies.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The integration: dist/_headers gets the policies this build's pages need. */
export default function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const overriding = tomlPolicyLines(await readFile(join(projectRoot, 'netlify.toml'), 'utf8'));
        if (overriding.length > 0)
          throw new Error(
            `netlify.toml sets a Content-Security-Policy, which would replace the one the build writes into _headers: remove it.\n${overriding.join('\n')}`,
          );
        const { pages } = readDist(root);
        const editorFile = [...pages.keys()].find((file) => isEditorPage(pageAddress(file)));
        const policies = sitePolicies(pages, editorFile);
        if (policies.problems.length > 0)
          throw new Error(
            `The pages hold what their Content-Security-Policy cannot allow:\n${policies.problems.join('\n')}`,
          );
        // Appended: a `_headers` in public/ (copied into the build) keeps its own rules, ahead of these.
        await appendFile(join(root, '_headers'), policyRules(policies));
        const img = /img-src ([^;]*)/.exec(policies.site)?.[1] ?? '';
        logger.info(`_headers: the pages' Content-Security-Policy, images from ${img}`);
      },
    },
  };
}
