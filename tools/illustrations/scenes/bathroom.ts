// A bathroom ('baie'): tiled walls, a bathtub or a glass shower (the alt text may say which), a vanity with a
// mirror, towels on a rail.
import { ascending, lerp, shade } from '../draw/blend.ts';
import { box } from '../draw/camera.ts';
import { plant } from '../draw/furnishings.ts';
import { pathData, type Picture } from '../draw/picture.ts';
import { onBackWall, onSideWall, room, tiles } from '../draw/room.ts';
import { TILES, type Look } from '../draw/style.ts';
import type { SceneHints } from './scene.ts';

export function bathroom(picture: Picture, look: Look, hints: SceneHints): void {
  const random = picture.random;
  const tile = random.pick(TILES);
  const shell = room(picture, look, {
    floor: 'tile',
    wall: tile,
    back: tile,
    halfWidth: [1.6, 1.9],
    depth: [3.0, 3.4],
    focal: 680,
  });
  const { halfWidth, floorY, ceilingY, depth, project } = shell;
  const side = random.pick([-1, 1]);
  const scale = shell.scaleAt(depth);
  const grout = shade(tile, -0.12);
  tiles(picture, onBackWall(shell, -halfWidth, halfWidth, floorY, ceilingY), 0.3 * scale, tile);
  for (const wall of [-1, 1]) {
    for (let y = floorY + 0.3; y < ceilingY; y += 0.3)
      picture.line(...project(wall * halfWidth, y, depth), ...project(wall * halfWidth, y, 0.5), grout, 1.5);
    for (let z = depth - 0.3; z > 1; z -= 0.3)
      picture.line(...project(wall * halfWidth, floorY, z), ...project(wall * halfWidth, ceilingY, z), grout, 1.5);
  }
  // The wet corner: mosaic, shower head, then a bathtub or a glass shower.
  const tub = /cad[aă]/i.test(hints.alt) || (!/du[sș]/i.test(hints.alt) && random.chance(0.45));
  const wet = tub
    ? ascending(side * halfWidth - 1.6, side * halfWidth)
    : ascending(side * halfWidth - 1.0, side * halfWidth);
  const mosaic = random.pick(['#4f7f8f', '#6d8f86', '#8a9bb0', '#b8a48c', '#3f5f73', '#c9d6dc']);
  tiles(picture, onBackWall(shell, wet[0], wet[1], floorY, floorY + 2.2), 0.1 * scale, mosaic);
  const showerX = (wet[0] + wet[1]) / 2 + side * 0.2;
  const [headX, headY] = project(showerX, floorY + 2.05, depth);
  picture.rect(headX - 0.012 * scale, headY, 0.024 * scale, 0.9 * scale, '#c9ced3');
  picture.ellipse(headX, headY, 0.13 * scale, 0.035 * scale, '#d8dde2', { stroke: '#9aa3ab', 'stroke-width': 2 });
  if (random.chance(0.6)) {
    // A small high window.
    const middle = (wet[0] + wet[1]) / 2;
    const pane = onBackWall(shell, middle - 0.3, middle + 0.3, floorY + 2.25, Math.min(floorY + 2.5, ceilingY - 0.08));
    picture.rect(
      pane.x,
      pane.y,
      pane.width,
      pane.height,
      picture.linearGradient(['#ffffff', look.time.sky[1]], 0, pane.y, 0, pane.y + pane.height),
      { stroke: '#ffffff', 'stroke-width': 0.05 * scale },
    );
  }
  // The vanity with a vessel basin, and a mirror above it, on the other side.
  const vanityWidth = random.range(0.8, 1.1);
  const vanityX = -side * (halfWidth - 0.15 - vanityWidth / 2) + side * random.range(0, 0.3);
  const vanityZ = depth - 0.55;
  const mirror = random.chance(0.5)
    ? onBackWall(shell, vanityX - 0.32, vanityX + 0.32, floorY + 1.2, floorY + 1.95)
    : onBackWall(shell, vanityX - vanityWidth / 2 + 0.05, vanityX + vanityWidth / 2 - 0.05, floorY + 1.2, floorY + 1.9);
  const { x, y, width, height } = mirror;
  picture.rect(x + 6, y + 8, width, height, '#000', { opacity: 0.12, filter: picture.blur(6), rx: width * 0.12 });
  picture.rect(
    x,
    y,
    width,
    height,
    picture.linearGradient([shade(look.time.sky[1], 0.5), '#dfe6ea', shade(tile, -0.05)], x, y, x + width, y + height),
    {
      rx: Math.min(width, height) * 0.12,
      stroke: '#b7bcc0',
      'stroke-width': 4,
    },
  );
  picture.polygon(
    [
      [x + width * 0.2, y + height],
      [x + width * 0.55, y],
      [x + width * 0.68, y],
      [x + width * 0.33, y + height],
    ],
    '#ffffff',
    { opacity: 0.25 },
  );
  picture.glow(x + width / 2, y - 0.05 * scale, 0.5 * scale, '#fff3d6', 0.5);
  const cabinet = random.chance(0.5) ? look.wood : random.pick(['#ffffff', '#3b4a55', '#7d8f7d']);
  const front = box(
    picture,
    shell,
    [vanityX - vanityWidth / 2, vanityX + vanityWidth / 2],
    [floorY + 0.3, floorY + 0.82],
    [vanityZ, depth],
    cabinet,
  );
  picture.rect(
    front.x + front.width * 0.06,
    front.y + front.height * 0.5,
    front.width * 0.88,
    2,
    shade(cabinet, -0.25),
  );
  for (const handle of [0.3, 0.7])
    picture.rect(
      front.x + front.width * handle - front.width * 0.06,
      front.y + front.height * 0.22,
      front.width * 0.12,
      4,
      '#8f969c',
    );
  box(
    picture,
    shell,
    [vanityX - vanityWidth / 2 - 0.02, vanityX + vanityWidth / 2 + 0.02],
    [floorY + 0.82, floorY + 0.86],
    [vanityZ - 0.02, depth],
    '#f4f2ee',
  );
  const [basinX, basinY] = project(vanityX, floorY + 0.86, depth - 0.28);
  const basinScale = shell.scaleAt(depth - 0.28);
  picture.path(
    pathData`M${basinX - 0.22 * basinScale},${basinY - 0.12 * basinScale} h${0.44 * basinScale} q0,${0.14 * basinScale} ${-0.22 * basinScale},${0.14 * basinScale} q${-0.22 * basinScale},0 ${-0.22 * basinScale},-${0.14 * basinScale}Z`,
    '#ffffff',
    { stroke: '#d9dde0', 'stroke-width': 2 },
  );
  picture.ellipse(basinX, basinY - 0.12 * basinScale, 0.22 * basinScale, 0.045 * basinScale, '#e8ecee', {
    stroke: '#d0d5d8',
    'stroke-width': 2,
  });
  picture.path(pathData`M${basinX},${basinY - 0.05 * basinScale} v${-0.3 * basinScale} h${0.09 * basinScale}`, 'none', {
    stroke: '#a8afb5',
    'stroke-width': 0.025 * basinScale,
    'stroke-linecap': 'round',
  });
  if (random.chance(0.6))
    plant(
      picture,
      ...project(vanityX + side * (vanityWidth / 2 - 0.15), floorY + 0.86, depth - 0.3),
      shell.scaleAt(depth - 0.3),
      '#ffffff',
      0.45,
    );
  // Towels on a rail on the side wall by the vanity.
  const towelWall = -side;
  const towels = [look.fabrics[0], random.pick(['#ffffff', '#f1ebe1', shade(look.fabrics[2], 0.5)])];
  picture.line(
    ...project(towelWall * halfWidth, floorY + 1.55, depth - 1.6),
    ...project(towelWall * halfWidth, floorY + 1.55, depth - 0.7),
    '#a8afb5',
    6,
  );
  for (const [index, colour] of towels.entries()) {
    const [z0, z1] = index ? [depth - 1.12, depth - 0.75] : [depth - 1.55, depth - 1.2];
    const bottom = floorY + (index ? 1.0 : 0.9);
    picture.polygon(onSideWall(shell, towelWall, z0, z1, bottom, floorY + 1.56), colour);
    // A woven stripe.
    picture.polygon(onSideWall(shell, towelWall, z0, z1, bottom + 0.08, bottom + 0.14), shade(colour, -0.15));
  }
  if (tub) {
    const bath = box(picture, shell, wet, [floorY, floorY + 0.56], [depth - 0.78, depth], '#fbfbfa', { rounded: 0.04 });
    picture.polygon(
      [
        project(wet[0] + 0.08, floorY + 0.565, depth - 0.7),
        project(wet[1] - 0.08, floorY + 0.565, depth - 0.7),
        project(wet[1] - 0.08, floorY + 0.565, depth - 0.08),
        project(wet[0] + 0.08, floorY + 0.565, depth - 0.08),
      ],
      '#dfe9ee',
    );
    picture.rect(bath.x, bath.y + bath.height * 0.1, bath.width, 3, '#000', { opacity: 0.05 });
    const [tapX, tapY] = project(wet[1] - 0.2, floorY + 0.56, depth - 0.4);
    const tapScale = shell.scaleAt(depth - 0.4);
    picture.path(pathData`M${tapX},${tapY} v${-0.2 * tapScale} h${-0.1 * tapScale}`, 'none', {
      stroke: '#a8afb5',
      'stroke-width': 0.03 * tapScale,
    });
  } else {
    const glassZ = depth - 1.0;
    const [left, top] = project(wet[0], floorY + 2.0, glassZ);
    const [right, bottom] = project(wet[1], floorY, glassZ);
    picture.polygon(
      [
        project(wet[0], floorY + 0.01, depth),
        project(wet[1], floorY + 0.01, depth),
        project(wet[1], floorY + 0.01, glassZ),
        project(wet[0], floorY + 0.01, glassZ),
      ],
      shade(mosaic, 0.5),
    );
    picture.rect(left, top, right - left, bottom - top, '#dff1f4', { opacity: 0.22 });
    for (const at of [0.15, 0.3]) {
      picture.polygon(
        [
          [lerp(left, right, at), bottom],
          [lerp(left, right, at + 0.3), top],
          [lerp(left, right, at + 0.36), top],
          [lerp(left, right, at + 0.06), bottom],
        ],
        '#ffffff',
        { opacity: 0.16 },
      );
    }
    picture.rect(side > 0 ? left - 4 : right - 4, top, 8, bottom - top, '#b9c0c6');
    picture.rect(left, top - 4, right - left, 8, '#b9c0c6');
  }
  // A bath mat in front of the vanity.
  picture.polygon(
    [
      project(vanityX - 0.35, floorY + 0.01, depth - 0.75),
      project(vanityX + 0.35, floorY + 0.01, depth - 0.75),
      project(vanityX + 0.35, floorY + 0.01, depth - 1.25),
      project(vanityX - 0.35, floorY + 0.01, depth - 1.25),
    ],
    look.fabrics[1],
    { opacity: 0.85 },
  );
}
