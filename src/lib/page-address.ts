// The address a built page answers at, which pages have none of their own, and which page is not the public site's.
// One rule for the build's redirects (src/integrations/page-redirects.ts), the sitemap (astro.config.mjs), the
// pages' scripts (src/integrations/after-first-paint.ts), the policies (tools/check-csp.ts) and the link check
// (tools/lib/links.ts).

import { LANGUAGES, localizedPath } from './languages.ts';

/** The pages that answer for addresses that are not theirs (any unknown path, an unknown property id). */
const ERROR_PAGES: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((language) => ['/404', '/apartment/not-found'].map((path) => localizedPath(path, language))),
);

/**
 * The pages whose content is the visitor's own (their shortlist, or the properties they compare, read in the browser
 * from storage or the address): not indexed, no canonical URL, not in the sitemap.
 */
const PERSONAL_PAGES: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((language) => ['/favorite', '/comparare'].map((path) => localizedPath(path, language))),
);

/** True for a page that shows the visitor's own list: see PERSONAL_PAGES. */
export function isPersonalPage(address: string): boolean {
  return PERSONAL_PAGES.has(address);
}

/** The address a page file (relative to the built site) is served on: 'apartment/7.html' → '/apartment/7'. */
export function pageAddress(file: string): string {
  return `/${file}`.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
}

/** True for an error page's address: it is not indexed, has no canonical URL, and nothing leads to it. */
export function isErrorPage(address: string): boolean {
  return ERROR_PAGES.has(address);
}

/** The content editor's address: its own page and policy, not indexed, nothing of it on the public pages. */
export const EDITOR_PAGE = '/admin';

/** The owner's request inbox, beside the editor: out of the sitemap and the search engines. */
export const INBOX_PAGE = '/admin/cereri';

/** True for the owner's pages (the editor and the inbox), which the sitemap leaves out. */
export function isOwnerPage(address: string): boolean {
  return address === EDITOR_PAGE || address === INBOX_PAGE;
}

/** True for the content editor's page, which the public site's rules (sitemap, policy, page scripts) leave out. */
export function isEditorPage(address: string): boolean {
  return address === EDITOR_PAGE;
}
