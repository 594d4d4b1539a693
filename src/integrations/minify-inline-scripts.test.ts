import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SIGNATURE, firstPaintScript } from '../browser/first-paint';
import { listPositionScript } from '../browser/list-position';
import { listOrderScript } from '../features/prices';
import { minifyInlineScripts } from './minify-inline-scripts';

describe('minifyInlineScripts', () => {
  it('makes a page’s own inline scripts smaller and keeps them code that runs', () => {
    const source = listOrderScript();
    const html = `<ul></ul><script>${source}</script>`;
    const minified = minifyInlineScripts(html);
    const code = /<script>([\s\S]*)<\/script>/.exec(minified)?.[1] ?? '';
    expect(code.length).toBeLessThan(source.length * 0.7);
    // Still a script that parses, calling the same session-storage key.
    expect(() => new Function(code)).not.toThrow();
    expect(code).toContain('"listOrder"');
    expect(code).toContain('sessionStorage');
  });

  it('minifies the first-paint script’s function and keeps its options as written', () => {
    const source = firstPaintScript([]);
    const code = /<script>([\s\S]*)<\/script>/.exec(minifyInlineScripts(`<script>${source}</script>`))?.[1] ?? '';
    expect(code.length).toBeLessThan(source.length * 0.7);
    expect(code).toContain(`})(${FIRST_PAINT_SIGNATURE}`);
    expect(code.endsWith(source.slice(source.lastIndexOf(`)(${FIRST_PAINT_SIGNATURE}`) + 1))).toBe(true);
    expect(() => new Function(code)).not.toThrow();
  });

  it('leaves typed scripts and data alone', () => {
    const untouched = [
      '<script type="application/json" data-browse-texts>{"title": "Toate proprietățile"}</script>',
      '<script type="module" src="/_astro/page.js"></script>',
      '<script type="text/plain" data-module-after-paint="/_astro/x.js"></script>',
    ].join('');
    expect(minifyInlineScripts(untouched)).toBe(untouched);
    expect(minifyInlineScripts(`<script>${listPositionScript()}</script>`)).not.toContain('rememberOpenedCard');
  });

  it('minifies a script once for all the pages that carry it', () => {
    const scripts = new Map<string, string>();
    const page = `<p>1</p><script>${listOrderScript()}</script>`;
    const once = minifyInlineScripts(page, scripts);
    expect(scripts.size).toBe(1);
    // The next page's copy is the one already minified, not esbuild's work again.
    scripts.set(listOrderScript(), 'kept()');
    expect(minifyInlineScripts(page, scripts)).toBe('<p>1</p><script>kept()</script>');
    expect(minifyInlineScripts(page)).toBe(once);
  });
});
