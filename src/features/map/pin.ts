// The map's pin, drawn as an inline SVG through the DOM (the policy allows no style attribute in markup).
import type * as Leaflet from 'leaflet';

const SVG = 'http://www.w3.org/2000/svg';

function svgElement(name: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

/** A coral pin with a white dot, its tip on the place. */
export function pinIcon(L: typeof Leaflet): Leaflet.DivIcon {
  const svg = svgElement('svg', {
    viewBox: '0 0 32 42',
    width: '32',
    height: '42',
    'aria-hidden': 'true',
  });
  svg.append(
    svgElement('path', {
      d: 'M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z',
      class: 'map-pin-body',
      'stroke-width': '2',
    }),
    svgElement('circle', { cx: '16', cy: '15.5', r: '5.5', class: 'map-pin-dot' }),
  );
  const holder = document.createElement('div');
  holder.append(svg);
  return L.divIcon({
    html: holder,
    className: 'map-pin',
    iconSize: [32, 42],
    iconAnchor: [16, 41],
    popupAnchor: [0, -38],
  });
}
