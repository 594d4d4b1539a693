// Whether a map's tiles load: a view whose every tile failed (offline, or the tile server blocked) is a map that cannot
// be shown, and the page says so in one line; a tile that loads later (back online) takes the line away.
import type * as Leaflet from 'leaflet';

/** Calls `onChange(true)` when a view's tiles have all failed, `onChange(false)` as soon as one loads. */
export function watchTiles(layer: Leaflet.GridLayer, onChange: (failed: boolean) => void): void {
  let loaded = 0;
  let failed = 0;
  // 'loading' starts a view's tiles, 'load' comes once each has loaded or failed.
  layer.on('loading', () => {
    loaded = 0;
    failed = 0;
  });
  layer.on('tileload', () => {
    loaded++;
    onChange(false);
  });
  layer.on('tileerror', () => {
    failed++;
  });
  layer.on('load', () => {
    if (failed > 0 && loaded === 0) onChange(true);
  });
}
