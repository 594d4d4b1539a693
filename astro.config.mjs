// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

/** Public origin of the site; every absolute URL (canonical, social cards, JSON-LD, sitemap, robots.txt) derives from it. */
const SITE_URL = process.env.SITE_URL ?? 'https://cazare-litoral.netlify.app';

export default defineConfig({
  site: SITE_URL,
  // '/apartment/7' is served from apartment/7.html: one URL per page, no trailing-slash redirect.
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    react(),
    // sitemap-index.xml → sitemap-0.xml: the home page and the property pages, not the noindex error pages.
    sitemap({ filter: (page) => !/\/(404|apartment\/not-found)$/.test(new URL(page).pathname) }),
  ],
  image: {
    // Few widths keep the cold build short (TOOLCHAIN.md: image transforms dominate build time).
    breakpoints: [400, 800, 1200],
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
