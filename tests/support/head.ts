// Reads what crawlers read in a page's <head>, straight from the served HTML.
import { decodeEntities } from './catalogue';

/** A parsed JSON-LD object, loosely typed: the tests check its fields one by one. */
export type JsonLd = { [key: string]: unknown };

/** The tags whose opening matches, e.g. every `<meta ...>`. */
function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
}

/** One attribute's decoded value in an opening tag. */
function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

/** The content of every `<meta name|property="key">`, in page order. */
export function metaContents(html: string, key: string): string[] {
  return tags(html, 'meta')
    .filter((tag) => attribute(tag, 'name') === key || attribute(tag, 'property') === key)
    .map((tag) => attribute(tag, 'content') ?? '');
}

/** The content of the one `<meta name|property="key">`; fails when there is none or several. */
export function metaContent(html: string, key: string): string {
  const contents = metaContents(html, key);
  if (contents.length !== 1) throw new Error(`expected one meta ${key}, found ${contents.length}`);
  return contents[0]!;
}

/** The href of every `<link rel="...">` of that rel. */
export function linkHrefs(html: string, rel: string): string[] {
  return tags(html, 'link')
    .filter((tag) => attribute(tag, 'rel') === rel)
    .map((tag) => attribute(tag, 'href') ?? '');
}

/** The decoded text of the page's <title>. */
export function titleText(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '');
}

/** The lang attribute of <html>. */
export function htmlLang(html: string): string | undefined {
  const tag = tags(html, 'html')[0];
  return tag ? attribute(tag, 'lang') : undefined;
}

/** Every JSON-LD block, parsed. */
export function jsonLdBlocks(html: string): JsonLd[] {
  const blocks = html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi);
  return [...blocks].map((match) => JSON.parse(match[1]!) as JsonLd);
}

/** The one JSON-LD block of that @type. */
export function jsonLdOfType(html: string, type: string): JsonLd {
  const found = jsonLdBlocks(html).filter((block) => block['@type'] === type);
  if (found.length !== 1) throw new Error(`expected one JSON-LD ${type}, found ${found.length}`);
  return found[0]!;
}
