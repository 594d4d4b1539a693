// Houses seen from outside: a villa's walls with windows and balconies, and a hip roof over them.
import { lerp, shade } from './blend.ts';
import { box, solid, type Camera, type Point3 } from './camera.ts';
import type { Picture } from './picture.ts';
import type { Look } from './style.ts';

type Span = readonly [number, number];

export interface VillaOptions {
  wall?: string;
  floors?: number;
  /** Shutters beside the windows, or null for none. */
  shutter?: string | null;
  /** Balconies on the upper floors, railed with glass or wood. */
  balcony?: 'glass' | 'wood' | 'none';
}

/** A villa's walls from x0 to x1 and z0 to z1, `height` metres tall: windows on every floor, the big one below. */
export function villa(
  picture: Picture,
  view: Camera,
  look: Look,
  [x0, x1]: Span,
  groundY: number,
  height: number,
  [z0, z1]: Span,
  options: VillaOptions = {},
): void {
  const { wall = look.wall, floors = 2, shutter = null, balcony = 'none' } = options;
  const scale = view.scaleAt(z0);
  const floorHeight = height / floors;
  const front = box(picture, view, [x0, x1], [groundY, groundY + height], [z0, z1], wall);
  const windows = Math.max(2, Math.round((x1 - x0) / 2.6));
  const glass = picture.linearGradient(
    [shade(look.time.sky[1], -0.05), '#2f4556'],
    0,
    front.y,
    0,
    front.y + front.height,
  );
  for (let floor = 0; floor < floors; floor++) {
    for (let index = 0; index < windows; index++) {
      const centreX = lerp(x0, x1, (index + 0.5) / windows);
      const big = floor === 0 && index === Math.floor(windows / 2);
      const windowWidth = big ? 1.6 : 1.1;
      const windowHeight = big ? 2.3 : 1.5;
      const sillY = groundY + floor * floorHeight + (big ? 0.05 : 0.9);
      const [left, top] = view.project(centreX - windowWidth / 2, sillY + windowHeight, z0);
      const width = windowWidth * scale;
      const tall = windowHeight * scale;
      picture.rect(left, top, width, tall, glass, { stroke: '#f7f7f5', 'stroke-width': 0.07 * scale });
      picture.polygon(
        [
          [left + width * 0.15, top + tall],
          [left + width * 0.5, top],
          [left + width * 0.65, top],
          [left + width * 0.3, top + tall],
        ],
        '#fff',
        { opacity: 0.12 },
      );
      if (shutter && !big) {
        for (const side of [-1, 1])
          picture.rect(left + (side < 0 ? -0.45 * scale : width), top, 0.45 * scale, tall, shutter, {
            stroke: shade(shutter, -0.2),
            'stroke-width': 2,
          });
      }
    }
  }
  if (balcony === 'none') return;
  for (let floor = 1; floor < floors; floor++) {
    // A balcony slab with its railing.
    const slabY = groundY + floor * floorHeight;
    const slabX0 = x0 + (x1 - x0) * 0.2;
    const slabX1 = x0 + (x1 - x0) * 0.8;
    const [left, top] = view.project(slabX0, slabY + 1.0, z0 - 1.2);
    const [right, bottom] = view.project(slabX1, slabY, z0 - 1.2);
    box(picture, view, [slabX0, slabX1], [slabY - 0.2, slabY], [z0 - 1.2, z0], '#f4f2ee');
    if (balcony === 'wood') {
      for (let x = left; x < right; x += 0.12 * view.scaleAt(z0))
        picture.rect(x, top, 0.06 * view.scaleAt(z0), bottom - top, '#9a6b45');
    } else {
      picture.rect(left, top, right - left, bottom - top, '#dff1f4', {
        opacity: 0.35,
        stroke: '#e9ecee',
        'stroke-width': 4,
      });
    }
    picture.rect(left, top - 4, right - left, 8, balcony === 'wood' ? '#7a5236' : '#9aa3ab');
  }
}

/** A hip roof over the footprint x0..x1, z0..z1 with its eaves at height y, `ridge` metres high, overhanging 0.6 m. */
export function hipRoof(
  picture: Picture,
  view: Camera,
  [x0, x1]: Span,
  y: number,
  [z0, z1]: Span,
  ridge: number,
  colour: string,
): void {
  const overhang = 0.6;
  const middleZ = (z0 + z1) / 2;
  const inset = (z1 - z0) / 2 + overhang;
  const nearLeft: Point3 = [x0 - overhang, y, z0 - overhang];
  const nearRight: Point3 = [x1 + overhang, y, z0 - overhang];
  const farRight: Point3 = [x1 + overhang, y, z1 + overhang];
  const farLeft: Point3 = [x0 - overhang, y, z1 + overhang];
  const ridgeLeft: Point3 = [x0 - overhang + inset, y + ridge, middleZ];
  const ridgeRight: Point3 = [x1 + overhang - inset, y + ridge, middleZ];
  solid(
    picture,
    view,
    [
      [nearLeft, nearRight, ridgeRight, ridgeLeft],
      [farRight, farLeft, ridgeLeft, ridgeRight],
      [nearRight, farRight, ridgeRight],
      [farLeft, nearLeft, ridgeLeft],
      [nearLeft, nearRight, farRight, farLeft],
    ],
    colour,
    { noBottom: true },
  );
  // The fascia board along the front eaves.
  picture.polygon(
    [
      view.project(...nearLeft),
      view.project(...nearRight),
      view.project(nearRight[0], y - 0.15, nearRight[2]),
      view.project(nearLeft[0], y - 0.15, nearLeft[2]),
    ],
    shade(colour, -0.3),
  );
}
