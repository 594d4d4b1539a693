// Minifies the pages' own inline scripts once the site is built. They are written as type-checked functions whose
// source is inlined (the list's position and order, the language links, the maps' press), so a page carries their
// whitespace and long names in every copy: on the home page, about 1.3 KB gzip. The first-paint script keeps the
// options it is called with as they are written, since the build and its checks find it by them
// (src/browser/first-paint.ts); scripts with a type (JSON data, marks, modules) are not code to minify. The Content-Security-Policy's hashes are those of
// the minified scripts (the build writes them afterwards, tools/security-headers.ts).
import { transformSync } from 'esbuild';
import { FIRST_PAINT_SIGNATURE } from '../browser/first-paint';
import type { PageStep } from './page-pass';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const OPTIONS_STAND_IN = 'firstPaintOptions';

/** Each script already minified, by its source: the pages of a build share a handful of scripts between them. */
export type MinifiedScripts = Map<string, string>;

/**
 * `html` with each of its plain inline scripts minified. The first-paint script keeps its options as written, where
 * the build's checks find them: only its function is minified. A script found in `minified` is not minified again.
 */
export function minifyInlineScripts(html: string, minified: MinifiedScripts = new Map()): string {
  const minify = (code: string) => {
    let result = minified.get(code);
    if (result === undefined) {
      result = transformSync(code, { loader: 'js', minify: true }).code.trim();
      minified.set(code, result);
    }
    return result;
  };
  return html.replace(INLINE_SCRIPT, (script, code: string) => {
    if (code.trim() === '') return script;
    const options = code.lastIndexOf(`)(${FIRST_PAINT_SIGNATURE}`);
    if (options < 0) return `<script>${minify(code)}</script>`;
    // Minified with a stand-in for its options (alone, the function would be dropped as an unused expression).
    const call = minify(`${code.slice(0, options + 1)}(${OPTIONS_STAND_IN})`);
    return `<script>${call.replace(
      `(${OPTIONS_STAND_IN})`,
      code
        .slice(options + 1)
        .trim()
        .replace(/;$/, ''),
    )}</script>`;
  });
}

/** The pass's step that minifies every built page's own inline scripts (minifyInlineScripts). */
export function minifyStep(): PageStep {
  const scripts: MinifiedScripts = new Map();
  let pages = 0;
  return {
    name: 'minify-inline-scripts',
    page: (html) => {
      const minified = minifyInlineScripts(html, scripts);
      if (minified !== html) pages++;
      return minified;
    },
    done: (logger) => logger.info(`inline scripts minified on ${pages} pages`),
  };
}
