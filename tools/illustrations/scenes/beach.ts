// The beach ('plaja'): rows of parasols with pairs of loungers as on the Romanian beaches, gulls overhead. The same
// sand and surf under an empty sea view is the picture of a name no scene knows.
import { shade } from '../draw/blend.ts';
import { camera, type Camera } from '../draw/camera.ts';
import { lounger, parasol } from '../draw/outdoor-furniture.ts';
import { HEIGHT, WIDTH, pathData, tenth, type Picture, type Point } from '../draw/picture.ts';
import { panorama } from '../draw/sky.ts';
import { FABRICS, type Look } from '../draw/style.ts';

/** Sand from a shoreline between `shoreZ` metres away, with lines of foam along it; returns the shore's distance. */
function sand(picture: Picture, view: Camera, groundY: number, shoreZ: readonly [number, number] = [14, 22]): number {
  const random = picture.random;
  const shore = random.range(...shoreZ);
  const [, shoreY] = view.project(0, groundY, shore);
  const colour = random.pick(['#ecd9b4', '#e8d3a6', '#f0dfbd']);
  picture.rect(
    0,
    shoreY,
    WIDTH,
    HEIGHT - shoreY,
    picture.linearGradient([shade(colour, -0.12), colour, shade(colour, 0.06)], 0, shoreY, 0, HEIGHT),
  );
  picture.rect(0, shoreY - 2, WIDTH, 12, shade(colour, -0.25), { opacity: 0.5 });
  for (let wave = 0; wave < 3; wave++) {
    const y = shoreY - 4 - wave * 9;
    let data = pathData`M0,${y}`;
    for (let x = 0; x <= WIDTH; x += 80) data += pathData` Q${x + 40},${y - 5 + random.range(-3, 3)} ${x + 80},${y}`;
    picture.path(data, 'none', { stroke: '#ffffff', 'stroke-width': 4 - wave, opacity: tenth(0.75 - wave * 0.2) });
  }
  return shore;
}

export function beach(picture: Picture, look: Look): void {
  const random = picture.random;
  const horizonY = HEIGHT * random.range(0.34, 0.4);
  const view = camera(picture, { horizonY, jitter: 0 });
  const groundY = -random.range(3, 4);
  panorama(picture, look, horizonY);
  const shore = sand(picture, view, groundY, [16, 22]);
  const canopy = random.pick(FABRICS);
  const cushion = random.pick(['#ffffff', canopy, '#f2c14e']);
  const spots: Point[] = [];
  const offset = random.range(0, 4);
  for (let z = shore - random.range(2, 3); z > 5; z -= random.range(3.2, 4)) {
    for (let x = -24 + offset + (z % 2); x < 24; x += random.range(3.6, 4.4))
      if (random.chance(0.8)) spots.push([x, z]);
  }
  for (const [x, z] of spots) {
    picture.ellipse(
      ...view.project(x + 0.5, groundY, z + 0.3),
      1.3 * view.scaleAt(z),
      0.3 * view.scaleAt(z) * (-groundY / 3),
      '#000',
      { opacity: 0.12, filter: picture.blur(4) },
    );
    lounger(picture, view, groundY, x - 0.95, z + 0.1, 1, '#f4f1ea', cushion);
    lounger(picture, view, groundY, x - 0.95, z - 0.8, 1, '#f4f1ea', cushion);
    parasol(picture, view, groundY, x, z, canopy, 2.5, 1.3);
  }
  for (let gull = random.integer(2, 5); gull > 0; gull--) {
    const x = random.range(100, 1500);
    const y = random.range(80, horizonY - 60);
    const span = random.range(10, 20);
    picture.path(
      pathData`M${x - span},${y} q${span / 2},${-span / 2} ${span},0 q${span / 2},${-span / 2} ${span},0`,
      'none',
      { stroke: '#3d4a55', 'stroke-width': 2.5 },
    );
  }
}

/** The sea over an empty beach: the picture of a file whose name no scene knows. */
export function emptyBeach(picture: Picture, look: Look): void {
  const view = camera(picture, { horizonY: HEIGHT * 0.45, jitter: 0 });
  panorama(picture, look, view.horizonY);
  sand(picture, view, -1.6);
}
