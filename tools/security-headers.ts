// Writes the Content-Security-Policies into the built site's `_headers` once every page is final, so the policy
// served (by Netlify, which reads `_headers` from the published folder, and by `npm start`, which applies the same
// file) allows exactly what this build's pages need: their inline code's hashes, the 3D tour's host and the map tiles'
// host whatever PUBLIC_MAP_TILES_URL names. A build whose policy would block something of its own pages, or whose
// netlify.toml sets a policy that would override this one, fails with the reason. It is the last step of the pass over
// the finished pages (astro.config.mjs), after every step that writes them.
import { appendFile, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEditorPage, pageAddress } from '../src/lib/page-address.ts';
import type { PageStep } from '../src/integrations/page-pass.ts';
import { needsOf, type PageNeeds } from './lib/csp.ts';
import { policiesFor, policyRules, tomlPolicyLines } from './lib/site-policies.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The last step of the pages' pass (src/integrations/page-pass.ts), once nothing changes them: what each finished
 * page needs, then dist/_headers with the policies that allow exactly that.
 */
export function securityHeadersStep(): PageStep {
  // Only what each page needs is kept, not the page: a large catalogue's pages, held together, took gigabytes. It is
  // copied out of the page (structuredClone): the attribute values it quotes are slices of the page's text, which
  // would keep each page whole in memory.
  const publicPages: [string, PageNeeds][] = [];
  let editorHtml: string | undefined;
  let root = '';
  return {
    name: 'security-headers',
    start: (dist) => {
      root = dist;
    },
    page: (html, path) => {
      const file = relative(root, path).split(sep).join('/');
      if (editorHtml === undefined && isEditorPage(pageAddress(file))) editorHtml = html;
      else publicPages.push([file, structuredClone(needsOf(html))]);
      return html;
    },
    done: async (logger) => {
      const overriding = tomlPolicyLines(await readFile(join(projectRoot, 'netlify.toml'), 'utf8'));
      if (overriding.length > 0)
        throw new Error(
          `netlify.toml sets a Content-Security-Policy, which would replace the one the build writes into _headers: remove it.\n${overriding.join('\n')}`,
        );
      publicPages.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const policies = policiesFor(new Map(publicPages), editorHtml);
      if (policies.problems.length > 0)
        throw new Error(
          `The pages hold what their Content-Security-Policy cannot allow:\n${policies.problems.join('\n')}`,
        );
      // Appended: a `_headers` in public/ (copied into the build) keeps its own rules, ahead of these.
      await appendFile(join(root, '_headers'), policyRules(policies));
      const img = /img-src ([^;]*)/.exec(policies.site)?.[1] ?? '';
      logger.info(`_headers: the pages' Content-Security-Policy, images from ${img}`);
    },
  };
}
