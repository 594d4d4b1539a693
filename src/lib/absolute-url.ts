/**
 * An absolute URL on the public site. `site` is astro.config.mjs's `site` (SITE_URL): the one origin every
 * canonical link, social card and structured-data URL is built from.
 */
export function absoluteUrl(path: string, site: URL | undefined): string {
  if (!site) throw new Error("astro.config.mjs: 'site' is not set; SITE_URL gives the public origin for absolute URLs");
  return new URL(path, site).href;
}

/**
 * The URL path a built page is served and linked at. Pages build to files ('/apartment/7.html',
 * '/index.html'), and the build reports those names, but the site links '/apartment/7' and '/'.
 */
export function pagePath(builtPathname: string): string {
  return builtPathname.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
}
