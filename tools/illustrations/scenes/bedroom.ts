// A bedroom ('dormitor'): one bed or two, nightstands with lamps, a window, pictures over the bed.
import { shade } from '../draw/blend.ts';
import { box, shadow } from '../draw/camera.ts';
import { pendantLamp, plant, rug, tableLamp, wallArt } from '../draw/furnishings.ts';
import type { Picture } from '../draw/picture.ts';
import { backWindow, onBackWall, room, sideWindow, type Room } from '../draw/room.ts';
import type { Look } from '../draw/style.ts';
import type { Random } from '../../lib/random.ts';
import type { SceneHints } from './scene.ts';

/** The beds' widths the alt text asks for: two singles, two doubles, a double and a single, king-size, or a double. */
function bedWidths(random: Random, alt: string): number[] {
  if (/(dou[aă]|2) paturi single/i.test(alt)) return [0.9, 0.9];
  if (/(dou[aă]|2) paturi/i.test(alt)) return [1.4, 1.4];
  if (/pat single/i.test(alt)) return [1.4, 0.9];
  return [/king/i.test(alt) ? 1.8 : random.pick([1.4, 1.6, 1.8])];
}

/** What all beds of the room share. */
interface Bedding {
  blanket: string;
  accent: string;
  pillow: string;
  headboardHeight: number;
  headboard: string;
  /** A throw across the foot of the bed. */
  footThrow: boolean;
}

/** A made bed against the back wall, centred at x. */
function bed(picture: Picture, shell: Room, look: Look, centreX: number, width: number, bedding: Bedding): void {
  const { floorY, depth } = shell;
  const x0 = centreX - width / 2;
  const x1 = centreX + width / 2;
  shadow(picture, shell, floorY, [x0, x1], [depth - 2.15, depth], 0.3);
  box(
    picture,
    shell,
    [x0 - 0.08, x1 + 0.08],
    [floorY, floorY + bedding.headboardHeight],
    [depth - 0.1, depth],
    bedding.headboard,
    { rounded: 0.05 },
  );
  box(picture, shell, [x0, x1], [floorY, floorY + 0.3], [depth - 2.1, depth - 0.1], shade(look.wood, -0.1));
  box(picture, shell, [x0 + 0.02, x1 - 0.02], [floorY + 0.3, floorY + 0.52], [depth - 2.05, depth - 0.12], '#fbfbf9');
  const pillows = width > 1.2 ? 2 : 1;
  const pillowWidth = (width - 0.16) / pillows - 0.03;
  for (let index = 0; index < pillows; index++) {
    box(
      picture,
      shell,
      [x0 + 0.08 + index * (pillowWidth + 0.06), x0 + 0.08 + index * (pillowWidth + 0.06) + pillowWidth],
      [floorY + 0.5, floorY + 0.9],
      [depth - 0.42, depth - 0.14],
      bedding.pillow,
      { rounded: 0.08 },
    );
  }
  for (let index = 0; index < pillows; index++) {
    const cushionX = centreX + (pillows === 1 ? 0 : (index - 0.5) * 0.6);
    box(
      picture,
      shell,
      [cushionX - 0.22, cushionX + 0.22],
      [floorY + 0.5, floorY + 0.82],
      [depth - 0.6, depth - 0.44],
      index ? shade(bedding.accent, 0.45) : bedding.accent,
      { rounded: 0.07 },
    );
  }
  box(
    picture,
    shell,
    [x0 - 0.04, x1 + 0.04],
    [floorY + 0.2, floorY + 0.58],
    [depth - 2.13, depth - 0.85],
    bedding.blanket,
    { rounded: 0.03 },
  );
  box(
    picture,
    shell,
    [x0 - 0.045, x1 + 0.045],
    [floorY + 0.22, floorY + 0.6],
    [depth - 1.0, depth - 0.82],
    shade(bedding.blanket, 0.55),
  );
  if (bedding.footThrow)
    box(
      picture,
      shell,
      [x0 - 0.05, x1 + 0.05],
      [floorY + 0.18, floorY + 0.61],
      [depth - 2.15, depth - 1.7],
      bedding.accent,
    );
}

export function bedroom(picture: Picture, look: Look, hints: SceneHints): void {
  const random = picture.random;
  const widths = bedWidths(random, hints.alt);
  const twin = widths.length > 1;
  const shell = room(picture, look, { halfWidth: twin ? [2.7, 3.0] : [2.3, 2.8], depth: [4.0, 4.5], focal: 760 });
  const { halfWidth, floorY, depth, project } = shell;
  const side = random.pick([-1, 1]);
  const total = widths.reduce((sum, width) => sum + width, 0) + 0.6 * (widths.length - 1);
  const bedsX = -side * random.range(0.3, twin ? 0.4 : 0.7);
  const edge = bedsX + side * (total / 2 + 0.75);
  const far = side * (halfWidth - 0.25);
  if (random.chance(0.55) && Math.abs(far - edge) > 0.8)
    backWindow(picture, look, shell, Math.min(edge, far), Math.max(edge, far), floorY + 0.8, floorY + 2.3);
  else sideWindow(picture, look, shell, side, depth - 1.4, depth - 0.3, floorY + 0.8, floorY + 2.3);
  const pictures = random.integer(1, 3);
  const pictureWidth = pictures === 1 ? Math.min(1.2, total * 0.6) : 0.46;
  for (let index = 0; index < pictures; index++) {
    const pictureX = bedsX + (index - (pictures - 1) / 2) * (pictureWidth + 0.14);
    wallArt(
      picture,
      look,
      onBackWall(
        shell,
        pictureX - pictureWidth / 2,
        pictureX + pictureWidth / 2,
        floorY + 1.5,
        floorY + 1.5 + (pictures === 1 ? 0.5 : 0.6),
      ),
    );
  }
  rug(
    picture,
    shell,
    bedsX - total / 2 - 0.6,
    bedsX + total / 2 + 0.6,
    depth - 2.8,
    depth - 1.2,
    random.pick([look.fabrics[2], '#e8e1d5', shade(look.fabrics[3], 0.3)]),
  );
  // The beds side by side, 0.6 m apart, with nightstands beside and between them.
  let left = bedsX - total / 2;
  const beds = widths.map((width) => {
    const centre = left + width / 2;
    left += width + 0.6;
    return { centre, width };
  });
  const stands = beds.map(({ centre, width }, index) => centre - width / 2 - (index === 0 ? 0.33 : 0.3));
  const last = beds.at(-1);
  if (last) stands.push(last.centre + last.width / 2 + 0.33);
  for (const standX of stands) {
    if (Math.abs(standX) > halfWidth - 0.25) continue;
    shadow(picture, shell, floorY, [standX - 0.24, standX + 0.24], [depth - 0.45, depth]);
    const front = box(
      picture,
      shell,
      [standX - 0.24, standX + 0.24],
      [floorY, floorY + 0.55],
      [depth - 0.45, depth],
      look.wood,
    );
    picture.rect(
      front.x + front.width * 0.08,
      front.y + front.height * 0.35,
      front.width * 0.84,
      2,
      shade(look.wood, -0.3),
    );
    picture.rect(
      front.x + front.width * 0.4,
      front.y + front.height * 0.17,
      front.width * 0.2,
      front.height * 0.05,
      shade(look.wood, -0.4),
    );
    tableLamp(
      picture,
      shell,
      standX,
      floorY + 0.55,
      depth - 0.22,
      random.pick(['#f4eee2', '#fff8ea', shade(look.fabrics[1], 0.5)]),
    );
  }
  const bedding: Bedding = {
    blanket: look.fabrics[0],
    accent: look.fabrics[1],
    pillow: random.pick(['#ffffff', '#f3efe8', '#eef2f5']),
    headboardHeight: random.range(1.0, 1.3),
    headboard: random.chance(0.5) ? look.wood : shade(look.fabrics[0], 0.35),
    footThrow: random.chance(0.6),
  };
  // The bed farther from the middle first: the other overlaps it.
  for (const { centre, width } of [...beds].sort((a, b) => Math.abs(b.centre) - Math.abs(a.centre)))
    bed(picture, shell, look, centre, width, bedding);
  if (random.chance(0.4))
    pendantLamp(picture, shell, bedsX, depth - 1.4, random.pick(['#f4eee2', '#3a3a3a', look.wood]), 0.45);
  if (random.chance(0.7))
    plant(
      picture,
      ...project(side * (halfWidth - 0.35), floorY, depth - 0.35),
      shell.scaleAt(depth - 0.35),
      random.pick(['#ede7de', '#c46a4b', '#3c3c3c']),
      0.9,
    );
}
