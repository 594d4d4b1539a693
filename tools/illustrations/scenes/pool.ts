// The swimming pool ('piscina'): a villa behind a paved deck, the pool with its ripples, loungers along two sides,
// a parasol and trees.
import { lerp, shade } from '../draw/blend.ts';
import { box, camera } from '../draw/camera.ts';
import { hipRoof, villa } from '../draw/buildings.ts';
import { lounger, parasol } from '../draw/outdoor-furniture.ts';
import { HEIGHT, WIDTH, pointList, type Picture, type Point } from '../draw/picture.ts';
import { ground, tree } from '../draw/plants.ts';
import { drawSky } from '../draw/sky.ts';
import { FABRICS, type Look } from '../draw/style.ts';

export function pool(picture: Picture, look: Look): void {
  const random = picture.random;
  const view = camera(picture, { horizonY: HEIGHT * random.range(0.42, 0.46), focal: 860, jitter: 40 });
  const groundY = -2.0;
  const { project } = view;
  drawSky(picture, look, view.horizonY);
  for (let index = 0; index < 10; index++)
    tree(picture, random.range(0, WIDTH), view.horizonY + 2, random.range(10, 16), 'round', ['#5d8a6a', '#6f9a78']);
  const villaZ = random.range(13, 15);
  const villaX = random.range(-2, 2);
  const villaSides = [villaX - 7, villaX + 7] as const;
  const side = random.pick([-1, 1]);
  ground(picture, view, '#7fae63');
  villa(picture, view, look, villaSides, groundY, 6.4, [villaZ, villaZ + 10], {
    wall: random.pick(['#f6f3ec', '#efe6d8', '#f3ede4']),
    shutter: null,
  });
  if (random.chance(0.5))
    hipRoof(
      picture,
      view,
      villaSides,
      groundY + 6.4,
      [villaZ, villaZ + 10],
      4.8,
      random.pick(['#b5583b', '#9c4a34', '#5b5f66']),
    );
  else
    box(
      picture,
      view,
      [villaSides[0] - 0.3, villaSides[1] + 0.3],
      [groundY + 6.4, groundY + 6.8],
      [villaZ - 0.3, villaZ + 10.3],
      '#e2ddd5',
      { noBottom: true },
    );
  // The paved deck.
  const paving = random.pick(['#e9e1d3', '#ddd5c8', '#efe9df']);
  const [, deckTop] = project(0, groundY, villaZ);
  picture.rect(
    0,
    deckTop,
    WIDTH,
    HEIGHT - deckTop,
    picture.linearGradient([shade(paving, -0.08), paving], 0, deckTop, 0, HEIGHT),
  );
  for (let x = -14; x <= 14; x += 0.8)
    picture.line(...project(x, groundY, villaZ), ...project(x, groundY, 0.8), shade(paving, -0.2), 1.5, {
      opacity: 0.6,
    });
  for (let z = villaZ; z > 1.5; z *= 0.9)
    picture.line(...project(-14, groundY, z), ...project(14, groundY, z), shade(paving, -0.2), 1.5, { opacity: 0.6 });
  // The pool: its coping, its far wall, the water with ripples and a reflection.
  const poolWidth = random.range(4.5, 6);
  const poolCentre = -side * random.range(0.5, 1.1);
  const poolX = [poolCentre - poolWidth / 2, poolCentre + poolWidth / 2] as const;
  const poolZ = [random.range(3.4, 4), villaZ - random.range(3, 3.8)] as const;
  const flat = (x0: number, x1: number, z0: number, z1: number, y = groundY) => [
    project(x0, y, z0),
    project(x1, y, z0),
    project(x1, y, z1),
    project(x0, y, z1),
  ];
  picture.polygon(flat(poolX[0] - 0.4, poolX[1] + 0.4, poolZ[0] - 0.4, poolZ[1] + 0.4), '#f7f4ee');
  picture.polygon(flat(poolX[0], poolX[1], poolZ[0], poolZ[1]), '#7fcfdc');
  picture.polygon(
    [
      project(poolX[0], groundY, poolZ[1]),
      project(poolX[1], groundY, poolZ[1]),
      project(poolX[1], groundY - 0.3, poolZ[1]),
      project(poolX[0], groundY - 0.3, poolZ[1]),
    ],
    '#bfe9ef',
  );
  const [, waterTop] = project(0, groundY, poolZ[1]);
  picture.polygon(
    flat(poolX[0], poolX[1], poolZ[0], poolZ[1] - 0.02, groundY - 0.04),
    picture.linearGradient(['#5cc6db', '#2aa5c8', '#1a86b4'], 0, waterTop, 0, project(0, groundY, poolZ[0])[1]),
    { opacity: 0.95 },
  );
  for (let ripple = 0; ripple < 26; ripple++) {
    const z = lerp(poolZ[0] + 0.2, poolZ[1] - 0.2, random.next());
    const x = lerp(poolX[0] + 0.3, poolX[1] - 0.8, random.next());
    const points: Point[] = [];
    for (let step = 0; step <= 6; step++)
      points.push(project(x + step * 0.12, groundY - 0.03, z + Math.sin(step * 1.7 + ripple) * 0.04));
    picture.element('polyline', {
      points: pointList(points),
      fill: 'none',
      stroke: '#e8fbff',
      'stroke-width': 2,
      opacity: 0.5,
    });
  }
  picture.polygon(
    [
      project(poolX[0], groundY - 0.03, poolZ[1] - 0.1),
      project(poolX[1], groundY - 0.03, poolZ[1] - 0.1),
      project(poolX[1], groundY - 0.03, poolZ[1] - 1.2),
      project(poolX[0], groundY - 0.03, poolZ[1] - 1.2),
    ],
    '#ffffff',
    { opacity: 0.12 },
  );
  const kind = random.pick(['palm', 'pine', 'cypress'] as const);
  tree(picture, ...project(-side * (poolWidth / 2 + 4), groundY, villaZ - 1.5), view.scaleAt(villaZ - 1.5), kind);
  tree(
    picture,
    ...project(side > 0 ? poolX[0] - 2.5 : poolX[1] + 2.5, groundY, poolZ[0] + 5),
    view.scaleAt(poolZ[0] + 5),
    kind,
  );
  // Loungers along the far side, facing the camera, and along one long side with a parasol.
  const frame = random.pick(['#f4f1ea', '#3a3d40', '#a47551']);
  const cushion = random.pick(['#ffffff', ...look.fabrics]);
  for (let count = random.integer(2, 4); count > 0; count--)
    lounger(picture, view, groundY, poolZ[1] + 0.7, poolX[0] + (count - 1) * 1.2 + 0.3, 1, frame, cushion, 'z');
  const loungers = random.integer(2, 3);
  const alongX = side > 0 ? poolX[1] + 0.6 : poolX[0] - 0.6;
  for (let index = loungers - 1; index >= 0; index--) {
    lounger(picture, view, groundY, alongX, poolZ[0] + 0.2 + index * 1.25, side, frame, cushion);
    if (index === 1)
      parasol(picture, view, groundY, alongX + side * 1.5, poolZ[0] + 1.4, random.pick(FABRICS), 2.4, 1.1);
  }
}
