// The palettes, and the look one property keeps through all its pictures: time of day, sea, walls, wood, fabrics.
import type { Random } from '../../lib/random.ts';
import { mix } from './blend.ts';

/** The light of a time of day. */
export interface TimeOfDay {
  /** The sky's gradient, from the top down to the horizon. */
  sky: readonly [string, string, ...string[]];
  sun: string;
  glow: string;
  /** The sun's height above the horizon, as a share of the sky. */
  elevation: number;
  /** The light falling through windows. */
  light: string;
  /** The colour the sea takes from the sky. */
  tint: string;
}

export const TIMES_OF_DAY = {
  morning: {
    sky: ['#7fb6e6', '#b8dbf2', '#f7e3cf'],
    sun: '#fff7e3',
    glow: '#ffe6c2',
    elevation: 0.5,
    light: '#fff2dc',
    tint: '#f7e3cf',
  },
  noon: {
    sky: ['#2f7fd0', '#72b4ea', '#d2ebf9'],
    sun: '#ffffff',
    glow: '#fff8dc',
    elevation: 0.82,
    light: '#ffffff',
    tint: '#d2ebf9',
  },
  golden: {
    sky: ['#4e6fb3', '#c58aa2', '#f4ad7b', '#ffd79e'],
    sun: '#ffe9b8',
    glow: '#ffb46a',
    elevation: 0.2,
    light: '#ffd8a4',
    tint: '#f4ad7b',
  },
} as const satisfies Record<string, TimeOfDay>;

/** The sky's colour at the horizon. */
export const horizonColour = (time: TimeOfDay): string => time.sky.at(-1) ?? time.sky[1];

/** The sky's colour in the band above the horizon. */
export const aboveHorizonColour = (time: TimeOfDay): string => time.sky.at(-2) ?? time.sky[0];

/** The sea's colours, near the horizon and near the shore. */
const SEAS = [
  ['#3aa5c9', '#13628f'],
  ['#2f95b0', '#0f5b6e'],
  ['#4a8fd0', '#1a4f8f'],
  ['#46b1b8', '#17707d'],
] as const;
const WALLS = ['#f4efe7', '#eef1ec', '#f3e7dc', '#e7eef4', '#f6f1e4', '#efe5e3', '#ebe8f2', '#e9f0ef'];
export const ACCENTS = ['#9db8c9', '#c9b59d', '#a9c2a6', '#d8b4a0', '#7f9eb2', '#c7c1d9', '#b7cfc8'];
export const WOODS = ['#c49a6c', '#a0714f', '#d8b98f', '#8a5a3c', '#e3cfae'];
export const FABRICS = [
  '#3f6e8c',
  '#c9734f',
  '#6b8f71',
  '#d9a74a',
  '#8a6fa8',
  '#d47f7f',
  '#2f4858',
  '#9fb8c8',
  '#5a7d9a',
  '#b0836a',
  '#7fa39a',
  '#e0c9a0',
];
export const TILES = ['#e8eef0', '#dfe8e4', '#f1ece4', '#cfdde3', '#f7f7f5', '#d9e4ec'];
/** Leaves: two colours at least (the darkest shades come from the first two). */
export type Greens = readonly [string, string, ...string[]];
export const GREENS: Greens = ['#4f8a4b', '#3d7a45', '#6a9f58', '#2f6b3f', '#7fae63'];

/** What every picture of one property shares. */
export interface Look {
  time: TimeOfDay;
  sea: readonly [horizon: string, shore: string];
  /** Four fabrics: the main one (bedding, sofa), an accent (cushions, curtains) and two for rugs and pictures. */
  fabrics: readonly [string, string, string, string];
  wall: string;
  /** A painted back wall, or null where it keeps the walls' colour. */
  accent: string | null;
  wood: string;
  /** Where the sun stands, as a share of the picture's width. */
  sunX: number;
}

function firstFour(items: readonly string[]): Look['fabrics'] {
  const [first, second, third, fourth] = items;
  if (first === undefined || second === undefined || third === undefined || fourth === undefined)
    throw new RangeError('a look needs four fabrics');
  return [first, second, third, fourth];
}

/** A property's look, from the random stream of its folder. */
export function propertyLook(random: Random): Look {
  const time = TIMES_OF_DAY[random.pick(['morning', 'noon', 'noon', 'golden'] as const)];
  const [horizon, shore] = SEAS[random.integer(0, SEAS.length - 1)] ?? SEAS[0];
  const tint = (colour: string) => mix(colour, time.tint, time === TIMES_OF_DAY.golden ? 0.3 : 0.08);
  const fabrics = firstFour([...FABRICS].sort(() => random.next() - 0.5).slice(0, 4));
  return {
    time,
    sea: [tint(horizon), tint(shore)],
    fabrics,
    wall: random.pick(WALLS),
    accent: random.chance(0.45) ? random.pick(ACCENTS) : null,
    wood: random.pick(WOODS),
    sunX: random.range(0.2, 0.8),
  };
}
