// The sitemap's alternates (@astrojs/sitemap writes one xhtml:link per language a page exists in, never x-default).
import type { SitemapItem } from '@astrojs/sitemap';
import { DEFAULT_LANGUAGE } from './languages';

/** The item with its Romanian version named x-default too, as each page's head names it. */
export function withDefaultAlternate(item: SitemapItem): SitemapItem {
  const fallback = item.links?.find((link) => link.lang === DEFAULT_LANGUAGE);
  if (!fallback || item.links?.some((link) => link.lang === 'x-default')) return item;
  return { ...item, links: [...(item.links ?? []), { lang: 'x-default', url: fallback.url }] };
}
