// Reads what crawlers read in a page's <head>, straight from the served HTML, with the same reader as the
// checks over dist/ (tools/lib/html.ts).
import { decodeEntities, elements, type HtmlElement } from '../../tools/lib/html';

/** A parsed JSON-LD object, loosely typed: the tests check its fields one by one. */
export type JsonLd = { [key: string]: unknown };

/** Every element of that name, in page order, with decoded attributes. */
function named(html: string, name: string): HtmlElement[] {
  return [...elements(html)].filter((element) => element.name === name);
}

/** The content of every `<meta name|property="key">`, in page order. */
export function metaContents(html: string, key: string): string[] {
  return named(html, 'meta')
    .filter(({ attributes }) => attributes['name'] === key || attributes['property'] === key)
    .map(({ attributes }) => attributes['content'] ?? '');
}

/** The content of the one `<meta name|property="key">`; fails when there is none or several. */
export function metaContent(html: string, key: string): string {
  const contents = metaContents(html, key);
  if (contents.length !== 1) throw new Error(`expected one meta ${key}, found ${contents.length}`);
  return contents[0]!;
}

/** The href of every `<link rel="...">` of that rel. */
export function linkHrefs(html: string, rel: string): string[] {
  return named(html, 'link')
    .filter(({ attributes }) => attributes['rel'] === rel)
    .map(({ attributes }) => attributes['href'] ?? '');
}

/** The decoded text of the page's <title>. */
export function titleText(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '');
}

/** The lang attribute of <html>. */
export function htmlLang(html: string): string | undefined {
  return named(html, 'html')[0]?.attributes['lang'];
}

/** Every JSON-LD block, parsed. */
export function jsonLdBlocks(html: string): JsonLd[] {
  return named(html, 'script')
    .filter(({ attributes }) => attributes['type'] === 'application/ld+json')
    .map(({ text }) => JSON.parse(text ?? '') as JsonLd);
}

/** The one JSON-LD block of that @type. */
export function jsonLdOfType(html: string, type: string): JsonLd {
  const found = jsonLdBlocks(html).filter((block) => block['@type'] === type);
  if (found.length !== 1) throw new Error(`expected one JSON-LD ${type}, found ${found.length}`);
  return found[0]!;
}
