// The address a built page answers at, which pages have none of their own, and which page is not the public site's.
// One rule for the build's redirects (src/integrations/page-redirects.ts), the sitemap (astro.config.mjs), the
// pages' scripts (src/integrations/after-first-paint.ts), the policies (tools/check-csp.ts) and the link check
// (tools/lib/links.ts).

import { LANGUAGES, localizedPath } from './languages.ts';

/** The pages that answer for addresses that are not theirs (any unknown path, an unknown property id). */
const ERROR_PAGES: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((language) => ['/404', '/apartment/not-found'].map((path) => localizedPath(path, language))),
);

/** The address a page file (relative to the built site) is served on: 'apartment/7.html' → '/apartment/7'. */
export function pageAddress(file: string): string {
  return `/${file}`.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
}

/** True for an error page's address: it is not indexed, has no canonical URL, and nothing leads to it. */
export function isErrorPage(address: string): boolean {
  return ERROR_PAGES.has(address);
}

/** The pages whose content the address makes ('/comparare?lista=3,7,12'): not indexed, no canonical URL, no sitemap. */
const ADDRESS_PAGES: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((language) => ['/comparare'].map((path) => localizedPath(path, language))),
);

/** True for a page whose content its address makes: search engines would index one address of endless others. */
export function isAddressPage(address: string): boolean {
  return ADDRESS_PAGES.has(address);
}

/** The content editor's address: its own page and policy, not indexed, nothing of it on the public pages. */
export const EDITOR_PAGE = '/admin';

/** True for the content editor's page, which the public site's rules (sitemap, policy, page scripts) leave out. */
export function isEditorPage(address: string): boolean {
  return address === EDITOR_PAGE;
}
