// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

/** Public origin of the site; every absolute URL (canonical, sitemap, social cards) derives from it. */
const SITE_URL = process.env.SITE_URL ?? 'https://cazare-litoral.netlify.app';

export default defineConfig({
  site: SITE_URL,
  // '/apartment/7' is served from apartment/7.html: one URL per page, no trailing-slash redirect.
  trailingSlash: 'never',
  build: {
    format: 'file',
    // Stylesheets stay files: the Content-Security-Policy in netlify.toml allows 'self' styles, and an
    // inlined <style> would need its hash there after every edit.
    inlineStylesheets: 'never',
  },
  integrations: [react()],
  image: {
    // Few widths keep the cold build short (TOOLCHAIN.md: image transforms dominate build time).
    breakpoints: [400, 800, 1200],
  },
  vite: {
    plugins: [tailwindcss()],
    build: {
      // The same for the small page scripts Astro would otherwise inline; other assets keep Vite's rule.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    },
  },
});
