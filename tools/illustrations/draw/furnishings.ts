// Small things that furnish a room: framed pictures, potted plants, lamps and rugs.
import { shade } from './blend.ts';
import type { Camera } from './camera.ts';
import { pathData, tenth, type Picture } from './picture.ts';
import type { Room } from './room.ts';
import { GREENS, type Look } from './style.ts';

/** A framed picture in the given rectangle: a small seascape, circles, a leafy branch or arches; never text. */
export function wallArt(
  picture: Picture,
  look: Look,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
): void {
  const random = picture.random;
  const margin = Math.min(width, height) * 0.06;
  const innerX = x + margin * 2;
  const innerY = y + margin * 2;
  const innerWidth = width - 4 * margin;
  const innerHeight = height - 4 * margin;
  picture.rect(x + 5, y + 8, width, height, '#000', { opacity: 0.15, filter: picture.blur(5) });
  picture.rect(x, y, width, height, random.pick(['#2b2b2b', '#f5f1ea', look.wood]));
  picture.rect(x + margin, y + margin, width - 2 * margin, height - 2 * margin, '#faf7f1');
  const [main, accent, third, fourth] = look.fabrics;
  const kind = random.integer(0, 3);
  const shorter = Math.min(innerWidth, innerHeight);
  const centreX = innerX + innerWidth / 2;
  if (kind === 0) {
    // The sea under a sky, with a sun.
    picture.rect(innerX, innerY, innerWidth, innerHeight * 0.6, shade(fourth, 0.5));
    picture.rect(innerX, innerY + innerHeight * 0.6, innerWidth, innerHeight * 0.4, main);
    picture.circle(innerX + innerWidth * random.range(0.25, 0.75), innerY + innerHeight * 0.38, shorter * 0.12, accent);
  } else if (kind === 1) {
    for (const colour of [main, accent, third]) {
      picture.circle(
        innerX + innerWidth * random.range(0.25, 0.75),
        innerY + innerHeight * random.range(0.3, 0.7),
        shorter * random.range(0.15, 0.32),
        colour,
        { opacity: 0.8 },
      );
    }
  } else if (kind === 2) {
    picture.rect(innerX, innerY, innerWidth, innerHeight, shade(third, 0.75));
    for (let leaf = 0; leaf < 7; leaf++) {
      const leafY = innerY + innerHeight * (0.2 + leaf * 0.1);
      picture.ellipse(centreX, leafY, innerWidth * 0.28, innerHeight * 0.04, third, {
        transform: `rotate(${leaf % 2 ? 25 : -25} ${tenth(centreX)} ${tenth(leafY)})`,
      });
    }
    picture.line(centreX, innerY + innerHeight * 0.15, centreX, innerY + innerHeight * 0.9, shade(third, -0.3), 2);
  } else {
    for (const [index, colour] of [main, accent, third].entries()) {
      const archWidth = innerWidth / 3.4;
      const archX = innerX + innerWidth * 0.08 + index * archWidth * 1.1;
      picture.path(
        pathData`M${archX},${innerY + innerHeight} V${innerY + innerHeight * 0.45} a${archWidth / 2},${archWidth / 2} 0 0 1 ${archWidth},0 V${innerY + innerHeight}Z`,
        colour,
      );
    }
  }
}

/** A potted plant standing at (x, baseY), `scale` pixels per metre. */
export function plant(picture: Picture, x: number, baseY: number, scale: number, pot = '#e9e4dc', size = 1): void {
  const random = picture.random;
  const potWidth = 0.36 * scale * size;
  const potHeight = 0.4 * scale * size;
  const rimY = baseY - potHeight;
  for (let leaf = random.integer(8, 13); leaf > 0; leaf--) {
    const angle = -90 + random.range(-70, 70);
    const length = random.range(0.45, 1.0) * scale * size;
    picture.ellipse(x + length / 2, rimY, length / 2, length * 0.13, random.pick(GREENS), {
      transform: `rotate(${tenth(angle)} ${tenth(x)} ${tenth(rimY)})`,
    });
  }
  picture.polygon(
    [
      [x - potWidth / 2, rimY],
      [x + potWidth / 2, rimY],
      [x + potWidth * 0.38, baseY],
      [x - potWidth * 0.38, baseY],
    ],
    pot,
  );
  picture.rect(x - potWidth / 2 - 2, rimY - 0.04 * scale, potWidth + 4, 0.05 * scale, shade(pot, -0.08));
}

/** A lit table lamp standing at (x, y, z). */
export function tableLamp(picture: Picture, view: Camera, x: number, y: number, z: number, shadeColour: string): void {
  const scale = view.scaleAt(z);
  const [baseX, baseY] = view.project(x, y, z);
  picture.glow(baseX, baseY - 0.45 * scale, 0.75 * scale, '#fff0c8', 0.55);
  picture.rect(baseX - 0.07 * scale, baseY - 0.03 * scale, 0.14 * scale, 0.03 * scale, '#5a5a5a');
  picture.rect(baseX - 0.012 * scale, baseY - 0.36 * scale, 0.024 * scale, 0.34 * scale, '#6b6b6b');
  picture.polygon(
    [
      [baseX - 0.12 * scale, baseY - 0.6 * scale],
      [baseX + 0.12 * scale, baseY - 0.6 * scale],
      [baseX + 0.17 * scale, baseY - 0.34 * scale],
      [baseX - 0.17 * scale, baseY - 0.34 * scale],
    ],
    shadeColour,
  );
}

/** A lit lamp hanging `drop` metres from the ceiling above (x, z). */
export function pendantLamp(picture: Picture, shell: Room, x: number, z: number, colour: string, drop = 0.7): void {
  const scale = shell.scaleAt(z);
  const [topX, topY] = shell.project(x, shell.ceilingY, z);
  const [bulbX, bulbY] = shell.project(x, shell.ceilingY - drop, z);
  picture.line(topX, topY, bulbX, bulbY, '#3a3a3a', 2);
  picture.glow(bulbX, bulbY + 0.12 * scale, 0.5 * scale, '#fff0c8', 0.45);
  picture.path(
    pathData`M${bulbX - 0.2 * scale},${bulbY + 0.16 * scale} Q${bulbX - 0.2 * scale},${bulbY} ${bulbX},${bulbY} Q${bulbX + 0.2 * scale},${bulbY} ${bulbX + 0.2 * scale},${bulbY + 0.16 * scale}Z`,
    colour,
  );
  picture.ellipse(bulbX, bulbY + 0.16 * scale, 0.2 * scale, 0.025 * scale, '#fff6dc');
}

/** A rug on the floor from x0 to x1 and z0 to z1, with a border. */
export function rug(
  picture: Picture,
  shell: Room,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  colour: string,
): void {
  const { project, floorY } = shell;
  const corners = (left: number, right: number, near: number, far: number) => [
    project(left, floorY, near),
    project(right, floorY, near),
    project(right, floorY, far),
    project(left, floorY, far),
  ];
  picture.polygon(corners(x0, x1, z0, z1), colour);
  picture.polygon(corners(x0 + 0.12, x1 - 0.12, z0 + 0.12, z1 - 0.12), 'none', {
    stroke: shade(colour, 0.35),
    'stroke-width': 3,
    opacity: 0.7,
  });
}
