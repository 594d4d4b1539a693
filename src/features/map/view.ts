// What a map area carries in the page, written at build time (PropertyMap.astro, ResultsMap.astro): the tiles and
// their credit from the settings, and the texts in the page's language, so the map's code needs no translation table.

/** The attribute holding the tiles' template; tools/check-csp.ts reads the tiles' host from it. */
export const TILES_ATTRIBUTE = 'data-map-tiles';

/** The origin a tiles' template fetches from, which the pages' img-src must allow; {s} read as 'a'. */
export function tilesOrigin(template: string): string {
  return new URL(template.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0')).origin;
}

/** A pin: latitude, longitude, title, town, the property page's address in the page's language. */
export type Pin = [latitude: number, longitude: number, title: string, town: string, href: string];

/** The texts of one map area, as JSON in its `data-map` attribute. */
export interface MapTexts {
  /** The credit shown in the map's corner (text and links). */
  attribution: string;
  /** The map's accessible name. */
  label: string;
  loading: string;
  /** The line shown when no tile can be loaded. */
  failed: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  /** The link in a pin's card. */
  viewProperty: string;
}

/** A property page's map: its texts and the property's pin. */
export interface PropertyMapView extends MapTexts {
  pin: Pin;
}

/**
 * The list's map: its texts. Where each property is, its title and its town come from the list's card (its
 * data-coordinates, its data-title and the place it shows), and the address from `propertyPath` and the id, so the
 * page does not carry them twice.
 */
export interface ResultsMapView extends MapTexts {
  /** The property pages' address in the page's language, up to the id: '/apartment/', '/en/apartment/'. */
  propertyPath: string;
}
