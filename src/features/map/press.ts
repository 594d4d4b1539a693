// The maps' buttons, started at the first press on one of them (src/browser/on-press.ts): a property page's 'Vedeți pe
// hartă' replaces its drawing with the map, centred on the property; the list's opens and closes the results map,
// whose pins follow the cards the town filter, the search and the filters leave in the list, fetched ones too.
import { PRESSED_EARLY } from '../../browser/on-press';
import type { DrawnMap } from './draw';
import { loadStylesheet } from './stylesheet';
import type { MapTexts, Pin, PropertyMapView, ResultsMapView } from './view';
import { TILES_ATTRIBUTE } from './view';

function areaOf(button: HTMLButtonElement): HTMLElement | null {
  return document.getElementById(button.getAttribute('aria-controls') ?? '');
}

function readView<View extends MapTexts>(area: HTMLElement): { view: View; tiles: string; status: HTMLElement } {
  const view = JSON.parse(area.dataset['map'] ?? '{}') as View;
  const status = area.querySelector<HTMLElement>('[data-map-status]');
  if (!status) throw new Error('map: the area has no [data-map-status]');
  return { view, tiles: area.getAttribute(TILES_ATTRIBUTE) ?? '', status };
}

/** The map's code, Leaflet and its stylesheet, all fetched at once rather than each after the one importing it. */
async function mapCode() {
  const [draw] = await Promise.all([import('./draw'), import('leaflet/dist/leaflet-src.esm.js'), loadStylesheet()]);
  return draw;
}

const say = (status: HTMLElement, text: string) => {
  status.textContent = text;
  status.hidden = !text;
};

/** A property page: the drawing and its button give way to the map, which takes the focus. */
async function openPropertyMap(button: HTMLButtonElement): Promise<void> {
  const area = areaOf(button);
  if (!area || area.hasAttribute('data-map-drawn')) return;
  area.setAttribute('data-map-drawn', '');
  const { view, tiles, status } = readView<PropertyMapView>(area);
  const { pin } = view;
  button.disabled = true;
  say(status, view.loading);
  let code: Awaited<ReturnType<typeof mapCode>>;
  try {
    code = await mapCode();
  } catch {
    // Offline at the press: the line says so, the button stays to try again, the maps-app link still works.
    say(status, view.failed);
    area.removeAttribute('data-map-drawn');
    button.disabled = false;
    return;
  }
  const { drawMap } = code;
  const drawn = await drawMap(area, tiles, view, status, [pin[0], pin[1]]);
  drawn.L.marker([pin[0], pin[1]], { icon: drawn.icon, interactive: false, keyboard: false }).addTo(drawn.pins);
  if (status.textContent === view.loading) say(status, '');
  area.querySelector('[data-map-cover]')?.remove();
  drawn.map.getContainer().focus();
}

let results: { drawn: DrawnMap; update: (refit?: boolean) => void } | undefined;
let drawingResults = false;

/** Where the list's map starts, the middle of the coast, before it is fitted to the listed properties. */
const COAST: [latitude: number, longitude: number] = [44.1, 28.63];

/** The list: the map opens above the cards with a pin per place of the listed cards, and closes again. */
async function toggleResultsMap(button: HTMLButtonElement): Promise<void> {
  const area = areaOf(button);
  if (!area) return;
  const opening = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(opening));
  const label = button.querySelector('[data-map-button-text]');
  if (label) label.textContent = (opening ? button.dataset['hideText'] : button.dataset['showText']) ?? '';
  area.hidden = !opening;
  // Closed, or opened again while its code is still on the way: it shows once drawn.
  if (!opening || drawingResults) return;
  if (results) {
    results.drawn.map.invalidateSize();
    results.update(true);
    results.drawn.map.getContainer().focus();
    return;
  }
  const { view, tiles, status } = readView<ResultsMapView>(area);
  say(status, view.loading);
  drawingResults = true;
  let code: Awaited<ReturnType<typeof mapCode>>;
  try {
    code = await mapCode();
  } catch {
    say(status, view.failed);
    return;
  } finally {
    drawingResults = false;
  }
  const { drawMap, showPins } = code;
  const drawn = await drawMap(area, tiles, view, status, COAST);
  if (status.textContent === view.loading) say(status, '');
  const grid = document.querySelector<HTMLElement>('[data-properties-grid]');
  let shown = '';
  const update = (refit = false) => {
    // A closed map follows nothing: it is fitted to the list again as it opens.
    if (area.hidden || !grid) return;
    // The cards the list shows now: those the page was built with and those a search has fetched since.
    const listed = [...grid.querySelectorAll<HTMLElement>(':scope > [data-property-id]:not([hidden])')];
    const ids = listed.map((card) => card.dataset['propertyId'] ?? '').join();
    if (ids === shown && !refit) return;
    shown = ids;
    const pins = listed.flatMap((card): Pin[] => {
      const { propertyId: id = '', title = '', coordinates = '' } = card.dataset;
      const [latitude, longitude] = coordinates.split(',').map(Number);
      if (!coordinates || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
      // The town as the card shows it in the page's language: 'Constanța' of 'Constanța, România'.
      const town = card.querySelector('[data-card-place]')?.textContent?.split(',')[0]?.trim() ?? '';
      return [[latitude!, longitude!, title, town, `${view.propertyPath}${id}`]];
    });
    showPins(drawn, pins, view.viewProperty);
  };
  results = { drawn, update };
  update();
  if (grid) {
    new MutationObserver(() => update()).observe(grid, { subtree: true, childList: true, attributeFilter: ['hidden'] });
  }
  drawn.map.getContainer().focus();
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-map-open]')) {
  const open = button.dataset['mapOpen'] === 'results' ? toggleResultsMap : openPropertyMap;
  button.addEventListener('click', () => void open(button));
  if (button.hasAttribute(PRESSED_EARLY)) {
    button.removeAttribute(PRESSED_EARLY);
    void open(button);
  }
}
