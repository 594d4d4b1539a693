// The content editor's fonts come with it. Sveltia CMS's npm build carries its three fonts as files, which it adds to
// the page through the FontFace API, and also a stylesheet whose @font-face rules fetch the same fonts from a public
// CDN: a request to another host that /admin's Content-Security-Policy refuses, and reports. The build points those
// rules at no file (`local()`), so the bundled fonts are the only ones; it fails if the package changes shape.
import type { Plugin } from 'vite';

const EDITOR_ENTRY = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/;
const CDN_FONT = /url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([^)@]+)@[^)]*\)/g;

/** The editor's source with its CDN font rules pointed at no file. */
export function withoutCdnFonts(code: string): string {
  return code.replace(CDN_FONT, (_, font: string) => `local("${font.replace(/[^\w-]/g, '-')} (bundled)")`);
}

export default function editorFonts(): Plugin {
  return {
    name: 'editor-fonts',
    transform(code, id) {
      if (!EDITOR_ENTRY.test(id)) return undefined;
      const rewritten = withoutCdnFonts(code);
      if (rewritten === code)
        throw new Error(`${id}: no CDN font rule found; check src/integrations/editor-fonts.ts against the package`);
      if (rewritten.includes('cdn.jsdelivr.net/fontsource'))
        throw new Error(`${id}: a CDN font rule is left; check src/integrations/editor-fonts.ts against the package`);
      return { code: rewritten, map: null };
    },
  };
}
