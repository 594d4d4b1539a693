import type * as Leaflet from 'leaflet';
import { describe, expect, it } from 'vitest';
import { watchTiles } from './tiles';

/** A tile layer's events, fired by hand. */
function fakeLayer() {
  const handlers = new Map<string, (() => void)[]>();
  const layer = {
    on(type: string, handler: () => void) {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
      return layer;
    },
  };
  const fire = (...types: string[]) => {
    for (const type of types) for (const handler of handlers.get(type) ?? []) handler();
  };
  return { layer: layer as unknown as Leaflet.GridLayer, fire };
}

describe('the failed tiles line', () => {
  it('shows once every tile of a view has failed', () => {
    const { layer, fire } = fakeLayer();
    const seen: boolean[] = [];
    watchTiles(layer, (failed) => seen.push(failed));
    fire('loading', 'tileerror', 'tileerror', 'load');
    expect(seen).toEqual([true]);
  });

  it('does not show when some tiles of the view load', () => {
    const { layer, fire } = fakeLayer();
    const seen: boolean[] = [];
    watchTiles(layer, (failed) => seen.push(failed));
    fire('loading', 'tileerror', 'tileload', 'load');
    expect(seen).toEqual([false]);
  });

  it('goes away as soon as a tile loads again (back online)', () => {
    const { layer, fire } = fakeLayer();
    const seen: boolean[] = [];
    watchTiles(layer, (failed) => seen.push(failed));
    fire('loading', 'tileerror', 'load', 'loading', 'tileload');
    expect(seen).toEqual([true, false]);
  });
});
