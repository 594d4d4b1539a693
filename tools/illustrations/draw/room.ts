// A room in one-point perspective: back wall, side walls, floor and ceiling, and the windows in them.
import { shade } from './blend.ts';
import { camera, type Camera, type ImageRectangle } from './camera.ts';
import { HEIGHT, rectangleCorners, type Picture, type Point } from './picture.ts';
import { panorama } from './sky.ts';
import type { Look } from './style.ts';

/** A room seen from its open front: side walls at x = ±halfWidth, back wall at z = depth (metres). */
export interface Room extends Camera {
  halfWidth: number;
  floorY: number;
  ceilingY: number;
  depth: number;
}

/** Four corners in the image, in order around them. */
export type Quad = readonly [Point, Point, Point, Point];

export interface RoomOptions {
  floor?: 'wood' | 'tile';
  wall?: string;
  back?: string;
  /** Ranges of the half width and the depth, in metres. */
  halfWidth?: readonly [number, number];
  depth?: readonly [number, number];
  focal?: number;
}

/** Draws an empty room with its sizes drawn from the given ranges; returns it to furnish. */
export function room(picture: Picture, look: Look, options: RoomOptions = {}): Room {
  const {
    floor = 'wood',
    wall = look.wall,
    back = look.accent ?? wall,
    halfWidth: widths = [2.9, 3.4],
    depth: depths = [4.4, 5.0],
    focal = 820,
  } = options;
  const random = picture.random;
  const view = camera(picture, { horizonY: HEIGHT * random.range(0.41, 0.45), focal, jitter: 50 });
  const halfWidth = random.range(...widths);
  const floorY = -random.range(1.4, 1.55);
  const ceilingY = random.range(1.1, 1.3);
  const depth = random.range(...depths);
  const shell: Room = { ...view, halfWidth, floorY, ceilingY, depth };
  const { project } = view;
  const front = 0.4;
  const floorColour =
    floor === 'wood' ? look.wood : random.pick(['#d9d4cc', '#c8c3bb', '#e6e1d8', '#b9b2a6', '#dcd3c3']);
  picture.polygon(
    [
      project(-halfWidth, ceilingY, depth),
      project(halfWidth, ceilingY, depth),
      project(halfWidth, ceilingY, front),
      project(-halfWidth, ceilingY, front),
    ],
    shade(wall, 0.45),
  );
  for (const side of [-1, 1]) {
    picture.polygon(
      [
        project(side * halfWidth, ceilingY, depth),
        project(side * halfWidth, floorY, depth),
        project(side * halfWidth, floorY, front),
        project(side * halfWidth, ceilingY, front),
      ],
      shade(wall, side < 0 ? -0.04 : -0.09),
    );
  }
  picture.polygon(
    [
      project(-halfWidth, floorY, depth),
      project(halfWidth, floorY, depth),
      project(halfWidth, floorY, front),
      project(-halfWidth, floorY, front),
    ],
    picture.linearGradient([shade(floorColour, -0.15), floorColour], 0, project(0, floorY, depth)[1], 0, HEIGHT),
  );
  const seam = shade(floorColour, -0.25);
  if (floor === 'wood') {
    for (let x = -halfWidth; x < halfWidth; x += 0.19) {
      picture.line(...project(x, floorY, depth), ...project(x, floorY, front), seam, 1.5, { opacity: 0.45 });
      for (let z = depth - random.range(0, 1.2); z > 1.5; z -= random.range(0.9, 1.6)) {
        picture.line(...project(x, floorY, z), ...project(x + 0.19, floorY, z), seam, 1, { opacity: 0.4 });
      }
    }
  } else {
    for (let x = -halfWidth; x < halfWidth; x += 0.6)
      picture.line(...project(x, floorY, depth), ...project(x, floorY, front), seam, 1.5, { opacity: 0.5 });
    for (let z = depth; z > 1.2; z -= 0.6)
      picture.line(...project(-halfWidth, floorY, z), ...project(halfWidth, floorY, z), seam, 1.5, { opacity: 0.5 });
  }
  const [left, top] = project(-halfWidth, ceilingY, depth);
  const [right, bottom] = project(halfWidth, floorY, depth);
  picture.rect(
    left,
    top,
    right - left,
    bottom - top,
    picture.linearGradient([shade(back, 0.08), back], 0, top, 0, bottom),
  );
  // Skirting boards.
  picture.rect(left, bottom - 0.08 * view.scaleAt(depth), right - left, 0.08 * view.scaleAt(depth), shade(wall, 0.3));
  for (const side of [-1, 1]) {
    picture.polygon(
      [
        project(side * halfWidth, floorY + 0.08, depth),
        project(side * halfWidth, floorY, depth),
        project(side * halfWidth, floorY, front),
        project(side * halfWidth, floorY + 0.08, front),
      ],
      shade(wall, 0.2),
    );
  }
  return shell;
}

/** A rectangle on the back wall (metres) in the image. */
export function onBackWall(shell: Room, x0: number, x1: number, y0: number, y1: number): ImageRectangle {
  const [left, top] = shell.project(x0, y1, shell.depth);
  const [right, bottom] = shell.project(x1, y0, shell.depth);
  return { x: left, y: top, width: right - left, height: bottom - top, scale: shell.scaleAt(shell.depth) };
}

/** A rectangle on the left (side -1) or right (side 1) wall, from z0 to z1 and y0 to y1, in the image. */
export const onSideWall = (shell: Room, side: number, z0: number, z1: number, y0: number, y1: number): Quad => [
  shell.project(side * shell.halfWidth, y1, z0),
  shell.project(side * shell.halfWidth, y1, z1),
  shell.project(side * shell.halfWidth, y0, z1),
  shell.project(side * shell.halfWidth, y0, z0),
];

/** A curtain's folds across its width. */
export const curtainFill = (picture: Picture, colour: string, x: number, width: number): string =>
  picture.linearGradient(
    [
      shade(colour, 0.12),
      shade(colour, -0.1),
      shade(colour, 0.1),
      shade(colour, -0.12),
      shade(colour, 0.08),
      shade(colour, -0.06),
    ],
    x,
    0,
    x + width,
    0,
  );

/** A window in the back wall with the sea behind it, its frame split in `panes`, and curtains unless told not to. */
export function backWindow(
  picture: Picture,
  look: Look,
  shell: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  { curtains = true, panes = 2 } = {},
): void {
  const { project, depth, floorY } = shell;
  const frame = '#f7f7f5';
  const opening = onBackWall(shell, x0, x1, y0, y1);
  const scale = opening.scale;
  picture.polygon(
    [
      project(x0, floorY, depth),
      project(x1, floorY, depth),
      project(x1 + 0.3, floorY, depth - 2.4),
      project(x0 - 0.3, floorY, depth - 2.4),
    ],
    look.time.light,
    { opacity: 0.3, filter: picture.blur(18) },
  );
  panorama(
    picture,
    look,
    shell.horizonY,
    picture.clip(rectangleCorners(opening.x, opening.y, opening.width, opening.height)),
  );
  const { x, y, width, height } = opening;
  picture.polygon(
    [
      [x + width * 0.1, y + height],
      [x + width * 0.45, y],
      [x + width * 0.62, y],
      [x + width * 0.27, y + height],
    ],
    '#fff',
    { opacity: 0.08 },
  );
  const frameWidth = 0.06 * scale;
  picture.rect(x, y, width, height, 'none', { stroke: frame, 'stroke-width': frameWidth });
  for (let pane = 1; pane < panes; pane++)
    picture.rect(x + (width * pane) / panes - frameWidth / 3, y, (frameWidth * 2) / 3, height, frame);
  picture.rect(x - 0.07 * scale, y + height, width + 0.14 * scale, 0.05 * scale, shade(frame, -0.06));
  if (!curtains) return;
  const colour = picture.random.chance(0.4) ? '#fbfaf7' : look.fabrics[1];
  const curtainWidth = 0.42 * scale;
  const top = y - 0.18 * scale;
  const bottom = project(0, floorY + 0.03, depth)[1];
  picture.rect(
    x - curtainWidth - 0.1 * scale,
    top - 0.03 * scale,
    width + 2 * curtainWidth + 0.2 * scale,
    0.035 * scale,
    '#4a4a4a',
  );
  for (const left of [x - curtainWidth * 0.8, x + width - curtainWidth * 0.2]) {
    picture.rect(left, top, curtainWidth, bottom - top, curtainFill(picture, colour, left, curtainWidth), {
      opacity: colour === '#fbfaf7' ? 0.85 : 1,
    });
  }
}

/** A window in a side wall (-1 left, 1 right), with the sea behind it. */
export function sideWindow(
  picture: Picture,
  look: Look,
  shell: Room,
  side: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
): void {
  const { project, floorY, halfWidth } = shell;
  const opening = onSideWall(shell, side, z0, z1, y0, y1);
  picture.polygon(
    [
      project(side * halfWidth, floorY, z1),
      project(side * halfWidth, floorY, z0),
      project(side * (halfWidth - 2), floorY, z0 - 0.6),
      project(side * (halfWidth - 2), floorY, z1 - 0.6),
    ],
    look.time.light,
    { opacity: 0.3, filter: picture.blur(18) },
  );
  panorama(picture, look, shell.horizonY, picture.clip(opening));
  const frameWidth = 0.06 * shell.scaleAt(z1);
  picture.polygon(opening, 'none', { stroke: '#f7f7f5', 'stroke-width': frameWidth });
  picture.line(
    ...project(side * halfWidth, y1, (z0 + z1) / 2),
    ...project(side * halfWidth, y0, (z0 + z1) / 2),
    '#f7f7f5',
    frameWidth * 0.7,
  );
  picture.polygon(
    [
      project(side * halfWidth, y0, z0),
      project(side * halfWidth, y0, z1),
      project(side * (halfWidth - 0.08), y0, z1),
      project(side * (halfWidth - 0.08), y0, z0),
    ],
    '#ffffff',
  );
}

/** Tiles over a rectangle of wall: `size` pixels wide, half as high. */
export function tiles(picture: Picture, area: ImageRectangle, size: number, colour: string): void {
  const { x, y, width, height } = area;
  picture.rect(x, y, width, height, colour);
  for (let lineX = x + size; lineX < x + width - 1; lineX += size)
    picture.line(lineX, y, lineX, y + height, shade(colour, -0.12), 1.5);
  for (let lineY = y + height - size; lineY > y + 1; lineY -= size / 2)
    picture.line(x, lineY, x + width, lineY, shade(colour, -0.12), 1.5);
}
