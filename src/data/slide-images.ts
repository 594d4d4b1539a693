import { getImage } from 'astro:assets';
import type { SlideImage } from '../lib/photos';
import type { Property } from './catalogue';

/** How a carousel shows its photos: the widths to generate and the `sizes` attribute that picks one. */
export interface SlideFormat {
  widths: number[];
  sizes: string;
}

/**
 * Makes the AVIF and WebP variants of a property's photos and returns them as plain props for a React island; the
 * island takes `sizes` once, for all its photos.
 */
export async function slideImages(images: Property['images'], { widths, sizes }: SlideFormat): Promise<SlideImage[]> {
  return Promise.all(
    images.map(async ({ src, alt }) => {
      const [avif, image] = await Promise.all([
        getImage({ src, widths, sizes, format: 'avif' }),
        getImage({ src, widths, sizes, format: 'webp' }),
      ]);
      return {
        // Its fallback `src` is the srcset's first (fallbackSrc).
        srcSet: image.srcSet.attribute,
        avifSrcSet: avif.srcSet.attribute,
        width: Number(image.attributes['width'] ?? src.width),
        height: Number(image.attributes['height'] ?? src.height),
        alt,
      };
    }),
  );
}

/** Makes a small WebP of each photo for a gallery's thumbnail strip and returns their URLs. */
export async function thumbnailUrls(images: Property['images'], width: number, height: number): Promise<string[]> {
  return Promise.all(images.map(async ({ src }) => (await getImage({ src, width, height, format: 'webp' })).src));
}
