// Leaflet's stylesheet and the map's own, linked at the press: the build does not add a dynamically imported module's
// CSS by itself (its preload helper is replaced, astro.config.mjs), and the page's policy allows the site's own
// stylesheets.
import leafletUrl from 'leaflet/dist/leaflet.css?url';
import mapUrl from './map.css?url';

let stylesheets: Promise<unknown> | undefined;

function link(href: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.href = href;
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => reject(new Error(`map: ${href} did not load`)));
    document.head.append(element);
  });
}

/** Links the maps' stylesheets once; resolves once they apply. */
export function loadStylesheet(): Promise<unknown> {
  stylesheets ??= Promise.all([link(leafletUrl), link(mapUrl)]);
  return stylesheets;
}
