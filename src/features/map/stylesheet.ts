// Leaflet's stylesheet, linked at the press: the build does not add a dynamically imported module's CSS by itself (its
// preload helper is replaced, astro.config.mjs), and the page's policy allows the site's own stylesheets.
import stylesheetUrl from 'leaflet/dist/leaflet.css?url';

let stylesheet: Promise<void> | undefined;

/** Links Leaflet's stylesheet once; resolves once it applies. */
export function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`map: ${stylesheetUrl} did not load`)));
    document.head.append(link);
  });
  return stylesheet;
}
