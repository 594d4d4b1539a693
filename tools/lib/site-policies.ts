// The site's two Content-Security-Policies and the `_headers` file that carries them. The build derives the public
// pages' sources from the pages it wrote (their inline scripts' and styles' hashes, the framed tour's host, the map
// tiles' host from PUBLIC_MAP_TILES_URL) and writes both policies into dist/_headers, which Netlify and `npm start`
// both serve: a setting alone changes the policy, with no second step, and a build whose policy would block its own
// pages fails instead (tools/security-headers.ts). netlify.toml sets no policy: for the same path and header it would
// win over `_headers`, and hold a copy of what the build writes.
import { EDITOR_PAGE } from '../../src/lib/page-address.ts';
import {
  auditEditorPolicy,
  auditNeeds,
  formatPolicy,
  needsOf,
  type PageNeeds,
  parsePolicy,
  updatePolicy,
} from './csp.ts';

/** The rule of every page and file, whose policy the editor's page replaces with its own. */
export const SITE_RULE = '/*';

/**
 * The public pages' policy before the build adds what they need, directive by directive:
 * - scripts: the site's own files, plus the few inline scripts allowed by hash (the header's menu and scroll script,
 *   Astro's island loader and its `client:idle` and `client:visible` triggers); never 'unsafe-inline' or 'unsafe-eval'.
 * - styles: the site's CSS files, plus the inlined stylesheet and Astro's one inline island rule by hash. React sets
 *   styles through the DOM (element.style), which a policy does not govern, so no 'unsafe-inline' here either.
 * - frames: only the host of the 3D tour (PUBLIC_VIRTUAL_TOUR_URL), added by the build.
 * - images from the site, data: URLs and the maps' tile server (PUBLIC_MAP_TILES_URL's host, added by the build);
 *   fonts, fetches, forms and everything else from the site only.
 */
export const SITE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * The content editor's (/admin) own policy, which replaces the site's on its page (the later rule wins per header, on
 * Netlify and in `npm start`'s emulator), directive by directive:
 * - scripts: the site's own files only (the editor is bundled by the build), and WebAssembly ('wasm-unsafe-eval', not
 *   'unsafe-eval'): the editor decodes a phone's HEIC photo, and encodes WebP where the browser cannot (Safari), with it.
 * - styles: the site's files plus 'unsafe-inline': the editor injects its styles as <style> elements at run time.
 * - images: the site, data: and blob: (photos chosen on the phone are shown before they are committed), and GitHub's
 *   avatars.
 * - fetches: the site, data: and blob: (the editor reads its own icons and the chosen photos), GitHub's API and its
 *   status page. Signing in opens Netlify's page in a window of its own, which no directive governs.
 * - workers: the site's files (the photo decoder).
 * - no frames, objects or framing; forms and the base URL stay on the site.
 */
export const EDITOR_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com; connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com; worker-src 'self'; font-src 'self'; media-src 'self' blob:; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The policies a build serves, as header values, and what in its pages no policy of the site may allow. */
export interface SitePolicies {
  site: string;
  editor: string;
  problems: string[];
}

/**
 * The policies for a build's pages (file → HTML; `editorFile` is the editor's page, held to its own policy): the
 * site's with exactly the hashes and hosts the public pages need. `problems` names what would break or weaken a page
 * (inline code no hash allows, an editor page the editor's policy does not fit); a build with any must not ship.
 */
export function sitePolicies(pages: ReadonlyMap<string, string>, editorFile: string | undefined): SitePolicies {
  const publicPages = new Map(
    [...pages].filter(([file]) => file !== editorFile).map(([file, html]) => [file, needsOf(html)] as const),
  );
  return policiesFor(publicPages, editorFile === undefined ? undefined : (pages.get(editorFile) ?? ''));
}

/**
 * sitePolicies from what each public page needs (file → needsOf of its HTML, so that a large build need not hold
 * its pages) and the editor's page's HTML (undefined when the build has none).
 */
export function policiesFor(publicPages: ReadonlyMap<string, PageNeeds>, editorHtml: string | undefined): SitePolicies {
  const { needed, forbidden } = auditNeeds(parsePolicy(SITE_POLICY), publicPages);
  const site = formatPolicy(updatePolicy(parsePolicy(SITE_POLICY), needed));
  const problems = [
    ...forbidden.map(({ page, what }) => `${page}: ${what}: no policy without 'unsafe-inline' allows it`),
    ...auditNeeds(parsePolicy(site), publicPages).missing.map(
      ({ page, directive, source, what }) => `${page}: ${what} needs ${source} in ${directive}`,
    ),
    ...(editorHtml !== undefined
      ? auditEditorPolicy(parsePolicy(EDITOR_POLICY), editorHtml).map(
          (problem) => `${EDITOR_PAGE}'s policy: ${problem}`,
        )
      : [`the build has no page at ${EDITOR_PAGE}`]),
  ];
  return { site, editor: EDITOR_POLICY, problems };
}

/** The `_headers` rules that carry the policies: the site's first, then the editor's, which wins on its page. */
export function policyRules({ site, editor }: Pick<SitePolicies, 'site' | 'editor'>): string {
  return [
    '# The Content-Security-Policies, written by the build from its pages (tools/security-headers.ts).',
    SITE_RULE,
    `  Content-Security-Policy: ${site}`,
    EDITOR_PAGE,
    `  Content-Security-Policy: ${editor}`,
    '',
  ].join('\n');
}

/** A `_headers` file's rules: path → header name (lower case) → value, the later of a repeat winning. */
export function readHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (/^\s*(#|$)/.test(line)) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      current = rules.get(path) ?? new Map();
      rules.set(path, current);
      continue;
    }
    const separator = line.indexOf(':');
    if (current && separator > 0)
      current.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim());
  }
  return rules;
}

/** The lines of a netlify.toml that set a Content-Security-Policy, which would override the build's. */
export function tomlPolicyLines(toml: string): string[] {
  return toml.split('\n').filter((line) => /^\s*Content-Security-Policy\s*=/i.test(line));
}
