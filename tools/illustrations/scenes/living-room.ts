// A living room ('living'): a sofa under a picture, a coffee table, a TV on the side wall, a big window.
import { ascending, clamp, lerpPoint, shade } from '../draw/blend.ts';
import { box, horizontalCircle, shadow } from '../draw/camera.ts';
import { plant, rug, wallArt } from '../draw/furnishings.ts';
import type { Picture } from '../draw/picture.ts';
import { backWindow, onBackWall, onSideWall, room, type Room } from '../draw/room.ts';
import type { Look } from '../draw/style.ts';

/** A sofa from x0 to x1 with its back at z1: arms, seat and back cushions, two scatter cushions. */
function sofa(
  picture: Picture,
  shell: Room,
  x0: number,
  x1: number,
  z1: number,
  colour: string,
  cushion: string,
): void {
  const { floorY } = shell;
  const z0 = z1 - 0.95;
  const width = x1 - x0;
  shadow(picture, shell, floorY, [x0, x1], [z0, z1], 0.3);
  box(picture, shell, [x0 + 0.05, x1 - 0.05], [floorY + 0.1, floorY + 0.85], [z1 - 0.28, z1], shade(colour, -0.05));
  box(picture, shell, [x0, x0 + 0.2], [floorY + 0.1, floorY + 0.62], [z0, z1], colour, { rounded: 0.05 });
  box(picture, shell, [x1 - 0.2, x1], [floorY + 0.1, floorY + 0.62], [z0, z1], colour, { rounded: 0.05 });
  box(
    picture,
    shell,
    [x0 + 0.2, x1 - 0.2],
    [floorY + 0.1, floorY + 0.42],
    [z0 + 0.02, z1 - 0.28],
    shade(colour, -0.08),
  );
  const seats = width > 2 ? 3 : 2;
  const seatWidth = (width - 0.4) / seats;
  for (let seat = 0; seat < seats; seat++) {
    const left = x0 + 0.2 + seat * seatWidth;
    box(
      picture,
      shell,
      [left + 0.01, left + seatWidth - 0.01],
      [floorY + 0.42, floorY + 0.8],
      [z1 - 0.45, z1 - 0.28],
      shade(colour, 0.04),
      { rounded: 0.05 },
    );
    box(
      picture,
      shell,
      [left + 0.01, left + seatWidth - 0.01],
      [floorY + 0.4, floorY + 0.53],
      [z0, z1 - 0.45],
      shade(colour, 0.06),
      { rounded: 0.04 },
    );
  }
  for (const right of [false, true]) {
    const left = right ? x1 - 0.62 : x0 + 0.24;
    box(
      picture,
      shell,
      [left, left + 0.38],
      [floorY + 0.52, floorY + 0.86],
      [z1 - 0.62, z1 - 0.5],
      right ? cushion : shade(cushion, 0.35),
      { rounded: 0.07 },
    );
  }
}

export function livingRoom(picture: Picture, look: Look): void {
  const random = picture.random;
  const shell = room(picture, look, { halfWidth: [2.8, 3.2], depth: [4.3, 4.8], focal: 780 });
  const { halfWidth, floorY, depth, project } = shell;
  const side = random.pick([-1, 1]);
  const sofaWidth = random.range(2.3, 2.8);
  const sofaX = -side * random.range(0.2, 0.5);
  const windowX = clamp(sofaX + side * (sofaWidth / 2 + 0.55), -halfWidth + 0.3, halfWidth - 0.3);
  backWindow(
    picture,
    look,
    shell,
    Math.min(windowX, windowX + side * 1.5),
    Math.max(windowX, windowX + side * 1.5),
    floorY + 0.25,
    floorY + 2.35,
    { panes: 3 },
  );
  wallArt(picture, look, onBackWall(shell, sofaX - 0.55, sofaX + 0.55, floorY + 1.35, floorY + 2.0));
  // The TV on the wall opposite the window, above a low console.
  const consoleDepths = [depth - 1.45, depth - 0.25] as const;
  shadow(picture, shell, floorY, ascending(-side * halfWidth, -side * (halfWidth - 0.4)), consoleDepths);
  box(
    picture,
    shell,
    ascending(-side * halfWidth, -side * (halfWidth - 0.42)),
    [floorY, floorY + 0.45],
    consoleDepths,
    look.wood,
  );
  const screen = onSideWall(shell, -side, consoleDepths[0] + 0.1, consoleDepths[1] - 0.1, floorY + 0.85, floorY + 1.55);
  picture.polygon(screen, '#1d2126', { stroke: '#0c0e10', 'stroke-width': 5 });
  picture.polygon(
    [screen[0], lerpPoint(screen[0], screen[1], 0.4), lerpPoint(screen[3], screen[2], 0.15), screen[3]],
    '#ffffff',
    { opacity: 0.06 },
  );
  rug(
    picture,
    shell,
    sofaX - 1.5,
    sofaX + 1.5,
    depth - 3.0,
    depth - 0.7,
    random.pick([shade(look.fabrics[2], 0.4), '#e8e1d5', shade(look.fabrics[3], 0.3)]),
  );
  sofa(picture, shell, sofaX - sofaWidth / 2, sofaX + sofaWidth / 2, depth - 0.05, look.fabrics[0], look.fabrics[1]);
  const lampX = sofaX - side * (sofaWidth / 2 + 0.3);
  if (Math.abs(lampX) < halfWidth - 0.2) {
    // A floor lamp beside the sofa.
    const [x, y] = project(lampX, floorY, depth - 0.3);
    const scale = shell.scaleAt(depth - 0.3);
    picture.glow(x, y - 1.55 * scale, 0.6 * scale, '#fff0c8', 0.5);
    picture.line(x, y, x, y - 1.45 * scale, '#444', 0.03 * scale);
    picture.polygon(
      [
        [x - 0.15 * scale, y - 1.7 * scale],
        [x + 0.15 * scale, y - 1.7 * scale],
        [x + 0.22 * scale, y - 1.42 * scale],
        [x - 0.22 * scale, y - 1.42 * scale],
      ],
      random.pick(['#e8d9bf', '#3a3a3a', shade(look.fabrics[1], 0.3)]),
    );
    picture.ellipse(x, y, 0.16 * scale, 0.03 * scale, '#444');
  }
  // The coffee table, with a book and a bowl of fruit.
  const tableZ = depth - 2.2;
  const tableTop = random.chance(0.5) ? look.wood : '#f2f0ec';
  shadow(picture, shell, floorY, [sofaX - 0.6, sofaX + 0.6], [tableZ, tableZ + 0.6], 0.25);
  for (const [legX, legZ] of [
    [-0.5, 0.05],
    [0.5, 0.05],
    [-0.5, 0.55],
    [0.5, 0.55],
  ] as const) {
    box(
      picture,
      shell,
      [sofaX + legX - 0.03, sofaX + legX + 0.03],
      [floorY, floorY + 0.38],
      [tableZ + legZ - 0.03, tableZ + legZ + 0.03],
      '#3a3a3a',
    );
  }
  box(picture, shell, [sofaX - 0.6, sofaX + 0.6], [floorY + 0.38, floorY + 0.43], [tableZ, tableZ + 0.6], tableTop);
  box(
    picture,
    shell,
    [sofaX - 0.4, sofaX - 0.1],
    [floorY + 0.43, floorY + 0.47],
    [tableZ + 0.15, tableZ + 0.4],
    look.fabrics[3],
  );
  picture.polygon(horizontalCircle(shell, sofaX + 0.25, floorY + 0.47, tableZ + 0.3, 0.14), '#ffffff');
  for (const [index, colour] of ['#e07b54', '#f2c14e', '#9cc36b'].entries()) {
    picture.circle(
      ...project(sofaX + 0.2 + index * 0.05, floorY + 0.5, tableZ + 0.3),
      0.04 * shell.scaleAt(tableZ),
      colour,
    );
  }
  plant(
    picture,
    ...project(side * (halfWidth - 0.45), floorY, depth - 0.5),
    shell.scaleAt(depth - 0.5),
    random.pick(['#e9e4dc', '#c46a4b', '#3c3c3c']),
    1.15,
  );
}
