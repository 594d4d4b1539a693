// The garden ('gradina'): a lawn before a hedge with flowers, a paved corner with a table and chairs under string
// lights, a kettle barbecue.
import { lerp, shade } from '../draw/blend.ts';
import { box, camera, horizontalCircle, shadow } from '../draw/camera.ts';
import { HEIGHT, WIDTH, pathData, pointList, type Picture } from '../draw/picture.ts';
import { tree } from '../draw/plants.ts';
import { drawSky } from '../draw/sky.ts';
import { TIMES_OF_DAY, type Look } from '../draw/style.ts';

export function garden(picture: Picture, look: Look): void {
  const random = picture.random;
  const view = camera(picture, { horizonY: HEIGHT * random.range(0.36, 0.42), focal: 820, jitter: 40 });
  const groundY = -1.6;
  const { project } = view;
  const hedgeZ = random.range(11, 14);
  drawSky(picture, look, view.horizonY);
  for (let index = 0; index < 9; index++) {
    tree(
      picture,
      ...project(random.range(-14, 14), groundY, hedgeZ + random.range(1, 6)),
      view.scaleAt(hedgeZ + 3),
      random.pick(['round', 'round', 'pine', 'cypress'] as const),
    );
  }
  const grass = random.pick(['#7fae63', '#8fb86e', '#74a35a']);
  const [, lawnTop] = project(0, groundY, hedgeZ);
  picture.rect(
    0,
    lawnTop,
    WIDTH,
    HEIGHT - lawnTop,
    picture.linearGradient([shade(grass, -0.1), grass], 0, lawnTop, 0, HEIGHT),
  );
  // Mowing stripes.
  for (let x = -20; x < 20; x += 2)
    picture.polygon(
      [
        project(x, groundY, hedgeZ),
        project(x + 1, groundY, hedgeZ),
        project(x + 1, groundY, 0.8),
        project(x, groundY, 0.8),
      ],
      '#ffffff',
      { opacity: 0.05 },
    );
  const hedge = box(picture, view, [-30, 30], [groundY, groundY + 1.8], [hedgeZ, hedgeZ + 1], '#3f7a45');
  for (let leaves = 0; leaves < 120; leaves++) {
    picture.circle(
      random.range(0, WIDTH),
      random.range(hedge.y + 4, hedge.y + hedge.height - 4),
      random.range(6, 14),
      random.pick(['#2f6b3f', '#4f8a4b', '#5d9655']),
      { opacity: 0.5 },
    );
  }
  for (let flower = 0; flower < 40; flower++) {
    picture.circle(
      random.range(0, WIDTH),
      hedge.y + hedge.height + random.range(-6, 4),
      random.range(4, 7),
      random.pick(['#f2c14e', '#e07b54', '#ffffff', '#d47f7f', '#8a6fa8']),
    );
  }
  const paving = random.pick(['#d9d2c6', '#cfc6b8', '#e6dfd3']);
  const tableX = random.range(-0.8, 0.4);
  const tableZ = random.range(4.2, 5);
  picture.polygon(
    [
      project(tableX - 2.2, groundY, tableZ - 1.8),
      project(tableX + 2.2, groundY, tableZ - 1.8),
      project(tableX + 2.2, groundY, tableZ + 2.2),
      project(tableX - 2.2, groundY, tableZ + 2.2),
    ],
    paving,
  );
  // String lights between two posts.
  const posts = [tableX - 2.6, tableX + 2.6] as const;
  const postColour = random.pick(['#6e5240', '#3a3d40']);
  for (const x of posts)
    box(picture, view, [x - 0.05, x + 0.05], [groundY, groundY + 2.8], [tableZ + 1.6, tableZ + 1.7], postColour);
  const bulbs = Array.from({ length: 17 }, (_, index) => {
    const along = index / 16;
    return project(
      lerp(posts[0], posts[1], along),
      groundY + 2.7 - 0.6 * Math.sin(Math.PI * along),
      tableZ + 1.65 - 2.5 * Math.sin(Math.PI * along),
    );
  });
  picture.element('polyline', { points: pointList(bulbs), fill: 'none', stroke: '#2b2b2b', 'stroke-width': 2 });
  for (const [x, y] of bulbs.slice(1, -1)) {
    picture.glow(x, y + 8, 26, '#ffd98a', look.time === TIMES_OF_DAY.golden ? 0.8 : 0.5);
    picture.circle(x, y + 8, 6, '#fff1c4');
  }
  // The table with chairs; a chair's backrest is behind it (0) or on its left (-1) or right (1).
  const wood = look.wood;
  const cushion = look.fabrics[0];
  const chair = (x: number, z: number, back: -1 | 0 | 1) => {
    const backX = x + back * 0.22;
    const backrest = () =>
      back
        ? box(picture, view, [backX - 0.03, backX + 0.03], [groundY + 0.45, groundY + 0.95], [z - 0.22, z + 0.22], wood)
        : box(picture, view, [x - 0.22, x + 0.22], [groundY + 0.45, groundY + 0.95], [z + 0.18, z + 0.24], wood);
    // A backrest farther from the camera than the seat is drawn first.
    const behind = back === 0 || back * x > 0;
    if (behind) backrest();
    for (const [legX, legZ] of [
      [-0.19, 0.19],
      [0.19, 0.19],
      [-0.19, -0.19],
      [0.19, -0.19],
    ] as const) {
      box(
        picture,
        view,
        [x + legX - 0.025, x + legX + 0.025],
        [groundY, groundY + 0.42],
        [z + legZ - 0.025, z + legZ + 0.025],
        shade(wood, -0.2),
      );
    }
    box(picture, view, [x - 0.22, x + 0.22], [groundY + 0.42, groundY + 0.46], [z - 0.22, z + 0.22], wood);
    box(picture, view, [x - 0.2, x + 0.2], [groundY + 0.46, groundY + 0.52], [z - 0.2, z + 0.2], cushion, {
      rounded: 0.02,
    });
    if (!behind) backrest();
  };
  chair(tableX - 0.5, tableZ + 0.75, 0);
  chair(tableX + 0.5, tableZ + 0.75, 0);
  shadow(picture, view, groundY, [tableX - 0.9, tableX + 0.9], [tableZ - 0.45, tableZ + 0.45], 0.25);
  for (const [legX, legZ] of [
    [-0.8, -0.35],
    [0.8, -0.35],
    [-0.8, 0.35],
    [0.8, 0.35],
  ] as const) {
    box(
      picture,
      view,
      [tableX + legX - 0.04, tableX + legX + 0.04],
      [groundY, groundY + 0.74],
      [tableZ + legZ - 0.04, tableZ + legZ + 0.04],
      shade(wood, -0.2),
    );
  }
  box(
    picture,
    view,
    [tableX - 0.95, tableX + 0.95],
    [groundY + 0.74, groundY + 0.78],
    [tableZ - 0.45, tableZ + 0.45],
    wood,
  );
  for (const plateX of [-0.4, 0, 0.4])
    picture.polygon(horizontalCircle(view, tableX + plateX, groundY + 0.785, tableZ, 0.12), '#ffffff');
  chair(tableX - 1.25, tableZ - 0.1, -1);
  chair(tableX + 1.25, tableZ - 0.1, 1);
  // A kettle barbecue.
  const grillX = tableX + random.pick([-1, 1]) * random.range(2.2, 2.6);
  const grillZ = tableZ - random.range(0.6, 1.0);
  const [x, y] = project(grillX, groundY + 0.85, grillZ);
  const scale = view.scaleAt(grillZ);
  for (const leg of [-1, 0, 1])
    picture.line(
      x + leg * 0.05 * scale,
      y + 0.15 * scale,
      x + leg * 0.25 * scale,
      y + 0.85 * scale,
      '#2b2b2b',
      0.03 * scale,
    );
  picture.path(pathData`M${x - 0.3 * scale},${y} a${0.3 * scale},${0.25 * scale} 0 0 0 ${0.6 * scale},0Z`, '#222');
  picture.path(pathData`M${x - 0.3 * scale},${y} a${0.3 * scale},${0.26 * scale} 0 0 1 ${0.6 * scale},0Z`, '#2e2e2e');
  picture.ellipse(x - 0.08 * scale, y - 0.14 * scale, 0.1 * scale, 0.04 * scale, '#ffffff', { opacity: 0.18 });
  picture.rect(x - 0.04 * scale, y - 0.32 * scale, 0.08 * scale, 0.06 * scale, '#9aa0a6');
  picture.glow(x, y - 0.4 * scale, 0.4 * scale, '#dddddd', 0.25);
}
