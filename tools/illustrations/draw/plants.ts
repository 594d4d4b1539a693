// Trees, shrubs and the ground they grow on, outdoors.
import { shade } from './blend.ts';
import type { Camera } from './camera.ts';
import { HEIGHT, WIDTH, pathData, type Picture } from './picture.ts';
import { GREENS, type Greens } from './style.ts';

export type TreeKind = 'palm' | 'pine' | 'cypress' | 'round';

/** A tree standing at (x, y) in the image, `scale` pixels per metre. */
export function tree(
  picture: Picture,
  x: number,
  y: number,
  scale: number,
  kind: TreeKind,
  greens: Greens = GREENS,
): void {
  const random = picture.random;
  if (kind === 'palm') {
    const lean = random.range(-0.6, 0.6) * scale;
    const height = random.range(4.5, 6.5) * scale;
    const topX = x + lean;
    const topY = y - height;
    picture.path(
      pathData`M${x - 0.14 * scale},${y} Q${x + lean * 0.2},${y - height * 0.5} ${topX - 0.07 * scale},${topY} L${topX + 0.07 * scale},${topY} Q${x + lean * 0.2 + 0.2 * scale},${y - height * 0.5} ${x + 0.14 * scale},${y}Z`,
      '#8a6a4a',
    );
    for (let frond = 0; frond < 9; frond++) {
      const angle = (frond / 9) * Math.PI * 2;
      const length = random.range(1.6, 2.3) * scale;
      const endX = topX + Math.cos(angle) * length;
      const endY = topY + Math.abs(Math.sin(angle)) * length * 0.3 + length * 0.35;
      picture.path(
        pathData`M${topX},${topY} Q${topX + Math.cos(angle) * length * 0.6},${topY - length * 0.35} ${endX},${endY} Q${topX + Math.cos(angle) * length * 0.5},${topY - length * 0.15} ${topX},${topY}Z`,
        random.pick(greens),
      );
    }
  } else if (kind === 'pine') {
    const height = random.range(5, 8) * scale;
    const lean = random.range(-0.8, 0.8) * scale;
    picture.path(
      pathData`M${x - 0.15 * scale},${y} Q${x},${y - height * 0.6} ${x + lean},${y - height} L${x + lean + 0.1 * scale},${y - height} Q${x + 0.1 * scale},${y - height * 0.6} ${x + 0.15 * scale},${y}Z`,
      '#6e5240',
    );
    for (let tuft = 0; tuft < 7; tuft++) {
      picture.ellipse(
        x + lean + random.range(-1.8, 1.8) * scale,
        y - height + random.range(-0.5, 0.4) * scale,
        random.range(0.9, 1.6) * scale,
        random.range(0.35, 0.6) * scale,
        tuft < 3 ? '#2f5a3a' : random.pick(['#3d6e45', '#467a4a', '#2f5a3a']),
      );
    }
  } else if (kind === 'cypress') {
    const height = random.range(4, 6) * scale;
    picture.ellipse(x, y - height / 2, 0.55 * scale, height / 2, '#2f5a3a');
    picture.ellipse(x - 0.15 * scale, y - height / 2, 0.3 * scale, height / 2.2, '#3d6e45');
  } else {
    const height = random.range(2.5, 3.5) * scale;
    const crown = random.range(1.4, 2.0) * scale;
    picture.rect(x - 0.14 * scale, y - height, 0.28 * scale, height, '#7a5a43');
    for (let leaves = 0; leaves < 7; leaves++) {
      picture.circle(
        x + random.range(-1, 1) * crown * 0.7,
        y - height - random.range(0.2, 1.3) * crown * 0.8,
        crown * random.range(0.5, 0.75),
        leaves < 3 ? shade(greens[0], -0.15) : random.pick(greens),
      );
    }
  }
}

/** A shrub `width` pixels wide, standing at (x, y) in the image. */
export function shrub(picture: Picture, x: number, y: number, width: number): void {
  const random = picture.random;
  for (let bush = 0; bush < 6; bush++) {
    picture.ellipse(
      x + random.range(-0.4, 0.4) * width,
      y - random.range(0.1, 0.25) * width,
      width * random.range(0.25, 0.4),
      width * random.range(0.2, 0.3),
      bush < 2 ? shade(GREENS[1], -0.15) : random.pick(GREENS),
    );
  }
}

/** The ground from the horizon down to the bottom of the image. */
export function ground(picture: Picture, view: Camera, colour: string): void {
  picture.rect(
    0,
    view.horizonY,
    WIDTH,
    HEIGHT - view.horizonY,
    picture.linearGradient([shade(colour, -0.1), colour, shade(colour, 0.08)], 0, view.horizonY, 0, HEIGHT),
  );
}
