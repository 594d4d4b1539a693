import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/absolute-url';
import { cardAddress } from '../lib/card-address';
import { LANGUAGES, localizedPath } from '../lib/languages';

/**
 * Lets every crawler in and points it to the sitemap index @astrojs/sitemap writes, except for the addresses with a
 * query: a shared list of favourites or a comparison ('?lista=3,7'), and a search as the site wrote it before its
 * fragment held it (src/lib/search-address.ts), endless in their combinations and each a page already crawled, as
 * Google's guide to faceted navigation asks; the cards a search fetches one by one, pieces of the lists, with the
 * facts beside them that a large catalogue's comparison fetches (/card/7.json), and the data the dialogs fetch of each
 * property (src/pages/[...lang]/dialog-properties/).
 */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /*?',
      ...LANGUAGES.map((language) => `Disallow: ${cardAddress('', language)}`),
      // Each property's file (dialog-properties/7.json) and, for a small catalogue, the whole one (dialog-properties.json).
      ...LANGUAGES.map((language) => `Disallow: ${localizedPath('/dialog-properties', language)}`),
      '',
      `Sitemap: ${absoluteUrl('/sitemap-index.xml', site)}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
