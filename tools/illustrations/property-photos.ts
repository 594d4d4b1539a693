// The photos a property file lists, with what steers their pictures: the property's title and kind, each photo's
// alt text. The file is read as the site reads it (its front matter, through the yaml package); a mistake is
// reported with the file and what to write instead.
import path from 'node:path';
import { readFrontMatter } from '../../src/lib/front-matter.ts';
import { isRecord } from '../../src/lib/json.ts';
import type { SceneHints } from './scenes/scene.ts';

/** A photo as the file lists it: its path beside the file and its alt text ('' when it has none). */
export interface ListedPhoto {
  src: string;
  alt: string;
}

export type PropertyPhotos = Omit<SceneHints, 'alt'> & { photos: ListedPhoto[] };

/** `error` with the file it is about in front, unless it names it already. */
function aboutFile(error: unknown, file: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith(`${file}:`) ? new Error(message) : new Error(`${file}: ${message}`);
}

/** The photo at position `number` (from 1) of `file`'s images list. */
function listedPhoto(entry: unknown, number: number, file: string): ListedPhoto {
  if (!isRecord(entry))
    throw new Error(
      `${file}: image ${number} should be written "- src: ./<id>/<name>.jpg" with an "alt:" line under it`,
    );
  const { src, alt } = entry;
  if (src === undefined || src === null || src === '') throw new Error(`${file}: image ${number} has no src`);
  if (typeof src !== 'string' || !/\.jpe?g$/i.test(src) || path.isAbsolute(src) || src.split(/[\\/]/).includes('..')) {
    throw new Error(`${file}: image src "${String(src)}" must be a relative .jpg path beside the file`);
  }
  if (alt !== undefined && alt !== null && typeof alt !== 'string')
    throw new Error(`${file}: image ${number} (${src}) has an alt that is not text`);
  return { src, alt: alt ?? '' };
}

/** The title, kind and photos of the property file `text`; `file` names it in errors. */
export function readPropertyPhotos(text: string, file: string): PropertyPhotos {
  let front: Record<string, unknown>;
  try {
    ({ front } = readFrontMatter(text, file));
  } catch (error) {
    throw aboutFile(error, file);
  }
  const { title, propertyType, images } = front;
  if (typeof title !== 'string' || !title) throw new Error(`${file}: front matter has no title`);
  // 'images:' with nothing under it reads as null.
  if (images === null || (Array.isArray(images) && images.length === 0))
    throw new Error(`${file}: images: list is empty`);
  if (!Array.isArray(images)) throw new Error(`${file}: front matter has no list under "images:"`);
  const photos = images.map((entry: unknown, index) => listedPhoto(entry, index + 1, file));
  return { title, ...(typeof propertyType === 'string' ? { propertyType } : {}), photos };
}
