// A terrace ('terasa'): a deck over the sea with a railing, a side wall with a glass door, perhaps an awning,
// two loungers and a small table.
import { shade } from '../draw/blend.ts';
import { camera } from '../draw/camera.ts';
import { plant } from '../draw/furnishings.ts';
import { lounger, roundTable } from '../draw/outdoor-furniture.ts';
import { HEIGHT, WIDTH, pathData, type Picture } from '../draw/picture.ts';
import { panorama } from '../draw/sky.ts';
import { FABRICS, type Look } from '../draw/style.ts';

export function terrace(picture: Picture, look: Look): void {
  const random = picture.random;
  const view = camera(picture, { horizonY: HEIGHT * random.range(0.42, 0.48), jitter: 30 });
  const groundY = -1.5;
  const railZ = random.range(4.5, 5.5);
  const { project } = view;
  panorama(picture, look, view.horizonY);
  const deck = random.pick(['#b98a5e', '#a47551', '#c7a27a', '#d9d2c6']);
  const [, deckTop] = project(0, groundY, railZ);
  picture.rect(
    0,
    deckTop,
    WIDTH,
    HEIGHT - deckTop,
    picture.linearGradient([shade(deck, -0.12), deck], 0, deckTop, 0, HEIGHT),
  );
  for (let x = -8; x <= 8; x += 0.16)
    picture.line(...project(x, groundY, railZ), ...project(x, groundY, 0.6), shade(deck, -0.3), 1.5, { opacity: 0.5 });
  // The railing: posts, a handrail, and glass or balusters.
  const rail = random.pick(['#f4f4f2', '#2f3336', '#8a6a4a']);
  const glass = random.chance(0.5);
  const scale = view.scaleAt(railZ);
  for (let x = -8; x <= 8; x += glass ? 1.3 : 0.14)
    picture.line(
      ...project(x, groundY, railZ),
      ...project(x, groundY + 1.05, railZ),
      rail,
      glass ? 0.05 * scale : 0.025 * scale,
    );
  if (glass) picture.rect(0, project(0, groundY + 1.05, railZ)[1], WIDTH, 1.05 * scale, '#dff1f4', { opacity: 0.25 });
  picture.rect(0, project(0, groundY + 1.1, railZ)[1], WIDTH, 0.07 * scale, rail);
  // A side wall with a glass door.
  const side = random.pick([-1, 1]);
  const wallX = side * random.range(2.6, 3.2);
  picture.polygon(
    [project(wallX, 3, railZ), project(wallX, groundY, railZ), project(wallX, groundY, 0.5), project(wallX, 3, 0.5)],
    shade(look.wall, -0.08),
  );
  const door = [
    project(wallX, groundY + 2.2, railZ - 1.6),
    project(wallX, groundY + 2.2, railZ - 0.5),
    project(wallX, groundY, railZ - 0.5),
    project(wallX, groundY, railZ - 1.6),
  ] as const;
  picture.polygon(
    door,
    picture.linearGradient([shade(look.time.sky[1], -0.2), '#2e3f4c'], 0, door[0][1], 0, door[2][1]),
    { stroke: '#f4f4f2', 'stroke-width': 6 },
  );
  if (random.chance(0.6)) {
    // A striped awning along the top.
    const colour = random.pick(FABRICS);
    const bottom = random.range(60, 110);
    picture.rect(0, 0, WIDTH, bottom, colour);
    for (let x = 0; x < WIDTH; x += 80) {
      picture.rect(x, 0, 40, bottom, '#ffffff', { opacity: 0.4 });
      picture.path(pathData`M${x},${bottom - 1} q40,34 80,0Z`, colour);
    }
    picture.rect(0, bottom, WIDTH, 30, '#000', { opacity: 0.1, filter: picture.blur(8) });
  }
  const frame = random.pick(['#f4f1ea', '#3a3d40', '#a47551']);
  const cushion = random.pick(look.fabrics);
  plant(
    picture,
    ...project(-wallX * 0.85, groundY, railZ - 0.3),
    view.scaleAt(railZ - 0.3),
    random.pick(['#c46a4b', '#e9e4dc', '#3c3c3c']),
    1.0,
  );
  const loungersX = -side * random.range(0.3, 1.0);
  lounger(picture, view, groundY, loungersX - 2.4, railZ - 1.6, -1, frame, cushion);
  lounger(picture, view, groundY, loungersX + 0.2, railZ - 1.6, 1, frame, cushion);
  roundTable(picture, view, groundY, loungersX - 1.1, railZ - 1.2, 0.32, 0.5);
}
