// Every page has one address, '/apartment/7', while its file is apartment/7.html, which Netlify would also serve as
// it is at '/apartment/7.html'. This integration writes, once the site is built, a permanent redirect from each
// page's file name to its address into the published folder's `_redirects`, which Netlify and `npm start` both
// apply. The rules name each page: Netlify's rules cannot take '.html' off a placeholder (':id.html' is a placeholder
// named 'id.html'), and a rule that took a trailing slash off would match its own target, since Netlify compares
// paths without it; Netlify itself already sends '/apartment/7/' to '/apartment/7' (tools/serve.ts does too).
import { appendFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isCardFile } from '../lib/card-address';
import { isErrorPage, pageAddress } from '../lib/page-address';
import { htmlFiles } from './html-files';

/**
 * `_redirects` lines sending each page's file name (relative to the built site, '/'-separated) on to its address,
 * forced and permanent; none for the error pages, which have no address of their own to lead to, nor for the cards
 * alone, which are no pages.
 */
export function pageRedirects(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith('.html') && !isErrorPage(pageAddress(file)) && !isCardFile(file))
    .map((file) => `/${file} ${pageAddress(file)} 301!`)
    .sort();
}

/** Writes the redirects from the pages' file names to their addresses into the built site's `_redirects`. */
export default function pageRedirectsIntegration(): AstroIntegration {
  return {
    name: 'page-redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files: string[] = [];
        for await (const file of htmlFiles(root)) files.push(relative(root, file).split(sep).join('/'));
        const rules = pageRedirects(files);
        // Appended: a `_redirects` in public/ (copied into the build) keeps its own rules, ahead of these.
        await appendFile(
          join(root, '_redirects'),
          `# Each page's file name leads to its address (src/integrations/page-redirects.ts).\n${rules.join('\n')}\n`,
        );
        logger.info(`_redirects: ${rules.length} pages' file names lead to their addresses`);
      },
    },
  };
}
