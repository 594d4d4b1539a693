import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/absolute-url';

/** Lets every crawler in and points it to the sitemap index @astrojs/sitemap writes. */
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap-index.xml', site)}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
