// The building from outside ('exterior'): a villa with a garden when the words say villa or house ('vilă', 'casă',
// 'pensiune'), otherwise a block of flats over a street with parked cars. 'N niveluri' or 'N etaje' in the alt text
// sets the floors, and 'balcon din lemn' a wooden balcony.
import { clamp, shade } from '../draw/blend.ts';
import { box, camera, prism, shadow, type Camera } from '../draw/camera.ts';
import { hipRoof, villa } from '../draw/buildings.ts';
import { HEIGHT, WIDTH, type Picture } from '../draw/picture.ts';
import { ground, shrub, tree } from '../draw/plants.ts';
import { drawSky } from '../draw/sky.ts';
import { ACCENTS, type Look } from '../draw/style.ts';
import type { SceneHints } from './scene.ts';

/** Numbers as the alt text writes them before 'niveluri' or 'etaje'. */
const COUNTS = new Map([
  ['dou', 2],
  ['doua', 2],
  ['două', 2],
  ['trei', 3],
  ['patru', 4],
  ['cinci', 5],
  ['sase', 6],
  ['șase', 6],
]);

/** A car parked along x, seen from the side, 4.2 m long. */
function car(picture: Picture, view: Camera, groundY: number, x: number, z: number, colour: string): void {
  shadow(picture, view, groundY, [x, x + 4.2], [z, z + 1.8], 0.3);
  prism(
    picture,
    view,
    [
      [x + 0.9, groundY + 1.0],
      [x + 3.3, groundY + 1.0],
      [x + 2.8, groundY + 1.5],
      [x + 1.4, groundY + 1.5],
    ],
    z + 0.15,
    z + 1.65,
    colour,
  );
  // The side windows.
  picture.polygon(
    [
      view.project(x + 1.0, groundY + 1.03, z + 0.14),
      view.project(x + 1.45, groundY + 1.43, z + 0.14),
      view.project(x + 2.75, groundY + 1.43, z + 0.14),
      view.project(x + 3.2, groundY + 1.03, z + 0.14),
    ],
    '#2f3f4c',
  );
  box(picture, view, [x, x + 4.2], [groundY + 0.3, groundY + 1.0], [z, z + 1.8], colour, { rounded: 0.12 });
  for (const wheelX of [x + 0.85, x + 3.35]) {
    const [centreX, centreY] = view.project(wheelX, groundY + 0.33, z - 0.01);
    const scale = view.scaleAt(z);
    picture.circle(centreX, centreY, 0.33 * scale, '#222');
    picture.circle(centreX, centreY, 0.16 * scale, '#9aa0a6');
  }
}

export function exterior(picture: Picture, look: Look, hints: SceneHints): void {
  const random = picture.random;
  const view = camera(picture, { horizonY: HEIGHT * random.range(0.58, 0.64), focal: 900, jitter: 0 });
  const groundY = -1.6;
  const { project } = view;
  drawSky(picture, look, view.horizonY);
  for (let index = 0; index < 14; index++)
    tree(
      picture,
      random.range(0, WIDTH),
      view.horizonY + 4,
      random.range(8, 14),
      random.pick(['pine', 'round'] as const),
      ['#5d8a6a', '#6f9a78', '#7fa688'],
    );
  ground(picture, view, random.pick(['#7fae63', '#8fb86e']));
  const { alt, title, propertyType = '' } = hints;
  const isVilla =
    /\b(cas[aă]|vil[aăe]\w*)\b/i.test(alt) ||
    (!/hotel|bloc|complex/i.test(alt) &&
      /vil|cas[aă]|pensiun/i.test(`${title} ${propertyType}`) &&
      !/apartament/i.test(propertyType));
  const levels = COUNTS.get((/(\p{L}+) (niveluri|etaje)/iu.exec(alt)?.[1] ?? '').toLowerCase());
  if (isVilla) {
    const floors = clamp(levels ?? 2, 1, 3);
    const height = floors * 3.1;
    const offsetX = random.pick([-1, 1]) * random.range(1.5, 3);
    const width = random.range(10, 13);
    const z0 = random.range(12, 14) + (floors - 2) * 3;
    const depths = [z0, z0 + 9] as const;
    const sides = [offsetX - width / 2, offsetX + width / 2] as const;
    // The path to the door.
    picture.polygon(
      [project(-1.5, groundY, 0.8), project(1.5, groundY, 0.8), project(1.2, groundY, z0), project(-0.3, groundY, z0)],
      '#d8d2c8',
    );
    villa(picture, view, look, sides, groundY, height, depths, {
      floors,
      wall: random.pick(['#f6f3ec', '#efe6d8', '#f3ede4', '#e9eef0']),
      shutter: random.chance(0.5) ? random.pick(['#5d7f95', '#7b9a7e', '#9a6b4f']) : null,
      balcony: /balcon\w* din lemn/i.test(alt)
        ? 'wood'
        : /balcon|teras/i.test(alt) || random.chance(0.7)
          ? 'glass'
          : 'none',
    });
    hipRoof(
      picture,
      view,
      sides,
      groundY + height,
      depths,
      random.range(4.4, 5.4),
      random.pick(['#b5583b', '#9c4a34', '#5b5f66', '#c0693f']),
    );
    for (const x of [-10, 10])
      tree(
        picture,
        ...project(offsetX + x * random.range(0.8, 1.1), groundY, z0 + random.range(-2, 3)),
        view.scaleAt(z0),
        random.pick(['pine', 'round', 'palm', 'cypress'] as const),
      );
    // A low wall with railings in front of the garden, a gap at the gate.
    const fenceZ = z0 - 4.5;
    const [, fenceY] = project(0, groundY, fenceZ);
    const fenceScale = view.scaleAt(fenceZ);
    box(
      picture,
      view,
      [-12, 12],
      [groundY, groundY + 0.5],
      [fenceZ, fenceZ + 0.3],
      random.pick(['#efe9df', '#d9d2c6', '#b9b2a6']),
    );
    for (let x = -12; x < 12; x += 0.15)
      if (Math.abs(x) > 1.4)
        picture.line(
          ...project(x, groundY + 0.5, fenceZ),
          ...project(x, groundY + 1.5, fenceZ),
          '#3a3d40',
          0.03 * fenceScale,
        );
    picture.rect(0, fenceY - 1.55 * fenceScale, WIDTH, 0.04 * fenceScale, '#3a3d40');
    for (let index = 0; index < 6; index++)
      shrub(picture, random.range(0, WIDTH), fenceY + random.range(10, 200), random.range(120, 260));
    return;
  }
  const floors = levels ? levels + 1 : random.integer(4, 6);
  const height = floors * 3;
  const width = random.range(18, 24);
  const offsetX = random.range(-4, 4);
  const z0 = random.range(28, 32);
  const facade = random.pick(['#f4f2ee', '#efe6d8', '#e9eef0', '#f3ede4']);
  // Sometimes a taller neighbour behind.
  if (random.chance(0.7))
    villa(picture, view, look, [offsetX - width - 4, offsetX - width + 12], groundY, height + 3, [z0 + 12, z0 + 24], {
      wall: shade(random.pick(ACCENTS), 0.35),
      floors: floors + 1,
    });
  const front = box(
    picture,
    view,
    [offsetX - width / 2, offsetX + width / 2],
    [groundY, groundY + height],
    [z0, z0 + 14],
    facade,
  );
  const bays = Math.round(width / 4);
  const accent = random.pick(['#c9734f', '#8a9bb0', '#b0836a', '#6b8f71']);
  const glass = picture.linearGradient(
    [shade(look.time.sky[1], -0.05), '#2f4556'],
    0,
    front.y,
    0,
    front.y + front.height,
  );
  for (let floor = 0; floor < floors; floor++) {
    const floorY = groundY + floor * 3;
    for (let bay = 0; bay < bays; bay++) {
      const x = offsetX - width / 2 + (bay + 0.5) * (width / bays);
      const [windowX, windowY] = project(x - 1.4, floorY + 2.5, z0);
      const scale = view.scaleAt(z0);
      if (bay % 3 === 1)
        picture.rect(windowX - 0.2 * scale, windowY - 0.2 * scale, 3.2 * scale, 2.9 * scale, accent, { opacity: 0.85 });
      picture.rect(windowX, windowY, 2.8 * scale, (floor === 0 ? 2.6 : 2.3) * scale, glass, {
        stroke: '#f7f7f5',
        'stroke-width': 3,
      });
    }
    if (floor > 0) {
      // A balcony along the whole floor.
      box(
        picture,
        view,
        [offsetX - width / 2 - 0.1, offsetX + width / 2 + 0.1],
        [floorY - 0.2, floorY],
        [z0 - 1.4, z0],
        '#fbfbf9',
      );
      const [railX, railY] = project(offsetX - width / 2, floorY + 1.0, z0 - 1.4);
      const railScale = view.scaleAt(z0 - 1.4);
      picture.rect(railX, railY, width * railScale, 1.0 * railScale, '#dff1f4', { opacity: 0.35 });
      picture.rect(railX, railY - 2, width * railScale, 4, '#9aa3ab');
      for (let post = 0; post <= bays; post++) {
        picture.line(
          ...project(offsetX - width / 2 + (post * width) / bays, floorY, z0 - 1.4),
          ...project(offsetX - width / 2 + (post * width) / bays, floorY + 1, z0 - 1.4),
          '#c2c8cc',
          2,
        );
      }
    }
  }
  box(
    picture,
    view,
    [offsetX - width / 2 - 0.2, offsetX + width / 2 + 0.2],
    [groundY + height, groundY + height + 0.6],
    [z0 - 0.2, z0 + 14.2],
    shade(facade, -0.05),
    { noBottom: true },
  );
  // The pavement, a few trees beside the block, then the street with parked cars.
  const band = (near: number, far: number, colour: string) =>
    picture.rect(
      0,
      project(0, groundY, near)[1],
      WIDTH,
      project(0, groundY, far)[1] - project(0, groundY, near)[1],
      colour,
    );
  band(z0 - 2, 16, '#d6d0c6');
  band(16, 15.6, '#b9b2a6');
  band(15.6, 9, '#5f6366');
  band(9, 8.6, '#b9b2a6');
  for (let x = -30; x < 30; x += 5)
    picture.polygon(
      [
        project(x, groundY, 12.3),
        project(x + 2.5, groundY, 12.3),
        project(x + 2.5, groundY, 12.1),
        project(x, groundY, 12.1),
      ],
      '#f2f2ee',
    );
  for (const side of [-1, 1]) {
    for (let count = random.integer(1, 2); count > 0; count--) {
      tree(
        picture,
        ...project(offsetX + side * (width / 2 + random.range(1, 5)), groundY, random.range(18, 24)),
        view.scaleAt(20),
        random.pick(['round', 'pine', 'palm'] as const),
      );
    }
  }
  const parked = [-14, -9, -4, 1, 6, 11].filter(() => random.chance(0.6));
  for (const x of parked)
    car(
      picture,
      view,
      groundY,
      x + random.range(-0.3, 0.3),
      random.range(13.4, 13.7),
      random.pick(['#f4f4f2', '#c9ced3', '#2f4858', '#b03a2e', '#3f6e8c', '#2b2b2b']),
    );
  for (let count = random.integer(4, 7); count > 0; count--)
    shrub(picture, random.range(0, WIDTH), HEIGHT - random.range(10, 150), random.range(120, 240));
}
