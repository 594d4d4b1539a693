// One illustration from a photo's path: the file's name picks the scene, the property's folder its look, and the
// whole path seeds every other choice, so a path always gets the same picture and each property its own.
import path from 'node:path';
import { seedFrom, seededRandom } from '../lib/random.ts';
import { Picture } from './draw/picture.ts';
import { propertyLook } from './draw/style.ts';
import { bathroom } from './scenes/bathroom.ts';
import { beach, emptyBeach } from './scenes/beach.ts';
import { bedroom } from './scenes/bedroom.ts';
import { exterior } from './scenes/exterior.ts';
import { garden } from './scenes/garden.ts';
import { kitchen } from './scenes/kitchen.ts';
import { lake } from './scenes/lake.ts';
import { livingRoom } from './scenes/living-room.ts';
import { pool } from './scenes/pool.ts';
import type { Scene, SceneHints } from './scenes/scene.ts';
import { seaView } from './scenes/sea-view.ts';
import { terrace } from './scenes/terrace.ts';

/** The scenes by the word a photo's file is named with, as editors name them. */
const SCENES = new Map<string, Scene>([
  ['mare', seaView],
  ['plaja', beach],
  ['dormitor', bedroom],
  ['living', livingRoom],
  ['baie', bathroom],
  ['bucatarie', kitchen],
  ['terasa', terrace],
  ['piscina', pool],
  ['exterior', exterior],
  ['lac', lake],
  ['gradina', garden],
]);

/** Other words editors use for the same scenes. */
const SYNONYMS = new Map([
  ['balcon', 'terasa'],
  ['vedere', 'mare'],
  ['camera', 'dormitor'],
  ['dormitoare', 'dormitor'],
  ['sufragerie', 'living'],
  ['fatada', 'exterior'],
  ['bloc', 'exterior'],
  ['vila', 'exterior'],
  ['curte', 'gradina'],
  ['bazin', 'piscina'],
]);

/** The scene word of a photo's path: its file name without diacritics or a trailing number ('Piscină-2.jpg' → 'piscina'). */
export function sceneName(src: string): string {
  const word = path
    .basename(src, path.extname(src))
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/-?\d+$/, '');
  return SYNONYMS.get(word) ?? word;
}

/**
 * The SVG of the photo at `src`, a path relative to the properties' folder ('5/mare.jpg'); `known` is false when no
 * scene has its name and the picture is a plain sea view.
 */
export function drawIllustration(src: string, hints: SceneHints): { svg: string; known: boolean } {
  const key = path.posix.normalize(src.replace(/\\/g, '/'));
  const look = propertyLook(seededRandom(seedFrom(`style:${path.posix.dirname(key)}`)));
  const picture = new Picture(seededRandom(seedFrom(key)));
  const scene = SCENES.get(sceneName(key));
  (scene ?? emptyBeach)(picture, look, hints);
  return { svg: picture.toSvg(), known: scene !== undefined };
}
