// A kitchen ('bucatarie'): cabinets along the back wall around a window and a hood, a hob, a sink, and an island
// with bar stools.
import { shade } from '../draw/blend.ts';
import { box, horizontalCircle, shadow, type ImageRectangle } from '../draw/camera.ts';
import { pendantLamp, plant } from '../draw/furnishings.ts';
import { pathData, type Picture } from '../draw/picture.ts';
import { backWindow, onBackWall, room, tiles } from '../draw/room.ts';
import { TILES, type Look } from '../draw/style.ts';

/** Cabinet doors are 0.6 m wide: calls `draw` with the image x and width of each door of a run from x0 to x1. */
function eachDoor(front: ImageRectangle, x0: number, x1: number, draw: (x: number, width: number) => void): void {
  for (let x = x0; x < x1 - 0.05; x += 0.6)
    draw(front.x + ((x - x0) / (x1 - x0)) * front.width, (Math.min(0.6, x1 - x) / (x1 - x0)) * front.width);
}

export function kitchen(picture: Picture, look: Look): void {
  const random = picture.random;
  const shell = room(picture, look, {
    floor: random.chance(0.5) ? 'tile' : 'wood',
    halfWidth: [2.6, 3.0],
    depth: [4.2, 4.6],
    focal: 760,
  });
  const { halfWidth, floorY, depth, project } = shell;
  const scale = shell.scaleAt(depth);
  const cabinet = random.pick(['#f4f2ee', '#3f5566', '#8aa39a', '#d8cbb8', '#5d6b7a', '#ffffff']);
  const worktop = random.pick(['#e9e6e1', '#2e2e30', look.wood, '#cfc8bd']);
  const x0 = -halfWidth;
  const x1 = halfWidth;
  const windowX = random.range(-0.8, 0.8);
  const direction = random.pick([-1, 1]);
  const stoveX =
    Math.abs(windowX + direction * 1.4) > halfWidth - 0.5 ? windowX - direction * 1.4 : windowX + direction * 1.4;
  tiles(picture, onBackWall(shell, x0, x1, floorY + 0.9, floorY + 1.5), 0.15 * scale, random.pick(TILES));
  backWindow(picture, look, shell, windowX - 0.55, windowX + 0.55, floorY + 1.0, floorY + 2.2, { curtains: false });
  // Wall cabinets in runs that leave room for the window and the hood.
  const windowGap = [windowX - 0.65, windowX + 0.65] as const;
  const hoodGap = [stoveX - 0.45, stoveX + 0.45] as const;
  const [firstGap, secondGap] = windowGap[0] > hoodGap[0] ? [hoodGap, windowGap] : [windowGap, hoodGap];
  for (const [left, right] of [
    [x0, firstGap[0]],
    [firstGap[1], secondGap[0]],
    [secondGap[1], x1],
  ] as const) {
    if (right - left < 0.5) continue;
    const front = box(picture, shell, [left, right], [floorY + 1.55, floorY + 2.3], [depth - 0.35, depth], cabinet);
    eachDoor(front, left, right, (x, width) => {
      picture.line(x, front.y, x, front.y + front.height, shade(cabinet, -0.2), 1.5);
      picture.rect(x + width * 0.45, front.y + front.height * 0.78, width * 0.1, 4, '#9aa0a6');
    });
  }
  const [hoodX, hoodY] = project(stoveX, floorY + 1.65, depth - 0.25);
  const hoodScale = shell.scaleAt(depth - 0.25);
  picture.rect(hoodX - 0.12 * hoodScale, hoodY - 0.7 * hoodScale, 0.24 * hoodScale, 0.55 * hoodScale, '#c5cacf');
  picture.polygon(
    [
      [hoodX - 0.14 * hoodScale, hoodY - 0.18 * hoodScale],
      [hoodX + 0.14 * hoodScale, hoodY - 0.18 * hoodScale],
      [hoodX + 0.36 * hoodScale, hoodY],
      [hoodX - 0.36 * hoodScale, hoodY],
    ],
    '#d5dadf',
  );
  // Base cabinets with the oven under the hob, and the worktop along the back wall.
  shadow(picture, shell, floorY, [x0, x1], [depth - 0.62, depth], 0.2);
  box(picture, shell, [x0, x1], [floorY, floorY + 0.1], [depth - 0.55, depth], '#2b2b2b');
  const base = box(picture, shell, [x0, x1], [floorY + 0.1, floorY + 0.86], [depth - 0.6, depth], cabinet);
  eachDoor(base, x0, x1, (x, width) => {
    picture.line(x, base.y, x, base.y + base.height, shade(cabinet, -0.2), 1.5);
    const stoveMiddle = base.x + ((stoveX - x0) / (x1 - x0)) * base.width;
    if (stoveMiddle > x && stoveMiddle < x + width) {
      picture.rect(x + width * 0.08, base.y + base.height * 0.22, width * 0.84, base.height * 0.6, '#26292c', {
        rx: 4,
      });
      picture.rect(x + width * 0.2, base.y + base.height * 0.13, width * 0.6, 4, '#b9c0c6');
    } else {
      picture.rect(x + width * 0.1, base.y + base.height * 0.1, width * 0.8, 4, '#9aa0a6');
    }
  });
  box(picture, shell, [x0, x1], [floorY + 0.86, floorY + 0.9], [depth - 0.63, depth], worktop);
  picture.polygon(
    [
      project(stoveX - 0.3, floorY + 0.905, depth - 0.55),
      project(stoveX + 0.3, floorY + 0.905, depth - 0.55),
      project(stoveX + 0.3, floorY + 0.905, depth - 0.05),
      project(stoveX - 0.3, floorY + 0.905, depth - 0.05),
    ],
    '#1e2022',
  );
  for (const [burnerX, burnerZ] of [
    [-0.14, 0.16],
    [0.14, 0.16],
    [-0.14, 0.4],
    [0.14, 0.4],
  ] as const) {
    picture.polygon(horizontalCircle(shell, stoveX + burnerX, floorY + 0.906, depth - burnerZ, 0.09), 'none', {
      stroke: '#5a5f64',
      'stroke-width': 2,
    });
  }
  // The sink under the window, its tap, and a pot on the hob.
  picture.polygon(
    [
      project(windowX - 0.3, floorY + 0.905, depth - 0.5),
      project(windowX + 0.3, floorY + 0.905, depth - 0.5),
      project(windowX + 0.3, floorY + 0.905, depth - 0.12),
      project(windowX - 0.3, floorY + 0.905, depth - 0.12),
    ],
    '#b9c0c6',
  );
  const [tapX, tapY] = project(windowX, floorY + 0.9, depth - 0.06);
  const tapScale = shell.scaleAt(depth - 0.06);
  picture.path(
    pathData`M${tapX},${tapY} v${-0.35 * tapScale} q0,${-0.1 * tapScale} ${0.1 * tapScale},${-0.1 * tapScale} q${0.1 * tapScale},0 ${0.1 * tapScale},${0.12 * tapScale}`,
    'none',
    {
      stroke: '#9aa0a6',
      'stroke-width': 0.025 * tapScale,
      'stroke-linecap': 'round',
    },
  );
  const [potX, potY] = project(stoveX + 0.14, floorY + 0.91, depth - 0.16);
  const potScale = shell.scaleAt(depth - 0.16);
  picture.path(
    pathData`M${potX - 0.12 * potScale},${potY} h${0.24 * potScale} v${-0.1 * potScale} h${-0.24 * potScale}Z`,
    random.pick(['#c9734f', '#3f6e8c', '#2b2b2b']),
  );
  if (random.chance(0.7)) {
    const [x, y] = project(windowX + 0.8, floorY + 0.9, depth - 0.3);
    plant(picture, x, y, shell.scaleAt(depth - 0.3), '#ffffff', 0.55);
  }
  // The island with a fruit bowl and bar stools.
  const islandX = random.range(-0.6, 0.6);
  const islandZ = depth - random.range(1.95, 2.05);
  shadow(picture, shell, floorY, [islandX - 1.0, islandX + 1.0], [islandZ, islandZ + 0.8], 0.25);
  const island = box(
    picture,
    shell,
    [islandX - 1.0, islandX + 1.0],
    [floorY, floorY + 0.88],
    [islandZ, islandZ + 0.8],
    random.chance(0.5) ? cabinet : look.wood,
  );
  for (let panel = 1; panel < 4; panel++) {
    picture.line(
      island.x + (island.width * panel) / 4,
      island.y + 6,
      island.x + (island.width * panel) / 4,
      island.y + island.height - 4,
      '#000',
      1.5,
      { opacity: 0.15 },
    );
  }
  box(
    picture,
    shell,
    [islandX - 1.08, islandX + 1.08],
    [floorY + 0.88, floorY + 0.93],
    [islandZ - 0.12, islandZ + 0.84],
    worktop,
  );
  picture.polygon(horizontalCircle(shell, islandX + 0.3, floorY + 0.93, islandZ + 0.45, 0.18), '#fbfbf9');
  for (const [index, colour] of ['#f2c14e', '#e07b54', '#9cc36b', '#f2c14e'].entries()) {
    picture.circle(
      ...project(islandX + 0.25 + index * 0.04, floorY + 0.97, islandZ + 0.45),
      0.045 * shell.scaleAt(islandZ),
      colour,
    );
  }
  if (random.chance(0.7)) {
    for (const offset of [-0.5, 0.5])
      pendantLamp(picture, shell, islandX + offset, islandZ + 0.4, random.pick(['#2b2b2b', '#f4eee2', '#c9734f']), 0.9);
  }
  const seat = random.pick(['#2f2f2f', look.wood, look.fabrics[1]]);
  for (const stoolX of [-0.6, 0, 0.6]) {
    const z = islandZ - 0.35;
    const [x, y] = project(islandX + stoolX, floorY + 0.68, z);
    const stoolScale = shell.scaleAt(z);
    picture.line(x - 0.14 * stoolScale, y, x - 0.18 * stoolScale, y + 0.68 * stoolScale, '#3a3a3a', 0.025 * stoolScale);
    picture.line(x + 0.14 * stoolScale, y, x + 0.18 * stoolScale, y + 0.68 * stoolScale, '#3a3a3a', 0.025 * stoolScale);
    picture.line(
      x - 0.16 * stoolScale,
      y + 0.4 * stoolScale,
      x + 0.16 * stoolScale,
      y + 0.4 * stoolScale,
      '#3a3a3a',
      0.02 * stoolScale,
    );
    picture.ellipse(x, y, 0.2 * stoolScale, 0.06 * stoolScale, shade(seat, 0.1));
    picture.rect(x - 0.2 * stoolScale, y, 0.4 * stoolScale, 0.05 * stoolScale, seat, { rx: 4 });
  }
}
