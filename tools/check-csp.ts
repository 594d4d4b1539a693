// Checks the two Content-Security-Policies in netlify.toml against the built pages. The site's policy ("/*"): every
// inline script and style of the public pages has its hash in it, the framed hosts are exactly those the pages
// frame, the image hosts exactly those their maps' tiles come from (a map area's data-map-tiles), and no page holds inline code the policy cannot allow. The content editor's policy (its page, /admin): its
// scripts are the site's own files and nothing else (lib/csp.ts, auditEditorPolicy). Exits with 1 on any problem.
//
//   node tools/check-csp.ts            check (after `astro build`)
//   node tools/check-csp.ts --write    put the hashes, framed hosts and tiles' hosts the pages need into netlify.toml
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITOR_PAGE, isEditorPage, pageAddress } from '../src/lib/page-address.ts';
import { auditEditorPolicy, auditPolicy, formatPolicy, parsePolicy, updatePolicy } from './lib/csp.ts';
import { readDist } from './lib/dist.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const configFile = join(projectRoot, 'netlify.toml');
const write = process.argv.includes('--write');
const SITE_RULE = '/*';

const config = readFileSync(configFile, 'utf8');
/** Each [[headers]] rule that sets a policy: its path and its policy line, in the file's order. */
const rules = config.split(/^(?=\[\[)/m).flatMap((block) => {
  const path = /^\[\[headers\]\]\s*\n\s*for = "([^"]+)"/.exec(block)?.[1];
  const found = /^(\s*Content-Security-Policy\s*=\s*)"([^"\n]*)"[ \t]*$/m.exec(block);
  if (!path || !found) return [];
  const [line, prefix = '', value = ''] = found;
  return [{ path, prefix, value, line }];
});
const policyLines = [...config.matchAll(/^\s*Content-Security-Policy\s*=/gm)].length;
const site = rules.find(({ path }) => path === SITE_RULE);
const editor = rules.find(({ path }) => path === EDITOR_PAGE);
if (!site || !editor || rules.length !== 2 || policyLines !== 2) {
  console.error(
    `netlify.toml should set Content-Security-Policy twice, on one line each: for "${SITE_RULE}" and for "${EDITOR_PAGE}".`,
  );
  process.exit(1);
}
if (rules.indexOf(editor) < rules.indexOf(site)) {
  console.error(
    `netlify.toml: the "${EDITOR_PAGE}" rule must come after "${SITE_RULE}", whose policy it replaces there.`,
  );
  process.exit(1);
}

const { pages } = readDist(join(projectRoot, 'dist'));
const editorFile = [...pages.keys()].find((file) => isEditorPage(pageAddress(file)));
const publicPages = new Map([...pages].filter(([file]) => file !== editorFile));
const policy = parsePolicy(site.value);
const { missing, unused, forbidden, needed } = auditPolicy(policy, publicPages);
const editorProblems = editorFile
  ? auditEditorPolicy(parsePolicy(editor.value), pages.get(editorFile) ?? '')
  : [`dist/ has no page at ${EDITOR_PAGE}`];

for (const { page, what } of forbidden)
  console.error(`${page}: ${what}: no policy without 'unsafe-inline' allows it; move it to a script or a class.`);
for (const problem of editorProblems) console.error(`${EDITOR_PAGE}'s policy: ${problem}.`);
if (write) {
  const siteLine = site.line;
  const updated = `${site.prefix}"${formatPolicy(updatePolicy(policy, needed))}"`;
  writeFileSync(configFile, config.replace(siteLine, updated));
  console.log(
    updated === siteLine
      ? 'netlify.toml: the policy already fits the pages.'
      : 'netlify.toml: the policy now allows exactly what the pages need.',
  );
} else {
  for (const { page, directive, source, what } of missing)
    console.error(`${page}: ${what} needs ${source} in ${directive}.`);
  for (const { directive, source } of unused)
    console.error(`${directive} allows ${source}, which no page needs any more.`);
  if (missing.length + unused.length > 0)
    console.error('`npm run csp:update` writes the sources the pages need into netlify.toml.');
}
if (forbidden.length + editorProblems.length > 0 || (!write && missing.length + unused.length > 0)) process.exit(1);
if (!write)
  console.log(
    `CSP: netlify.toml's site policy allows every inline script, style, frame and map tiles' host of the ${publicPages.size} public pages, and nothing more; ${EDITOR_PAGE} runs only the site's own scripts under its own.`,
  );
