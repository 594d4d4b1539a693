// A photo as the pages hand it to the islands that show it: computed at build time, plain data in the page.

/** One photo as the islands receive it: plain data computed at build time with astro:assets' getImage(). */
export interface SlideImage {
  /** The `srcset` attribute listing every generated width, in WebP; its first, narrowest, is the fallback `src`. */
  srcSet: string;
  /** The same widths in AVIF, smaller, for browsers that take it. */
  avifSrcSet: string;
  /** Intrinsic width, reserving the space before the photo loads. */
  width: number;
  /** Intrinsic height, reserving the space before the photo loads. */
  height: number;
  /** What the photo shows, read out by screen readers. */
  alt: string;
}

/** A photo's largest variant (the source's own width), which only the full-screen viewer asks for. */
export interface LargestVariant {
  /** Its width in pixels, the `w` of its srcset entry. */
  width: number;
  /** Its URL in AVIF. */
  avif: string;
  /** Its URL in WebP. */
  webp: string;
}

/** `srcSet` with `url` added as its `width`-wide candidate, unless the srcset lists that width already. */
export function withWidth(srcSet: string, url: string, width: number): string {
  const listed = srcSet.split(',').some((candidate) => candidate.trim().endsWith(` ${width}w`));
  return listed ? srcSet : `${srcSet}, ${url} ${width}w`;
}

/**
 * The width in CSS px at which a `width` x `height` photo shows whole on a screen of `screenWidth` x `screenHeight`
 * (the larger it can be without cropping): the `sizes` from which the browser picks the variant that fits the screen.
 */
export function fittedWidth(screenWidth: number, screenHeight: number, width: number, height: number): number {
  if (width <= 0 || height <= 0) return Math.round(screenWidth);
  return Math.round(Math.min(screenWidth, (screenHeight * width) / height));
}
