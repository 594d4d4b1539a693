import { getImage } from 'astro:assets';
import { absoluteUrl } from '../lib/absolute-url';
import type { Property } from './catalogue';

/** One catalogue photo with its alt text. */
type Photo = Property['images'][number];

/** The picture a shared link shows (Open Graph, Twitter card): an absolute URL and what it shows. */
export interface SocialImage {
  url: string;
  width: number;
  height: number;
  /** MIME type, for og:image:type. */
  type: string;
  alt: string;
}

/** The size Facebook, LinkedIn and X show large link previews at (1.91:1). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A 1200×630 JPEG crop of the photo: JPEG because some link-preview crawlers still skip WebP. */
export async function socialImage(photo: Photo, site: URL | undefined): Promise<SocialImage> {
  const image = await getImage({ src: photo.src, ...SOCIAL_IMAGE_SIZE, fit: 'cover', format: 'jpeg' });
  return { url: absoluteUrl(image.src, site), ...SOCIAL_IMAGE_SIZE, type: 'image/jpeg', alt: photo.alt };
}

/** Absolute URLs of the photos at full size, in the WebP the page's gallery already serves. */
export async function photoUrls(photos: Photo[], site: URL | undefined): Promise<string[]> {
  return Promise.all(photos.map(async ({ src }) => absoluteUrl((await getImage({ src, format: 'webp' })).src, site)));
}
