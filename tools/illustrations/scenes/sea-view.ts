// The sea ('mare'), seen from a balcony or, when the alt text says 'fereastră', through a window; a ship, a sailing
// boat and town roofs ('acoperișuri') below may show.
import { shade } from '../draw/blend.ts';
import { camera } from '../draw/camera.ts';
import { plant } from '../draw/furnishings.ts';
import { roundTable } from '../draw/outdoor-furniture.ts';
import { HEIGHT, WIDTH, pathData, type Picture } from '../draw/picture.ts';
import { curtainFill } from '../draw/room.ts';
import { panorama } from '../draw/sky.ts';
import type { Look } from '../draw/style.ts';
import type { SceneHints } from './scene.ts';

/** A row of town roofs and house fronts, their tops from `topY` down, seen from a high floor. */
function rooftops(picture: Picture, topY: number): void {
  const random = picture.random;
  for (let x = random.range(-200, -60); x < WIDTH; x += random.range(150, 260)) {
    const width = random.range(170, 300);
    const top = topY + random.range(0, 50);
    const roof = random.range(28, 55);
    const wall = random.pick(['#efe6d8', '#f6f3ec', '#e9dcc9', '#dfe6ea']);
    picture.rect(x + 12, top + roof, width - 24, HEIGHT - top - roof, wall);
    picture.polygon(
      [
        [x, top + roof],
        [x + width * 0.3, top],
        [x + width * 0.7, top],
        [x + width, top + roof],
      ],
      random.pick(['#b5583b', '#c0693f', '#9c4a34', '#8a8f96']),
    );
    for (let window = 0; window < 3; window++)
      picture.rect(x + 34 + (window * (width - 80)) / 3, top + roof + 22, 20, 26, '#5b7083');
  }
}

export function seaView(picture: Picture, look: Look, hints: SceneHints): void {
  const random = picture.random;
  const horizonY = HEIGHT * random.range(0.42, 0.5);
  const wall = look.accent ?? look.wall;
  panorama(picture, look, horizonY);
  if (random.chance(0.6)) {
    // A ship on the horizon.
    const x = random.range(200, 1400);
    const y = horizonY - 2;
    const size = random.range(0.6, 1.2);
    picture.polygon(
      [
        [x, y],
        [x + 60 * size, y],
        [x + 52 * size, y + 8 * size],
        [x + 6 * size, y + 8 * size],
      ],
      '#e9edf0',
    );
    picture.rect(x + 20 * size, y - 10 * size, 22 * size, 10 * size, '#f6f6f4');
  }
  if (random.chance(0.6)) {
    // A sailing boat.
    const x = random.range(200, 1400);
    const y = horizonY + random.range(20, 60);
    const size = random.range(0.8, 1.3);
    picture.polygon(
      [
        [x, y - 45 * size],
        [x, y - 4 * size],
        [x + 28 * size, y - 4 * size],
      ],
      '#ffffff',
    );
    picture.path(pathData`M${x - 20 * size},${y - 4 * size} h${56 * size} l-8,${7 * size} h${-42 * size}Z`, '#f1efe9');
  }
  if (/acoperi/i.test(hints.alt) || random.chance(0.15)) rooftops(picture, horizonY + random.range(20, 50));
  const curtainColour = random.chance(0.5) ? '#fbfaf7' : look.fabrics[1];
  const curtains = (lefts: readonly number[]) => {
    for (const x of lefts)
      picture.rect(x, 0, 150, HEIGHT, curtainFill(picture, curtainColour, x, 150), {
        opacity: curtainColour === '#fbfaf7' ? 0.85 : 1,
      });
  };
  if (/fereastr/i.test(hints.alt)) {
    // Seen through a window: the wall around the opening, a sill with a plant.
    const x0 = random.range(200, 320);
    const x1 = WIDTH - random.range(200, 320);
    const y0 = random.range(70, 120);
    const y1 = horizonY + random.range(170, 240);
    picture.path(
      pathData`M0,0H${WIDTH}V${HEIGHT}H0Z M${x0},${y0}V${y1}H${x1}V${y0}Z`,
      picture.linearGradient([shade(wall, -0.05), shade(wall, -0.15)], 0, 0, 0, HEIGHT),
      { 'fill-rule': 'evenodd' },
    );
    picture.rect(x0, y0, x1 - x0, y1 - y0, 'none', { stroke: '#f7f7f5', 'stroke-width': 18 });
    picture.rect((x0 + x1) / 2 - 7, y0, 14, y1 - y0, '#f7f7f5');
    picture.rect(x0 - 30, y1 + 26, x1 - x0 + 60, 24, '#000', { opacity: 0.15, filter: picture.blur(8) });
    picture.rect(x0 - 30, y1, x1 - x0 + 60, 26, '#f4f2ee');
    plant(picture, x0 + random.range(90, 200), y1 + 6, 300, random.pick(['#c46a4b', '#e9e4dc']), 0.7);
    if (random.chance(0.6)) curtains([x0 - 120, x1 - 30]);
    return;
  }
  // The balcony's floor and railing, and the walls framing the opening.
  const view = camera(picture, { horizonY, jitter: 0 });
  const groundY = -random.range(1.4, 1.6);
  const railZ = random.range(3.4, 4.2);
  const [, floorTop] = view.project(0, groundY, railZ);
  picture.rect(
    0,
    floorTop,
    WIDTH,
    HEIGHT - floorTop,
    picture.linearGradient([random.pick(['#d8d0c4', '#cfc8be', '#e3dccf']), '#bdb3a5'], 0, floorTop, 0, HEIGHT),
  );
  for (let x = -4; x <= 4; x += 0.6)
    picture.line(...view.project(x, groundY, railZ), ...view.project(x, groundY, 0.6), '#000', 1.5, { opacity: 0.12 });
  const glass = random.chance(0.5);
  const [, railTop] = view.project(0, groundY + 1.0, railZ);
  const rail = random.pick(['#f4f4f2', '#3a3d40', '#b9c0c6']);
  if (glass) {
    picture.rect(0, railTop, WIDTH, floorTop - railTop, '#dff1f4', { opacity: 0.25 });
    for (let x = -3; x <= 3; x += 1.2)
      picture.line(...view.project(x, groundY, railZ), ...view.project(x, groundY + 1.0, railZ), rail, 4, {
        opacity: 0.8,
      });
  } else {
    for (let x = -4; x <= 4; x += 0.12)
      picture.line(
        ...view.project(x, groundY, railZ),
        ...view.project(x, groundY + 1.0, railZ),
        rail,
        0.025 * view.scaleAt(railZ),
      );
  }
  picture.rect(0, railTop - 0.05 * view.scaleAt(railZ), WIDTH, 0.06 * view.scaleAt(railZ), rail, { rx: 4 });
  const side = random.pick([-1, 1]);
  if (random.chance(0.7))
    plant(
      picture,
      ...view.project(side * 1.3, groundY, railZ - 0.4),
      view.scaleAt(railZ - 0.4),
      random.pick(['#c46a4b', '#e9e4dc']),
      0.9,
    );
  if (random.chance(0.6)) roundTable(picture, view, groundY, -side * 0.9, railZ - 0.9, 0.3, 0.72);
  const leftWall = random.range(140, 240);
  const rightWall = WIDTH - leftWall * random.range(0.8, 1.2);
  for (const [x, width] of [
    [0, leftWall],
    [rightWall, WIDTH - rightWall],
  ] as const) {
    picture.rect(x, 0, width, HEIGHT, picture.linearGradient([shade(wall, -0.1), shade(wall, -0.2)], 0, 0, 0, HEIGHT));
  }
  if (random.chance(0.7)) curtains([leftWall - 70, rightWall - 80]);
  picture.rect(0, 0, WIDTH, 50, shade(wall, -0.15));
}
