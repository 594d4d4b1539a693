// The sky and the sea. Both lie at infinity, so one panorama serves every window of a picture.
import { mix, shade } from './blend.ts';
import { HEIGHT, WIDTH, rectangleCorners, tenth, type Picture } from './picture.ts';
import { aboveHorizonColour, horizonColour, type Look } from './style.ts';

/** The sky down to the horizon at `horizonY`: its gradient, the sun with its glow, a few clouds. */
export function drawSky(picture: Picture, look: Look, horizonY: number): void {
  const { time } = look;
  const random = picture.random;
  const sunX = look.sunX * WIDTH;
  const sunY = horizonY - time.elevation * horizonY * 0.9;
  picture.rect(0, 0, WIDTH, horizonY + 2, picture.linearGradient(time.sky, 0, 0, 0, horizonY));
  picture.glow(sunX, sunY, 300, time.glow, 0.7);
  picture.circle(sunX, sunY, 36, time.sun);
  for (let count = random.integer(1, 4); count > 0; count--) {
    cloud(
      picture,
      random.range(0, WIDTH),
      random.range(0.15, 0.75) * horizonY,
      random.range(90, 230),
      mix('#ffffff', aboveHorizonColour(time), 0.3),
    );
  }
}

/** A flat-bottomed cloud: a row of bumps cut at the base line, lit from above. */
function cloud(picture: Picture, centreX: number, baseY: number, width: number, shadowColour: string): void {
  const random = picture.random;
  const bumps = Array.from(
    { length: 5 },
    (_, index) =>
      [
        centreX + (index / 4 - 0.5) * 1.5 * width,
        width * (0.2 + 0.26 * Math.sin((Math.PI * (index + 0.5)) / 5)) * random.range(0.8, 1.15),
      ] as const,
  );
  picture.openGroup({
    'clip-path': picture.clip(rectangleCorners(centreX - 2 * width, baseY - 2 * width, 4 * width, 2 * width)),
    opacity: 0.92,
  });
  for (const [x, radius] of bumps) picture.circle(x, baseY, radius, shadowColour);
  for (const [x, radius] of bumps) picture.circle(x - radius * 0.08, baseY - radius * 0.2, radius * 0.85, '#ffffff');
  picture.closeGroup();
}

/** The sea from the horizon down: its gradient, the sun's glitter and a few darker ripples. */
export function drawSea(picture: Picture, look: Look, horizonY: number): void {
  const random = picture.random;
  const bottomY = HEIGHT;
  const { time, sea } = look;
  const sunX = look.sunX * WIDTH;
  picture.rect(
    0,
    horizonY,
    WIDTH,
    bottomY - horizonY,
    picture.linearGradient([sea[0], sea[1]], 0, horizonY, 0, bottomY),
  );
  const haze = horizonColour(time);
  picture.rect(
    0,
    horizonY,
    WIDTH,
    26,
    picture.linearGradient(
      [
        [0, haze, 0.7],
        [1, haze, 0],
      ],
      0,
      horizonY,
      0,
      horizonY + 26,
    ),
  );
  for (let index = 0; index < 70; index++) {
    const distance = random.next();
    const y = horizonY + 3 + (bottomY - horizonY) * distance * distance;
    const spread = 25 + 240 * distance;
    const x = sunX + (random.next() + random.next() - 1) * spread;
    picture.line(x, y, x + 6 + 45 * distance * random.next(), y, time.sun, 1 + 2 * distance, {
      opacity: tenth(0.25 + 0.45 * (1 - distance)),
    });
  }
  for (let index = 0; index < 45; index++) {
    const distance = Math.sqrt(random.next());
    const y = horizonY + (bottomY - horizonY) * distance;
    const x = random.range(0, WIDTH);
    picture.line(x, y, x + 10 + 80 * distance, y, shade(sea[1], 0.3), 1 + 2 * distance, { opacity: 0.35 });
  }
}

/** The sky and the sea, drawn inside `clip` (or everywhere); drawn once per picture, then repeated. */
export function panorama(picture: Picture, look: Look, horizonY: number, clip?: string): void {
  picture.openGroup({ 'clip-path': clip });
  if (picture.panorama) {
    picture.body.push(picture.panorama);
  } else {
    const start = picture.body.length;
    drawSky(picture, look, horizonY);
    drawSea(picture, look, horizonY);
    picture.panorama = picture.body.slice(start).join('');
  }
  picture.closeGroup();
}
