// Draws a map into its area once its button is pressed: Leaflet and its stylesheet are fetched then, never with the
// page. Tiles come from the template the build wrote (settings.ts), no closer than MAX_ZOOM, only those in view; the
// credit stays in the corner. When no tile of a view can be loaded (offline, blocked), one line in the area says so.
import type * as Leaflet from 'leaflet';
import { pinIcon } from './pin';
import { MAX_ZOOM } from './settings';
import { loadStylesheet } from './stylesheet';
import { watchTiles } from './tiles';
import type { MapTexts, Pin } from './view';

/** Leaflet with its stylesheet in place. */
export async function loadLeaflet(): Promise<typeof Leaflet> {
  const [L] = await Promise.all([import('leaflet/dist/leaflet-src.esm.js'), loadStylesheet()]);
  return L;
}

/** A drawn map, its pins' layer and the icon they share. */
export interface DrawnMap {
  L: typeof Leaflet;
  map: Leaflet.Map;
  pins: Leaflet.LayerGroup;
  icon: Leaflet.DivIcon;
}

/**
 * A map in `area` (its size set by the page), focusable and named, centred on `center`; `status` (role="status")
 * tells when its tiles cannot be loaded.
 */
export async function drawMap(
  area: HTMLElement,
  tiles: string,
  view: MapTexts,
  status: HTMLElement,
  center: Leaflet.LatLngExpression,
): Promise<DrawnMap> {
  const L = await loadLeaflet();
  const container = document.createElement('div');
  container.className = 'map-canvas';
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', view.label);
  area.prepend(container);
  const map = L.map(container, { center, zoom: 15, maxZoom: MAX_ZOOM, zoomControl: false, keyboard: true });
  L.control.zoom({ zoomInTitle: view.zoomIn, zoomOutTitle: view.zoomOut }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  const layer = L.tileLayer(tiles, { maxZoom: MAX_ZOOM, attribution: view.attribution }).addTo(map);
  watchTiles(layer, (failed) => {
    status.textContent = failed ? view.failed : '';
    status.hidden = !failed;
  });
  // The status line takes its room below the map and gives it back: Leaflet redraws for its new size.
  new ResizeObserver(() => map.invalidateSize()).observe(container);
  // Leaflet names the popup's close button in English.
  map.on('popupopen', ({ popup }) => {
    popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', view.closePopup);
  });
  return { L, map, pins: L.layerGroup().addTo(map), icon: pinIcon(L) };
}

/** Room kept clear around a pin's card: the zoom buttons on the left, a margin elsewhere. */
const CARD_PADDING_LEFT = 56;
const CARD_PADDING = 12;
/** What Leaflet's card adds to its text's width: its margins and border (leaflet.css). */
const CARD_FRAME = 46;
/** The widest a card's text runs on a map with room for it. */
const CARD_MAX_WIDTH = 280;

/** The widest a pin's card may be on `map`, so the whole card fits beside the zoom buttons (a phone's map is narrow). */
function cardWidth(map: Leaflet.Map): number {
  return Math.min(CARD_MAX_WIDTH, map.getSize().x - CARD_PADDING_LEFT - CARD_PADDING - CARD_FRAME);
}

/** A pin's card: each property at that place, its title, its town and a link to its page. */
function pinCard(pins: Pin[], viewProperty: string): HTMLElement {
  const card = document.createElement('div');
  card.className = 'map-card';
  for (const [, , title, town, href] of pins) {
    const heading = document.createElement('p');
    heading.className = 'map-card-title';
    heading.textContent = title;
    const place = document.createElement('p');
    place.className = 'map-card-town';
    place.textContent = town;
    const link = document.createElement('a');
    link.href = href;
    link.textContent = viewProperty;
    card.append(heading, place, link);
  }
  return card;
}

/**
 * A pin per place of `pins` on `drawn`, each opening its card, the view fitted around them. Properties at the same
 * place (rooms of one hotel) share a pin, whose card lists them all: stacked pins would hide all but the top one.
 */
export function showPins(drawn: DrawnMap, pins: Pin[], viewProperty: string): void {
  const { L, map, icon } = drawn;
  drawn.pins.clearLayers();
  const places = new Map<string, [Pin, ...Pin[]]>();
  for (const pin of pins) {
    const key = `${pin[0]},${pin[1]}`;
    const here = places.get(key);
    if (here) here.push(pin);
    else places.set(key, [pin]);
  }
  for (const here of places.values()) {
    const [[latitude, longitude]] = here;
    const title = here.map(([, , name]) => name).join(' · ');
    const marker = L.marker([latitude, longitude], { icon, title, alt: title, keyboard: true, riseOnHover: true });
    marker.bindPopup(() => pinCard(here, viewProperty), {
      maxWidth: cardWidth(map),
      // Clear of the zoom buttons in the top left corner, and inside the map on the right.
      autoPanPaddingTopLeft: [CARD_PADDING_LEFT, CARD_PADDING],
      autoPanPaddingBottomRight: [CARD_PADDING, CARD_PADDING],
    });
    marker.addTo(drawn.pins);
    marker.getElement()?.setAttribute('aria-label', title);
  }
  const bounds = L.latLngBounds(pins.map(([latitude, longitude]) => [latitude, longitude] as [number, number]));
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [36, 36], maxZoom: 15 });
}
