// The build's rewrite of the pages' module scripts into marks the first-paint script starts (src/integrations/
// after-first-paint.ts); the browser journeys prove the pages still work with it.
import { describe, expect, it } from 'vitest';
import { deferModuleScripts } from '../../src/integrations/after-first-paint';
import type { FontFaceSource } from '../../src/lib/web-fonts';
import { FIRST_PAINT_SIGNATURE, firstPaintScript, MARK } from '../../src/browser/first-paint';
import { PRESSABLE } from '../../src/browser/pressable-island';

describe('deferModuleScripts', () => {
  it('turns every external module script into an inert mark holding its URL, in place and in order', () => {
    const html =
      '<head><script type="module" src="/_astro/a.js"></script></head>' +
      '<body><p>x</p><script type="module" src="/_astro/b.js"></script></body>';
    expect(deferModuleScripts(html)).toBe(
      `<head><script type="text/plain" ${MARK}="/_astro/a.js"></script></head>` +
        `<body><p>x</p><script type="text/plain" ${MARK}="/_astro/b.js"></script></body>`,
    );
  });

  it('leaves inline scripts, data blocks and classic scripts alone', () => {
    const html =
      '<script type="module">import "/x.js";</script><script type="application/ld+json">{}</script>' +
      '<script src="/classic.js"></script><script>1</script>';
    expect(deferModuleScripts(html)).toBe(html);
  });
});

describe('the first-paint script', () => {
  it('calls the function with its options, which begin with what the build looks for in every page', () => {
    const fonts: FontFaceSource[] = [
      {
        family: 'Inter Variable',
        source: "url('/_astro/inter.woff2') format('woff2')",
        descriptors: { style: 'normal', weight: '400 700', display: 'swap', unicodeRange: 'U+0000-00FF' },
      },
    ];
    const script = firstPaintScript(fonts);
    expect(script).toMatch(/^\(function firstPaint\(/);
    const options = /\)\((\{.*\})\);$/.exec(script)?.[1] ?? '';
    expect(options.startsWith(FIRST_PAINT_SIGNATURE)).toBe(true);
    expect(JSON.parse(options)).toEqual({ fontsKey: 'webFontsCached', mark: MARK, pressable: PRESSABLE, fonts });
  });
});
