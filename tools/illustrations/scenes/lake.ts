// The lake ('lac'): hills and a town on the far shore, calm water, a wooden jetty ('ponton' in the alt text makes
// sure of it), a boat, reeds along the near shore.
import { mix, shade } from '../draw/blend.ts';
import { box, camera } from '../draw/camera.ts';
import { HEIGHT, WIDTH, pathData, tenth, type Picture } from '../draw/picture.ts';
import { drawSky } from '../draw/sky.ts';
import { WOODS, horizonColour, type Look } from '../draw/style.ts';
import type { SceneHints } from './scene.ts';

export function lake(picture: Picture, look: Look, hints: SceneHints): void {
  const random = picture.random;
  const horizonY = HEIGHT * random.range(0.4, 0.48);
  const { time } = look;
  const horizon = horizonColour(time);
  drawSky(picture, look, horizonY);
  // The far shore: hills, trees, and sometimes a town.
  const trees = mix('#5c7a66', horizon, 0.35);
  const hills = mix('#7d9a86', horizon, 0.55);
  let ridge = pathData`M0,${horizonY}`;
  for (let x = 0; x <= WIDTH; x += 200)
    ridge += pathData` Q${x + 100},${horizonY - random.range(20, 70)} ${x + 200},${horizonY - random.range(5, 30)}`;
  picture.path(ridge + pathData` L${WIDTH},${horizonY + 2} L0,${horizonY + 2}Z`, hills);
  for (let x = 0; x < WIDTH; x += random.range(14, 30))
    picture.ellipse(x, horizonY - 4, random.range(10, 22), random.range(6, 16), trees);
  if (random.chance(0.6)) {
    for (let house = 0; house < 14; house++) {
      const x = random.range(WIDTH * 0.55, WIDTH * 0.95);
      const height = random.range(10, 30);
      picture.rect(x, horizonY - height, random.range(12, 24), height, mix('#f0ece4', horizon, 0.4));
    }
  }
  // The water.
  picture.rect(
    0,
    horizonY,
    WIDTH,
    HEIGHT - horizonY,
    picture.linearGradient([mix(horizon, '#7fa7b5', 0.4), mix(time.sky[0], '#33606f', 0.55)], 0, horizonY, 0, HEIGHT),
  );
  picture.rect(0, horizonY, WIDTH, 30, trees, { opacity: 0.25, filter: picture.blur(4) });
  picture.glow(look.sunX * WIDTH, horizonY + 90, 220, time.glow, 0.35);
  for (let ripple = 0; ripple < 60; ripple++) {
    const distance = Math.sqrt(random.next());
    const y = horizonY + 10 + (HEIGHT - horizonY) * distance;
    const x = random.range(0, WIDTH);
    picture.line(x, y, x + 20 + 120 * distance, y, '#ffffff', 1 + distance, { opacity: 0.18 });
  }
  const view = camera(picture, { horizonY, jitter: 0 });
  if (/ponton/i.test(hints.alt) || random.chance(0.6)) {
    // A wooden jetty running out into the lake.
    const x0 = random.pick([-1, 1]) * random.range(1.2, 2.5) - 0.75;
    const wood = random.pick(WOODS);
    const end = random.range(16, 24);
    for (let z = end - 0.2; z > 3; z -= 2.5) {
      for (const postX of [0, 1.5])
        box(picture, view, [x0 + postX - 0.08, x0 + postX + 0.08], [-2.4, -1.2], [z, z + 0.16], shade(wood, -0.35));
    }
    box(picture, view, [x0, x0 + 1.5], [-1.28, -1.2], [3.5, end], wood);
    for (let z = end; z > 3.5; z -= 0.25)
      picture.line(...view.project(x0, -1.2, z), ...view.project(x0 + 1.5, -1.2, z), shade(wood, -0.3), 1.2, {
        opacity: 0.6,
      });
  }
  if (random.chance(0.5)) {
    // A rowing boat.
    const x = random.range(200, 1300);
    const y = horizonY + random.range(40, 90);
    const size = random.range(0.8, 1.2);
    picture.path(pathData`M${x},${y} h${70 * size} l${-10 * size},${10 * size} h${-52 * size}Z`, '#f4f1ea');
  }
  // Grass and reeds along the near shore, taller at the sides, with a few bulrushes.
  const shoreY = HEIGHT - random.range(120, 200);
  picture.path(
    pathData`M0,${shoreY} Q${WIDTH * 0.3},${shoreY - 40} ${WIDTH * 0.6},${shoreY + 10} T${WIDTH},${shoreY - 20} V${HEIGHT} H0Z`,
    '#6f8f4e',
  );
  for (let reed = 0; reed < 150; reed++) {
    const x = random.range(-20, WIDTH + 20);
    const tall = x < WIDTH * 0.3 || x > WIDTH * 0.78 || random.chance(0.08);
    const y = shoreY + random.range(0, 60) + (tall ? 0 : 40);
    const height = random.range(tall ? 150 : 60, tall ? 420 : 180);
    const bend = random.range(-40, 40);
    picture.path(pathData`M${x},${y} Q${x + bend * 0.3},${y - height * 0.6} ${x + bend},${y - height}`, 'none', {
      stroke: random.pick(['#5f7f3c', '#7a9a4a', '#8da456', '#4e6e34']),
      'stroke-width': random.range(2, 4),
    });
    if (tall && random.chance(0.2)) {
      picture.ellipse(x + bend * 0.85, y - height * 0.9, 5, 20, '#6b4a2e', {
        transform: `rotate(${tenth(bend / 4)} ${tenth(x + bend * 0.85)} ${tenth(y - height * 0.9)})`,
      });
    }
  }
}
