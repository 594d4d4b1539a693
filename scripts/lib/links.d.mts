/** A URL found on a page, with the attribute that holds it. */
export interface Reference {
  attribute: string;
  url: string;
}

/** A link that leads nowhere: on which page, where, and why. */
export interface BrokenLink extends Reference {
  page: string;
  reason: string;
}

/** The address a page file (relative to dist) is served on: 'apartment/7.html' → '/apartment/7'. */
export function pageUrlOf(file: string): string;

/** The file of `files` that answers `pathname` as Netlify serves this build, or null. */
export function fileFor(pathname: string, files: ReadonlySet<string>): string | null;

/** The URLs a page refers to and the ids a #fragment can reach. */
export function readPage(html: string): { references: Reference[]; ids: Set<string> };

/** Every broken internal link of a built site, page by page. */
export function brokenLinks(site: {
  files: ReadonlySet<string>;
  pages: ReadonlyMap<string, string>;
  routes?: ReadonlySet<string>;
  origin?: string;
}): BrokenLink[];
