// Checks the internal links of the built site: every href, src, srcset and island code URL in dist/
// must lead to a file the site serves, in the site's URL form, and every #fragment to an id on its page.
// Exits with 1, listing each broken link with its page.
//
//   node tools/check-links.ts [dist directory]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDist } from './lib/dist.ts';
import { elements } from './lib/html.ts';
import { brokenLinks } from './lib/links.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.argv[2] ?? join(projectRoot, 'dist'));

/** The paths the site's functions answer on (their `config.path`): links to them need no file. */
function functionRoutes(functionsDir: string): Set<string> {
  const sources = readdirSync(functionsDir).filter((name) => /\.m?[jt]s$/.test(name));
  return new Set(
    sources.flatMap((name) =>
      [...readFileSync(join(functionsDir, name), 'utf8').matchAll(/\bpath:\s*['"]([^'"]+)['"]/g)].map(
        (match) => match[1] ?? '',
      ),
    ),
  );
}

/** The public origin the build was made for, read from the home page's canonical link. */
function siteOrigin(homePage: string | undefined): string | undefined {
  const canonical = [...elements(homePage ?? '')].find(
    ({ name, attributes }) => name === 'link' && attributes.rel === 'canonical',
  );
  return canonical ? new URL(canonical.attributes.href ?? '').origin : undefined;
}

const { files, pages } = readDist(distDir);
const origin = siteOrigin(pages.get('index.html'));
const broken = brokenLinks({ files, pages, routes: functionRoutes(join(projectRoot, 'netlify', 'functions')), origin });

if (broken.length > 0) {
  for (const { page, attribute, url, reason } of broken) console.error(`${page}: ${attribute}="${url}" ${reason}`);
  console.error(`\n${broken.length} broken internal link(s) in ${pages.size} pages.`);
  process.exit(1);
}
console.log(`Links: every internal link and #fragment of the ${pages.size} pages in dist/ leads somewhere.`);
