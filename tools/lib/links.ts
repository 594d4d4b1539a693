// The internal links of a built site: which file answers a URL, and which links of the pages lead
// nowhere. Pure: the caller reads the files (tools/check-links.ts, tests/unit/links.test.ts).
import { pageAddress } from '../../src/lib/page-address.ts';
import { elements } from './html.ts';

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

/** A page as the check reads it: what it links to, and the ids a #fragment can reach. */
interface ReadPage {
  references: Reference[];
  ids: Set<string>;
}

/** Attributes holding one URL; astro-island's name the code that hydrates the island. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'poster',
  'component-url',
  'renderer-url',
  'before-hydration-url',
]);
/** Attributes holding a list of URLs, each followed by its width or density. */
const LIST_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);
/** Stands for the site when its public origin is not known: only relative links are checked then. */
const SOMEWHERE = 'http://site.invalid';

/**
 * The file of `files` that answers `pathname` as Netlify serves this build (build.format 'file',
 * no trailing slash): the file itself, else `<path>.html`, else `<path>/index.html`; null if none.
 */
export function fileFor(pathname: string, files: ReadonlySet<string>): string | null {
  const path = pathname.replace(/^\/+/, '');
  if (path === '') return files.has('index.html') ? 'index.html' : null;
  return [path, `${path}.html`, `${path}/index.html`].find((candidate) => files.has(candidate)) ?? null;
}

/** The URLs a page refers to (with the attribute holding each) and the ids a #fragment can reach. */
export function readPage(html: string): ReadPage {
  const references: Reference[] = [];
  const ids = new Set<string>();
  for (const { name, attributes } of elements(html)) {
    if (attributes.id) ids.add(attributes.id);
    if (name === 'a' && attributes.name) ids.add(attributes.name);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (URL_ATTRIBUTES.has(attribute)) references.push({ attribute, url: value.trim() });
      if (LIST_ATTRIBUTES.has(attribute)) {
        for (const candidate of value.split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) references.push({ attribute, url });
        }
      }
      // Social cards name pages and images by absolute URL (og:url, og:image).
      if (attribute === 'content' && /^https?:\/\//.test(value)) references.push({ attribute, url: value });
    }
  }
  return { references, ids };
}

/** Why `url`, found on the page served at `base`, leads nowhere in the site; null when it is fine. */
function problemWith(
  url: string,
  base: URL,
  {
    files,
    pages,
    routes,
  }: { files: ReadonlySet<string>; pages: ReadonlyMap<string, ReadPage>; routes: ReadonlySet<string> },
): string | null {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return 'is not a valid URL';
  }
  // Another site, or mailto:, tel:, data:: not ours to check.
  if (target.origin !== base.origin) return null;
  let pathname: string;
  let fragment: string;
  try {
    pathname = decodeURIComponent(target.pathname);
    fragment = decodeURIComponent(target.hash.slice(1));
  } catch {
    return 'holds a malformed %-escape';
  }
  if (routes.has(pathname)) return null;
  if (pathname !== '/' && pathname.endsWith('/')) return "ends in '/': pages are served without a trailing slash";
  const file = fileFor(pathname, files);
  if (!file) return 'leads to nothing in dist';
  if (pathname.endsWith('.html')) return `names the page's file: its address is ${pageAddress(file)}`;
  // '#' and '#top' mean the top of the page; ':~:' starts a text fragment.
  if (!fragment || fragment === 'top' || fragment.startsWith(':~:')) return null;
  const page = pages.get(file);
  if (page && !page.ids.has(fragment)) return `has no element with id "${fragment}" on ${pageAddress(file)}`;
  return null;
}

/**
 * Every broken internal link of a built site, page by page. `files` lists dist (paths relative to it),
 * `pages` maps each HTML file to its text, `routes` holds the paths functions answer, and `origin` is
 * the site's public origin, so absolute links to the site itself (canonical URLs) are checked too.
 */
export function brokenLinks({
  files,
  pages,
  routes = new Set(),
  origin = SOMEWHERE,
}: {
  files: ReadonlySet<string>;
  pages: ReadonlyMap<string, string>;
  routes?: ReadonlySet<string>;
  origin?: string | undefined;
}): BrokenLink[] {
  const read = new Map([...pages].map(([file, html]) => [file, readPage(html)]));
  const site = { files, pages: read, routes };
  const broken: BrokenLink[] = [];
  for (const [file, { references }] of read) {
    const base = new URL(pageAddress(file), origin);
    for (const { attribute, url } of references) {
      const reason = problemWith(url, base, site);
      if (reason) broken.push({ page: file, attribute, url, reason });
    }
  }
  return broken;
}
