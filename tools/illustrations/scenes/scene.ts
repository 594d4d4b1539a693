// What every scene is: a function that draws one kind of photo, steered by the words around it.
import type { Picture } from '../draw/picture.ts';
import type { Look } from '../draw/style.ts';

/**
 * What a photo's words tell its scene: the property's title and kind, and the photo's alt text ('' when none), as the
 * file writes them, before the schema has checked them.
 */
export type SceneHints = { title: string; propertyType?: string; alt: string };

/** Draws one picture of a kind (a bedroom, the sea...) into `picture`. */
export type Scene = (picture: Picture, look: Look, hints: SceneHints) => void;
