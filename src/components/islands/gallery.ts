// What a property's gallery shows and says, shared by the gallery and its full-screen viewer (each needs the other's
// photos, and neither should import the other for them).
import type { LargestVariant, SlideImage } from '../../lib/photos';

/** A gallery photo: the large slide, the URL of its small thumbnail, and its largest variant for the full screen. */
export interface GalleryImage extends SlideImage {
  thumbnail: string;
  largest: LargestVariant;
}

/** The texts the gallery reads out, computed with t() at build time. */
export interface GalleryLabels {
  gallery: string;
  previous: string;
  next: string;
  /** 'n / total' for each photo, in order. */
  counter: string[];
  /** 'Afișați fotografia n' for each thumbnail, in order. */
  thumbnails: string[];
  /** The photo's own button, which opens it full screen. */
  open: string;
  /** The full-screen viewer's name. */
  viewer: string;
  /** The viewer's close button. */
  close: string;
}
