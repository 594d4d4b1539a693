// Checks the Content-Security-Policy in netlify.toml against the built pages: every inline script and
// style in dist/ has its hash in the policy, the framed hosts are exactly those the pages frame, and no
// page holds inline code the policy cannot allow. Exits with 1 on any problem.
//
//   node tools/check-csp.ts            check (after `astro build`)
//   node tools/check-csp.ts --write    put the hashes and framed hosts the pages need into netlify.toml
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditPolicy, formatPolicy, parsePolicy, updatePolicy } from './lib/csp.ts';
import { readDist } from './lib/dist.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const configFile = join(projectRoot, 'netlify.toml');
const write = process.argv.includes('--write');

const config = readFileSync(configFile, 'utf8');
const lines = [...config.matchAll(/^(\s*Content-Security-Policy\s*=\s*)"([^"\n]*)"[ \t]*$/gm)];
const [found] = lines;
if (lines.length !== 1 || !found) {
  console.error(`netlify.toml should set Content-Security-Policy once, on one line; found ${lines.length}.`);
  process.exit(1);
}
const [line, prefix = '', value = ''] = found;
const policy = parsePolicy(value);
const { pages } = readDist(join(projectRoot, 'dist'));
const { missing, unused, forbidden, needed } = auditPolicy(policy, pages);

for (const { page, what } of forbidden)
  console.error(`${page}: ${what}: no policy without 'unsafe-inline' allows it; move it to a script or a class.`);
if (write) {
  const updated = `${prefix}"${formatPolicy(updatePolicy(policy, needed))}"`;
  writeFileSync(configFile, config.replace(line, updated));
  console.log(
    updated === line
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
if (forbidden.length > 0 || (!write && missing.length + unused.length > 0)) process.exit(1);
if (!write)
  console.log(
    `CSP: netlify.toml's policy allows every inline script, style and frame of the ${pages.size} pages, and nothing more.`,
  );
