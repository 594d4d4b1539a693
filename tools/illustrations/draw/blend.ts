// Blending numbers, points and colours.
import type { Point } from './picture.ts';

export const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** The value `amount` of the way from `from` to `to`. */
export const lerp = (from: number, to: number, amount: number): number => from + (to - from) * amount;

export const lerpPoint = (from: Point, to: Point, amount: number): Point => [
  lerp(from[0], to[0], amount),
  lerp(from[1], to[1], amount),
];

/** The two numbers, smaller first. */
export const ascending = (first: number, second: number): [number, number] =>
  first > second ? [second, first] : [first, second];

const channels = (colour: string): [number, number, number] => [
  parseInt(colour.slice(1, 3), 16),
  parseInt(colour.slice(3, 5), 16),
  parseInt(colour.slice(5, 7), 16),
];

/** The colour `amount` of the way from `from` to `to` (both '#rrggbb'). */
export function mix(from: string, to: string, amount: number): string {
  const start = channels(from);
  const end = channels(to);
  const channel = (index: 0 | 1 | 2) =>
    Math.round(clamp(start[index] + (end[index] - start[index]) * amount, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** `colour` lightened towards white by a positive `amount`, darkened towards black by a negative one. */
export const shade = (colour: string, amount: number): string =>
  amount >= 0 ? mix(colour, '#ffffff', amount) : mix(colour, '#000000', -amount);
