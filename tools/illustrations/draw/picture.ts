// One picture as SVG text, built element by element. Every coordinate is rounded to a tenth of a pixel, so the text
// (and the JPEG made from it) comes out the same on every machine.
import type { Random } from '../../lib/random.ts';

/** The size of every illustration, in pixels: a 3:2 photo, wide enough for the largest gallery image. */
export const WIDTH = 1600;
export const HEIGHT = 1067;

/** A point in image coordinates (pixels, y down). */
export type Point = readonly [x: number, y: number];

/** An element's attributes; a null or undefined value leaves the attribute out. */
export type Attributes = Readonly<Record<string, string | number | null | undefined>>;

/** A gradient stop: a colour (stops spread evenly), or its offset, colour and opacity. */
export type GradientStop = string | readonly [offset: number, colour: string, opacity?: number];

/** `value` rounded to a tenth. */
export const tenth = (value: number): number => Math.round(value * 10) / 10;

const attributeText = (attributes: Attributes): string =>
  Object.entries(attributes)
    .filter(([, value]) => value != null)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? tenth(value) : value}"`)
    .join('');

/** Points as an SVG `points` list. */
export const pointList = (points: readonly Point[]): string =>
  points.map(([x, y]) => `${tenth(x)},${tenth(y)}`).join(' ');

const stopText = (stops: readonly GradientStop[]): string =>
  stops
    .map((stop, index) => {
      const [offset, colour, opacity = 1] =
        typeof stop === 'string' ? [index / Math.max(1, stops.length - 1), stop] : stop;
      return `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`;
    })
    .join('');

/** Template tag for SVG path data: every number in it rounded to a tenth. */
export const pathData = (parts: TemplateStringsArray, ...values: (number | string)[]): string =>
  parts.reduce((text, part, index) => {
    const value = values[index];
    return text + part + (value === undefined ? '' : typeof value === 'number' ? tenth(value) : value);
  }, '');

/** The corners of an axis-aligned rectangle. */
export const rectangleCorners = (x: number, y: number, width: number, height: number): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

/** The SVG of one illustration, and the random choices that shape it. */
export class Picture {
  readonly random: Random;
  /** The elements drawn so far, in painting order. */
  readonly body: string[] = [];
  /** The sky and sea seen through the picture's windows, drawn once and reused by every window. */
  panorama: string | undefined;
  private readonly definitions: string[] = [];
  private readonly blurs = new Map<number, string>();
  private definitionCount = 0;

  constructor(random: Random) {
    this.random = random;
  }

  element(name: string, attributes: Attributes, inner?: string): void {
    this.body.push(
      inner == null
        ? `<${name}${attributeText(attributes)}/>`
        : `<${name}${attributeText(attributes)}>${inner}</${name}>`,
    );
  }

  rect(x: number, y: number, width: number, height: number, fill: string, more: Attributes = {}): void {
    this.element('rect', { x, y, width: Math.max(0, width), height: Math.max(0, height), fill, ...more });
  }

  polygon(points: readonly Point[], fill: string, more: Attributes = {}): void {
    this.element('polygon', { points: pointList(points), fill, ...more });
  }

  circle(centreX: number, centreY: number, radius: number, fill: string, more: Attributes = {}): void {
    this.element('circle', { cx: centreX, cy: centreY, r: radius, fill, ...more });
  }

  ellipse(
    centreX: number,
    centreY: number,
    radiusX: number,
    radiusY: number,
    fill: string,
    more: Attributes = {},
  ): void {
    this.element('ellipse', { cx: centreX, cy: centreY, rx: radiusX, ry: radiusY, fill, ...more });
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, more: Attributes = {}): void {
    this.element('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...more });
  }

  path(data: string, fill: string, more: Attributes = {}): void {
    this.element('path', { d: data, fill, ...more });
  }

  openGroup(attributes: Attributes): void {
    this.body.push(`<g${attributeText(attributes)}>`);
  }

  closeGroup(): void {
    this.body.push('</g>');
  }

  /** A gradient from (x1, y1) to (x2, y2) in image coordinates, as a fill. */
  linearGradient(stops: readonly GradientStop[], x1: number, y1: number, x2: number, y2: number): string {
    return this.define('linearGradient', { gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 }, stopText(stops));
  }

  radialGradient(stops: readonly GradientStop[], centreX: number, centreY: number, radius: number): string {
    return this.define(
      'radialGradient',
      { gradientUnits: 'userSpaceOnUse', cx: centreX, cy: centreY, r: radius },
      stopText(stops),
    );
  }

  /** A Gaussian blur filter, defined once per strength. */
  blur(deviation: number): string {
    let filter = this.blurs.get(deviation);
    if (filter === undefined) {
      filter = this.define(
        'filter',
        { x: '-50%', y: '-50%', width: '200%', height: '200%' },
        `<feGaussianBlur stdDeviation="${deviation}"/>`,
      );
      this.blurs.set(deviation, filter);
    }
    return filter;
  }

  clip(points: readonly Point[]): string {
    return this.define('clipPath', {}, `<polygon points="${pointList(points)}"/>`);
  }

  /** A soft glow: a disc that fades from `colour` at `opacity` to transparent. */
  glow(x: number, y: number, radius: number, colour: string, opacity = 0.6): void {
    this.circle(
      x,
      y,
      radius,
      this.radialGradient(
        [
          [0, colour, opacity],
          [1, colour, 0],
        ],
        x,
        y,
        radius,
      ),
    );
  }

  /** The finished picture, with a light vignette over everything. */
  toSvg(): string {
    const vignette = this.radialGradient(
      [
        [0.55, '#000', 0],
        [1, '#000', 0.16],
      ],
      WIDTH / 2,
      HEIGHT / 2,
      WIDTH * 0.62,
    );
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${this.definitions.join('')}</defs>${this.body.join('')}<rect width="${WIDTH}" height="${HEIGHT}" fill="${vignette}"/></svg>`;
  }

  private define(kind: string, attributes: Attributes, inner: string): string {
    const id = `d${this.definitionCount++}`;
    this.definitions.push(`<${kind} id="${id}"${attributeText(attributes)}>${inner}</${kind}>`);
    return `url(#${id})`;
  }
}
