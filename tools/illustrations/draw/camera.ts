// Simple 3D: a pinhole camera at the origin looking along +z, y up, in metres; solids are drawn by their faces that
// look at the camera, shaded by the direction they face (light from the upper left).
import { shade } from './blend.ts';
import { HEIGHT, WIDTH, type Picture, type Point } from './picture.ts';

/** A point in the scene, in metres. */
export type Point3 = readonly [x: number, y: number, z: number];

/** A flat face: three corners or more, in order around it. */
export type Face = readonly [Point3, Point3, Point3, ...Point3[]];

export interface Camera {
  /** The image's y of the horizon (where the camera looks). */
  horizonY: number;
  /** Where the point (x, y, z) lands in the image. */
  project: (x: number, y: number, z: number) => Point;
  /** Pixels per metre at distance z. */
  scaleAt: (z: number) => number;
}

/** An axis-aligned rectangle in the image, with the pixels per metre at its depth. */
export interface ImageRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}

/**
 * A camera with its horizon at `horizonY` and focal length `focal` (pixels); `jitter` moves it sideways by up to that
 * many pixels, so the pictures of one property are not all centred alike.
 */
export function camera(picture: Picture, { horizonY = HEIGHT * 0.47, focal = 820, jitter = 60 } = {}): Camera {
  const centreX = WIDTH / 2 + picture.random.range(-jitter, jitter);
  return {
    horizonY,
    project: (x, y, z) => [centreX + (focal * x) / z, horizonY - (focal * y) / z],
    scaleAt: (z) => focal / z,
  };
}

const minus = ([ax, ay, az]: Point3, [bx, by, bz]: Point3): Point3 => [ax - bx, ay - by, az - bz];
const dot = ([ax, ay, az]: Point3, [bx, by, bz]: Point3): number => ax * bx + ay * by + az * bz;
const cross = ([ax, ay, az]: Point3, [bx, by, bz]: Point3): Point3 => [
  ay * bz - az * by,
  az * bx - ax * bz,
  ax * by - ay * bx,
];
const centroid = (points: readonly Point3[]): Point3 =>
  points.reduce<Point3>(
    ([x, y, z], [px, py, pz]) => [x + px / points.length, y + py / points.length, z + pz / points.length],
    [0, 0, 0],
  );

/** `points` as a face, which needs three corners at least. */
export function face(points: readonly Point3[]): Face {
  const [first, second, third, ...rest] = points;
  if (!first || !second || !third) throw new RangeError('a face needs three corners');
  return [first, second, third, ...rest];
}

export interface SolidOptions {
  /** Leaves the underside out even when it would show (a roof seen from below the eaves). */
  noBottom?: boolean;
  /** Rounds the front face's corners by this many metres. */
  rounded?: number;
}

/** Draws the faces of a convex solid that look at the camera. */
export function solid(
  picture: Picture,
  view: Camera,
  faces: readonly Face[],
  colour: string,
  options: SolidOptions = {},
): void {
  const middle = centroid(faces.flat());
  for (const corners of faces) {
    let normal = cross(minus(corners[1], corners[0]), minus(corners[2], corners[0]));
    const length = Math.hypot(...normal) || 1;
    normal = [normal[0] / length, normal[1] / length, normal[2] / length];
    if (dot(normal, minus(centroid(corners), middle)) < 0) normal = [-normal[0], -normal[1], -normal[2]];
    // Turned away from the camera, or the underside.
    if (dot(normal, corners[0]) >= 0 || (options.noBottom && normal[1] < -0.99)) continue;
    const front = normal[2] < -0.99;
    // A rounded box draws its front itself.
    if (front && options.rounded) continue;
    picture.polygon(
      corners.map((corner) => view.project(...corner)),
      shade(colour, 0.14 * normal[1] - 0.12 * Math.abs(normal[0]) - 0.05 * normal[0]),
    );
  }
}

/**
 * A straight prism: the profile [[x, y], ...] in the xy plane, extruded from z0 to z1 (or, along 'z', the profile in
 * the zy plane extruded along x).
 */
export function prism(
  picture: Picture,
  view: Camera,
  profile: readonly Point[],
  z0: number,
  z1: number,
  colour: string,
  options: SolidOptions & { axis?: 'x' | 'z' } = {},
): void {
  const at =
    options.axis === 'z'
      ? (u: number, y: number, w: number): Point3 => [w, y, u]
      : (u: number, y: number, w: number): Point3 => [u, y, w];
  const near = profile.map(([x, y]) => at(x, y, z0));
  const far = profile.map(([x, y]) => at(x, y, z1));
  const sides = profile.map((_, index) => {
    const next = (index + 1) % profile.length;
    return face([near[index], near[next], far[next], far[index]].filter((corner) => corner !== undefined));
  });
  solid(picture, view, [face(near), face(far), ...sides], colour, options);
}

/** An axis-aligned box; returns its front face in the image, for details drawn on it. */
export function box(
  picture: Picture,
  view: Camera,
  [x0, x1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  [z0, z1]: readonly [number, number],
  colour: string,
  options: SolidOptions = {},
): ImageRectangle {
  prism(
    picture,
    view,
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    z0,
    z1,
    colour,
    options,
  );
  const [left, top] = view.project(x0, y1, z0);
  const [right, bottom] = view.project(x1, y0, z0);
  if (options.rounded)
    picture.rect(left, top, right - left, bottom - top, colour, { rx: options.rounded * view.scaleAt(z0) });
  return { x: left, y: top, width: right - left, height: bottom - top, scale: view.scaleAt(z0) };
}

/** A soft shadow on the floor at height y, under a footprint. */
export function shadow(
  picture: Picture,
  view: Camera,
  y: number,
  [x0, x1]: readonly [number, number],
  [z0, z1]: readonly [number, number],
  opacity = 0.22,
): void {
  picture.polygon(
    [
      view.project(x0 - 0.05, y, z0 - 0.05),
      view.project(x1 + 0.05, y, z0 - 0.05),
      view.project(x1, y, z1),
      view.project(x0, y, z1),
    ],
    '#000',
    { opacity, filter: picture.blur(9) },
  );
}

/** A horizontal circle at height y, as a polygon in the image. */
export const horizontalCircle = (
  view: Camera,
  x: number,
  y: number,
  z: number,
  radius: number,
  corners = 24,
): Point[] =>
  Array.from({ length: corners }, (_, index) =>
    view.project(
      x + radius * Math.cos((index / corners) * 2 * Math.PI),
      y,
      z + radius * Math.sin((index / corners) * 2 * Math.PI),
    ),
  );
