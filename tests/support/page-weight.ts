// What a built page costs a visitor on first load, read from dist/ alone (no browser, no network, so the
// figures never flake): the HTML, its stylesheets, the JavaScript that runs before any interaction, the
// fonts its text needs and the images it loads eagerly or once it is idle.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { neighbourIndexes } from '../../src/lib/swipe';
import { FIRST_PAINT_SIGNATURE, type FirstPaintOptions, MARK } from '../../src/browser/first-paint';

/** The first-load cost of one page, in bytes (text resources gzip -9, fonts and images as stored). */
export interface PageWeight {
  html: number;
  css: number;
  js: number;
  fonts: number;
  images: number;
  total: number;
  /** The JavaScript files counted, for a readable failure. */
  scripts: string[];
}

export const KB = 1024;
/** The byte budgets of a built page ("fast on slow phones"), whatever the catalogue's size. */
export const BUDGET = {
  /** JavaScript that runs before any interaction, gzip. */
  js: 80 * KB,
  /** HTML and CSS of one page, gzip. */
  htmlAndCss: 50 * KB,
  /** Everything a first visit loads. */
  total: { home: 500 * KB, town: 500 * KB, property: 400 * KB, compare: 400 * KB, legal: 400 * KB, notFound: 400 * KB },
};

const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
// A built file's gzip size, once per file: the pages of a large catalogue share their stylesheet and scripts.
const gzippedFiles = new Map<string, number>();
const gzippedFile = (path: string) => {
  const known = gzippedFiles.get(path);
  if (known !== undefined) return known;
  const size = gzipped(readFileSync(path));
  gzippedFiles.set(path, size);
  return size;
};
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The static import closure of `roots` (dynamic `import()`s load on interaction and are left out). */
async function scriptClosure(dist: string, roots: string[], inline: string[]): Promise<Set<string>> {
  await init;
  const seen = new Set<string>();
  const visit = (code: string, base: string) => {
    const [imports] = parse(code);
    for (const entry of imports) {
      if (entry.d !== -1 || !entry.n) continue;
      const path = new URL(entry.n, `http://site${base}`).pathname;
      if (!seen.has(path)) {
        seen.add(path);
        visit(readFileSync(join(dist, path), 'utf8'), path);
      }
    }
  };
  for (const root of roots) {
    if (seen.has(root)) continue;
    seen.add(root);
    visit(readFileSync(join(dist, root), 'utf8'), root);
  }
  for (const code of inline) visit(code, '/');
  return seen;
}

/** Code points in a unicode-range list such as 'U+0000-00FF, U+2013'. */
function inRange(range: string, code: number): boolean {
  return range.split(',').some((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from.replace(/\?/g, '0'), 16);
    const end = to ? parseInt(to, 16) : parseInt(from.replace(/\?/g, 'F'), 16);
    return code >= start && code <= end;
  });
}

/** The files of the faces the page's first-paint script loads (src/browser/first-paint.ts): every one, whatever the text. */
function firstPaintFonts(html: string): string[] {
  const options = html.slice(html.indexOf(FIRST_PAINT_SIGNATURE)).split(');')[0];
  if (!options?.startsWith(FIRST_PAINT_SIGNATURE)) return [];
  const { fonts } = JSON.parse(options) as FirstPaintOptions;
  return fonts.map(({ source }) => /url\('([^']+)'\)/.exec(source)?.[1] ?? '');
}

/** The font files a page needs: each @font-face whose unicode-range covers a character of its text, and every face
 *  its first-paint script loads. */
function fontFiles(dist: string, css: string, html: string): string[] {
  const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, ' ');
  const codes = [...new Set([...text].map((char) => char.codePointAt(0)!))];
  const rules = [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, block = '']) => {
    const url = /url\(([^)]+)\)/.exec(block)?.[1]?.replace(/["']/g, '');
    const range = /unicode-range:([^;}]*)/.exec(block)?.[1] ?? 'U+0-10FFFF';
    return url && codes.some((code) => inRange(range, code)) ? [url] : [];
  });
  return [...rules, ...firstPaintFonts(html)].filter((url) => existsSync(join(dist, url)));
}

/** The URL of a srcset's widest candidate. */
const largest = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .sort((a, b) => parseFloat(b[1] ?? '0') - parseFloat(a[1] ?? '0'))[0]?.[0];

/** The images loaded without waiting for a scroll: not lazy; for a <picture>, its first (AVIF) source's largest width. */
function eagerImages(html: string): string[] {
  const pictures = [...html.matchAll(/<picture[\s\S]*?<\/picture>/g)].map(([picture]) => picture);
  const loose = html.replace(/<picture[\s\S]*?<\/picture>/g, '');
  const chosen = (markup: string) => {
    const img = /<img[^>]*>/.exec(markup)?.[0] ?? '';
    if (attribute(img, 'loading') === 'lazy') return [];
    const source = /<source[^>]*>/.exec(markup)?.[0];
    const srcset = (source && attribute(source, 'srcset')) ?? attribute(img, 'srcset');
    const url = (srcset && largest(srcset)) ?? attribute(img, 'src');
    return url?.startsWith('/') ? [url.replace(/&amp;/g, '&')] : [];
  };
  return [...pictures.flatMap(chosen), ...[...loose.matchAll(/<img[^>]*>/g)].flatMap(([img]) => chosen(img))];
}

/** An island's props as Astro writes them in its `props` attribute: each value is [type, value], 1 for arrays. */
function islandProps(tag: string): Record<string, unknown> {
  const decode = ([type, value]: [number, unknown]): unknown =>
    type === 1
      ? (value as [number, unknown][]).map(decode)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, decode(entry as [number, unknown])]))
        : value;
  const json = (attribute(tag, 'props') ?? '{}').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return decode([0, JSON.parse(json)]) as Record<string, unknown>;
}

/** The photos the property gallery fetches once the page is idle: those next to the first (see PropertyGallery). */
function galleryIdleImages(html: string): string[] {
  const tag = /<astro-island[^>]*component-url="[^"]*PropertyGallery[^"]*"[^>]*>/.exec(html)?.[0];
  if (!tag) return [];
  const images = islandProps(tag).images as { avifSrcSet: string }[];
  return neighbourIndexes(0, images.length).map((index) => largest(images[index]!.avifSrcSet)!);
}

/**
 * Weighs `page` (a path under dist/, e.g. 'index.html'). A build whose photos go through the Netlify Image CDN has no
 * image files to weigh: `images: false` leaves them out (0), as the scale test's synthetic catalogue builds.
 */
export async function weighPage(dist: string, page: string, { images = true } = {}): Promise<PageWeight> {
  const html = readFileSync(join(dist, page), 'utf8');
  const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => attribute(tag, 'href')!);
  // Inline styles are weighed with the HTML; their @font-face rules count like a stylesheet's.
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? '');
  const cssText = [...stylesheets.map((href) => readFileSync(join(dist, href), 'utf8')), ...inlineStyles].join('\n');
  // Module scripts, and the marks of those started after the first paint (src/integrations/after-first-paint.ts).
  const moduleScripts = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(new RegExp(`<script[^>]*${MARK}="([^"]+)"`, 'g')),
  ].map(([, src]) => src!);
  const inlineModules = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, code]) => code ?? '')
    .filter(Boolean);
  // Every island that hydrates on its own (load, idle, visible, media) counts, even below the fold.
  const islands = [...html.matchAll(/<astro-island[^>]*>/g)].flatMap(([tag]) => [
    attribute(tag, 'component-url'),
    attribute(tag, 'renderer-url'),
  ]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => attribute(tag, 'href'));
  const roots = [...new Set([...moduleScripts, ...islands, ...preloads].filter((url): url is string => !!url))];
  const scripts = [...(await scriptClosure(dist, roots, inlineModules))].sort();
  const size = (path: string) => statSync(join(dist, decodeURIComponent(path.split('?')[0]!))).size;

  const weight = {
    html: gzipped(html),
    css: stylesheets.reduce((sum, href) => sum + gzippedFile(join(dist, href)), 0),
    js: scripts.reduce((sum, path) => sum + gzippedFile(join(dist, path)), 0),
    fonts: fontFiles(dist, cssText, html).reduce((sum, url) => sum + size(url), 0),
    images: images ? [...eagerImages(html), ...galleryIdleImages(html)].reduce((sum, url) => sum + size(url), 0) : 0,
    scripts,
  };
  return { ...weight, total: weight.html + weight.css + weight.js + weight.fonts + weight.images };
}
