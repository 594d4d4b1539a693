// Furniture for terraces, pools and beaches: sun loungers, parasols, a small round table.
import { ascending, shade } from './blend.ts';
import { box, horizontalCircle, prism, shadow, type Camera } from './camera.ts';
import { pathData, type Picture } from './picture.ts';

type Span = readonly [number, number];

/**
 * A sun lounger 1.9 m long on the ground at height `groundY`, starting at `start` along `axis` with its backrest
 * towards `direction` (1 or -1); `across` is its near side across the axis.
 */
export function lounger(
  picture: Picture,
  view: Camera,
  groundY: number,
  start: number,
  across: number,
  direction: number,
  frame: string,
  cushion: string,
  axis: 'x' | 'z' = 'x',
): void {
  const part = (along: Span, heights: Span, sideways: Span, colour: string) =>
    axis === 'x'
      ? box(picture, view, along, heights, sideways, colour)
      : box(picture, view, sideways, heights, along, colour);
  const end = start + direction * 1.9;
  const backrest = start + direction * 1.3;
  if (axis === 'x') shadow(picture, view, groundY, ascending(start, end), [across, across + 0.7], 0.25);
  else shadow(picture, view, groundY, [across, across + 0.7], ascending(start, end), 0.25);
  for (const legAcross of [across + 0.6, across + 0.05]) {
    for (const legAlong of [start + direction * 0.1, end - direction * 0.1])
      part([legAlong - 0.03, legAlong + 0.03], [groundY, groundY + 0.3], [legAcross, legAcross + 0.05], frame);
  }
  part(ascending(start, end), [groundY + 0.25, groundY + 0.32], [across, across + 0.7], frame);
  part(
    ascending(start + direction * 0.05, backrest),
    [groundY + 0.32, groundY + 0.4],
    [across + 0.03, across + 0.67],
    cushion,
  );
  prism(
    picture,
    view,
    [
      [backrest, groundY + 0.32],
      [end - direction * 0.05, groundY + 0.95],
      [end - direction * 0.15, groundY + 1.0],
      [backrest - direction * 0.08, groundY + 0.4],
    ],
    across + 0.03,
    across + 0.67,
    cushion,
    { axis },
  );
}

/** A beach parasol planted at (x, z), `height` metres tall, its canopy `radius` metres across. */
export function parasol(
  picture: Picture,
  view: Camera,
  groundY: number,
  x: number,
  z: number,
  colour: string,
  height = 2.4,
  radius = 1.2,
): void {
  const [baseX, baseY] = view.project(x, groundY, z);
  const [topX, topY] = view.project(x, groundY + height, z);
  const scale = view.scaleAt(z);
  const halfWidth = radius * scale;
  picture.line(baseX, baseY, topX, topY, '#e9e4da', 0.05 * scale);
  picture.path(
    pathData`M${topX - halfWidth},${topY + 0.45 * scale} Q${topX},${topY - 0.35 * scale} ${topX + halfWidth},${topY + 0.45 * scale}Z`,
    colour,
  );
  for (let panel = 1; panel < 6; panel += 2) {
    picture.path(
      pathData`M${topX},${topY} L${topX - halfWidth + (panel * halfWidth) / 3},${topY + 0.45 * scale} L${topX - halfWidth + ((panel + 1) * halfWidth) / 3},${topY + 0.45 * scale}Z`,
      shade(colour, 0.4),
      { opacity: 0.6 },
    );
  }
}

/** A small round table with two drinks. */
export function roundTable(
  picture: Picture,
  view: Camera,
  groundY: number,
  x: number,
  z: number,
  radius: number,
  height: number,
): void {
  const [topX, topY] = view.project(x, groundY + height, z);
  const scale = view.scaleAt(z);
  picture.polygon(horizontalCircle(view, x, groundY, z, radius * 0.8), '#000', {
    opacity: 0.2,
    filter: picture.blur(8),
  });
  box(picture, view, [x - 0.025, x + 0.025], [groundY, groundY + height], [z - 0.025, z + 0.025], '#4a4a4a');
  picture.polygon(horizontalCircle(view, x, groundY + height - 0.03, z, radius), '#9a958c');
  picture.polygon(horizontalCircle(view, x, groundY + height, z, radius), '#f2f0ec');
  for (const side of [-1, 1]) {
    picture.rect(
      topX + side * 0.1 * scale - 0.03 * scale,
      topY - 0.15 * scale,
      0.06 * scale,
      0.15 * scale,
      picture.random.pick(['#f2c14e', '#e07b54', '#bfe3ea', '#d9534f']),
      { opacity: 0.85 },
    );
  }
}
