// Checks the Content-Security-Policies the build wrote into dist/_headers (tools/security-headers.ts) against the built
// pages, as Netlify and `npm start` serve them. The site's policy ("/*"): every inline script and style of the public
// pages has its hash in it, the framed hosts are exactly those the pages frame, the image hosts exactly those their
// maps' tiles come from (a map area's data-map-tiles), and no page holds inline code the policy cannot allow. The
// content editor's policy (its page, /admin): its scripts are the site's own files and nothing else (lib/csp.ts,
// auditEditorPolicy). netlify.toml sets neither: it would override the build's. Exits with 1 on any problem.
//
//   node tools/check-csp.ts [dist]     check (after `astro build`)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITOR_PAGE, isEditorPage, pageAddress } from '../src/lib/page-address.ts';
import { auditEditorPolicy, auditPolicy, parsePolicy } from './lib/csp.ts';
import { readDist } from './lib/dist.ts';
import { readHeadersFile, SITE_RULE, tomlPolicyLines } from './lib/site-policies.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.argv[2] ?? join(projectRoot, 'dist'));
const headersFile = join(distDir, '_headers');
const problems: string[] = [];

for (const line of tomlPolicyLines(readFileSync(join(projectRoot, 'netlify.toml'), 'utf8')))
  problems.push(`netlify.toml sets a policy, which would replace the build's: ${line.trim()}`);

const rules = existsSync(headersFile) ? readHeadersFile(readFileSync(headersFile, 'utf8')) : new Map();
const sitePolicy = rules.get(SITE_RULE)?.get('content-security-policy');
const editorPolicy = rules.get(EDITOR_PAGE)?.get('content-security-policy');
const order = [...rules.keys()];
if (!sitePolicy || !editorPolicy)
  problems.push(`${headersFile} should set a Content-Security-Policy for "${SITE_RULE}" and for "${EDITOR_PAGE}".`);
else if (order.indexOf(EDITOR_PAGE) < order.indexOf(SITE_RULE))
  problems.push(`${headersFile}: the "${EDITOR_PAGE}" rule must come after "${SITE_RULE}", whose policy it replaces.`);

const { pages } = readDist(distDir);
const editorFile = [...pages.keys()].find((file) => isEditorPage(pageAddress(file)));
const publicPages = new Map([...pages].filter(([file]) => file !== editorFile));
if (sitePolicy && editorPolicy) {
  const { missing, unused, forbidden } = auditPolicy(parsePolicy(sitePolicy), publicPages);
  for (const { page, what } of forbidden)
    problems.push(`${page}: ${what}: no policy without 'unsafe-inline' allows it; move it to a script or a class.`);
  for (const { page, directive, source, what } of missing)
    problems.push(`${page}: ${what} needs ${source} in ${directive}.`);
  for (const { directive, source } of unused)
    problems.push(`${directive} allows ${source}, which no page needs any more.`);
  const editorProblems = editorFile
    ? auditEditorPolicy(parsePolicy(editorPolicy), pages.get(editorFile) ?? '')
    : [`dist/ has no page at ${EDITOR_PAGE}`];
  for (const problem of editorProblems) problems.push(`${EDITOR_PAGE}'s policy: ${problem}.`);
}

for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error('The build writes the policies from its pages: build again (`npm run build`).');
  process.exit(1);
}
console.log(
  `CSP: dist/_headers' site policy allows every inline script, style, frame and map tiles' host of the ${publicPages.size} public pages, and nothing more; ${EDITOR_PAGE} runs only the site's own scripts under its own.`,
);
