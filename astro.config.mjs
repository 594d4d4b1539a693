// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { afterFirstPaintStep } from './src/integrations/after-first-paint.ts';
import buildCommit from './src/integrations/build-commit.ts';
import businessFacts from './src/integrations/business-facts.ts';
import { cardFragmentsStep } from './src/integrations/card-fragments.ts';
import editorFonts from './src/integrations/editor-fonts.ts';
import editorLocale from './src/integrations/editor-locale.ts';
import editorTowns from './src/integrations/editor-towns.ts';
import { idlePrefetchStep } from './src/integrations/idle-prefetch.ts';
import { minifyStep } from './src/integrations/minify-inline-scripts.ts';
import { onPressStep } from './src/integrations/on-press-scripts.ts';
import pagePass from './src/integrations/page-pass.ts';
import pageRedirects from './src/integrations/page-redirects.ts';
import pressableIslands from './src/integrations/pressable-islands.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/lib/languages.ts';
import { isOwnerPage, isErrorPage, isPersonalPage } from './src/lib/page-address.ts';
import { withDefaultAlternate } from './src/lib/sitemap.ts';
import devFunctions from './tools/dev-functions.ts';
import { securityHeadersStep } from './tools/security-headers.ts';

/** Public origin of the site; every absolute URL (canonical, social cards, JSON-LD, sitemap, robots.txt) derives from it. */
/** Set once the build has made Vite's preload helper the bare call (the no-module-preload plugin below). */
let preloadHelperReplaced = false;

const SITE_URL = process.env.SITE_URL ?? 'https://cazare-litoral.netlify.app';

// `npm run bench -- --scale N` builds a synthetic catalogue elsewhere, without touching dist/ or the
// image cache the normal builds use; IMAGE_CDN=netlify hands resizing to Netlify's Image CDN.
const imageService =
  process.env.IMAGE_CDN === 'netlify'
    ? { entrypoint: './src/image-service/netlify-image-cdn.ts' }
    : // AVIF at sharp's effort 2: about 3x WebP's encoding time instead of 30x at the default 4, 5-10 % larger.
      { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } };

export default defineConfig({
  site: SITE_URL,
  // '/apartment/7' is served from apartment/7.html: one URL per page, no trailing-slash redirect.
  trailingSlash: 'never',
  // Romanian at '/', English and Russian under '/en' and '/ru' (src/pages/[...lang]/): a page missing in a language
  // (an untranslated property) is not built there, and nothing redirects by the browser's language.
  i18n: {
    locales: [...LANGUAGES],
    defaultLocale: DEFAULT_LANGUAGE,
    routing: { prefixDefaultLocale: false },
  },
  build: {
    format: 'file',
    // The one site stylesheet (12 KB gzip) is inlined: on a slow connection a separate file costs the first paint
    // a connection and a round trip more than its bytes do. Its hash is in the Content-Security-Policy, which the
    // build writes from the pages (tools/security-headers.ts).
    inlineStylesheets: 'always',
  },
  ...(process.env.ASTRO_OUT_DIR ? { outDir: process.env.ASTRO_OUT_DIR } : {}),
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  integrations: [
    react(),
    // What an owner still has to fill in before going online (src/business.ts), as warnings.
    businessFacts(),
    // build.json: the commit the site is built from, which the content editor waits for after a save.
    buildCommit(),
    // `client:pressable="visible"` / `="idle"`: the islands hydrate as client:visible / client:idle would, and a
    // button pressed before then is pressed again once they have.
    pressableIslands(),
    // The finished pages' rewrites, in this order, in one pass over the pages (each read and written once).
    pagePass('page-rewrites', [
      // The maps' code (Leaflet) starts at the first press on a map's button, not with the page (src/browser/on-press.ts).
      onPressStep({ scripts: [/\/(PropertyMap|ResultsMap)\.astro_astro_type_script_[^/]*\.js$/] }),
      afterFirstPaintStep(),
      // The dialogs' code (from their launchers' script), the search calendar (from the search bar's island), the list's
      // search prices (from the home page's script), and the
      // texts of the page's language, which the dialogs load on demand (src/i18n/index.ts).
      idlePrefetchStep({
        from: [
          /\/DialogHosts\.astro_astro_type_script_[^/]*\.js$/,
          /\/SearchBar\.[\w-]+\.js$/,
          // The home page's list: the prices and calendars its first search with dates needs (list-prices.ts).
          /\/index\.astro_astro_type_script_[^/]*\.js$/,
        ],
        forPage: (html) => {
          const language = /<html lang="([a-z]+)"/.exec(html)?.[1];
          return language ? new RegExp(`/texts-${language}\\.[\\w-]+\\.js$`) : undefined;
        },
      }),
      // The pages' own inline scripts minified, once every step that reads or writes them has run.
      minifyStep(),
      // Each card alone, cut from the finished lists, for the searches of a catalogue larger than the home page's
      // cards (`/card/7`); written once the pass is over, beside the pages.
      cardFragmentsStep(),
      // The Content-Security-Policies into dist/_headers, from the finished pages: last, once nothing changes them.
      securityHeadersStep(),
    ]),
    // `npm run dev` serves the functions too (/api/ai-chat, /api/availability...), as `npm start` does.
    devFunctions(),
    // '/apartment/7.html' leads to '/apartment/7' (dist/_redirects), as '/apartment/7/' does on Netlify.
    pageRedirects(),
    // sitemap-index.xml → sitemap-0.xml: the home page, the towns and the property pages, not the noindex error pages,
    // the visitor's own lists or the editor.
    // Each page lists its versions in every language it exists in (xhtml:link), and the Romanian one as x-default.
    sitemap({
      filter: (page) => {
        const address = new URL(page).pathname;
        return !isErrorPage(address) && !isOwnerPage(address) && !isPersonalPage(address);
      },
      i18n: {
        defaultLocale: DEFAULT_LANGUAGE,
        locales: Object.fromEntries(LANGUAGES.map((language) => [language, language])),
      },
      serialize: withDefaultAlternate,
    }),
  ],
  image: {
    // Few widths keep the cold build short (TOOLCHAIN.md: image transforms dominate build time).
    breakpoints: [400, 800, 1200],
    service: imageService,
  },
  vite: {
    // The content editor's checks run in a worker bundled apart (src/features/editor/checks-worker.ts), where the
    // schema's towns come from the editor's page.
    worker: { format: 'es', plugins: () => [editorTowns()] },
    plugins: [
      tailwindcss(),
      // The content editor's (/admin) fonts from its own files, never from a CDN.
      editorFonts(),
      // The content editor's own words in Romanian, its language by default.
      editorLocale(),
      {
        // No preloading of a dynamic import's chunks from every page's scripts: the code the dialogs and the
        // calendar need is fetched when it is needed, not with the page. Vite still wraps every dynamic import in
        // its preload helper (about 0.9 KB gzip on every page) with an empty list of chunks to preload, where the
        // helper only calls the import (vitejs/vite#13952): the helper's module is that call, before Vite makes it.
        name: 'no-module-preload',
        enforce: 'pre',
        configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
        load(id) {
          if (id !== '\0vite/preload-helper.js') return undefined;
          preloadHelperReplaced = true;
          return 'export const __vitePreload = (load) => load();';
        },
        generateBundle(_options, bundle) {
          if (this.environment?.name !== 'client' || preloadHelperReplaced) return;
          if (Object.values(bundle).some((chunk) => chunk.type === 'chunk' && chunk.dynamicImports.length > 0))
            throw new Error("Vite's preload helper was not replaced: check the no-module-preload plugin");
        },
      },
    ],
    build: {
      // Page scripts and fonts stay files, however small: scripts are then covered by the CSP's 'self'
      // (no hash to update), fonts are cached across pages and need no data: in font-src.
      assetsInlineLimit: (file) => (/\.(js|woff2)$/.test(file) ? false : undefined),
      // React, ReactDOM and the scheduler in one chunk: the same bytes, fewer requests and module wrappers. What the
      // pages' scripts share in one chunk, not a file each: the stay rule with the day and night arithmetic it stands
      // on, the search store, nanostores (but for the keys' listening, which only the dialogs' React hooks use), the shortlist and its hearts, and the small helpers (the idle wait, the saved
      // place on a page and its restore, the text filler, the page's language, the modal dialogs' opening and closing,
      // which every page's dialogs and the property page's photo viewer share). The card carousel with its swipe, arrows
      // and icons in another. Split finer, every list page paid for the files' wrappers and gzip's lost context: together they keep
      // the home page's hearts and shortlist count within its budget (docs/performance.md).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              {
                name: 'shared',
                test: /src[\\/](lib[\\/](stay|dates|json|nights|languages)|stores[\\/]search|browser[\\/](idle|idle-prefetch|list-position|scroll-restore)|i18n[\\/]fill|dialogs[\\/]modal|features[\\/]shortlist[\\/](list|store|hearts))\.ts$|node_modules[\\/]nanostores[\\/](?!listen-keys|deep-map)/,
              },
              {
                name: 'swipe',
                test: /src[\\/]components[\\/](islands[\\/](useSwipe|CardCarousel|ArrowButton|Slide|useCarousel)|ui[\\/](icons|button-variants))\.tsx?$/,
              },
              // Each language's interface texts, a chunk named after it, which a page of that language preloads.
              ...LANGUAGES.map((language) => ({
                name: `texts-${language}`,
                test: new RegExp(`src[\\\\/]i18n[\\\\/]${language}\\.ts$`),
              })),
            ],
          },
        },
      },
    },
  },
});
