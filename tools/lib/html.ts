// A reader for the HTML the build writes, for the checks over dist/: start tags with their attributes,
// and the raw text of <script> and <style>. Not a general HTML parser: it relies on what Astro's output
// guarantees (quoted or bare attribute values, raw text ending at its first closing tag).

const TAG =
  /<!--[\s\S]*?-->|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** An element of a page: its lower-case name, decoded attributes and, for <script> and <style>, its raw text. */
export interface HtmlElement {
  name: string;
  attributes: Record<string, string>;
  text?: string;
}

/** Replaces character references (`&amp;`, `&#39;`, `&#x2F;`...) with the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi,
    (whole, decimal?: string, hex?: string, name?: string) => {
      if (decimal) return String.fromCodePoint(Number(decimal));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return NAMED[name?.toLowerCase() ?? ''] ?? whole;
    },
  );
}

/**
 * Every element of `html` in document order, as `{ name, attributes }` (names in lower case, values
 * decoded); <script> and <style> also carry `text`, their content exactly as written.
 */
export function* elements(html: string): Generator<HtmlElement> {
  const tag = new RegExp(TAG.source, 'g');
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const name = match[1]?.toLowerCase();
    if (!name) continue; // a comment
    const attributes: Record<string, string> = {};
    for (const [, key = '', doubleQuoted, singleQuoted, bare] of (match[2] ?? '').matchAll(ATTRIBUTE)) {
      attributes[key.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? '');
    }
    if (name !== 'script' && name !== 'style') {
      yield { name, attributes };
      continue;
    }
    const close = new RegExp(`</${name}\\s*>`, 'gi');
    close.lastIndex = tag.lastIndex;
    const end = close.exec(html)?.index ?? html.length;
    yield { name, attributes, text: html.slice(tag.lastIndex, end) };
    tag.lastIndex = end;
  }
}
