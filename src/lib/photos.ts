// A photo as the pages hand it to the islands that show it: computed at build time, plain data in the page.

/** One photo as the islands receive it: plain data computed at build time with astro:assets' getImage(). */
export interface SlideImage {
  /** URL of the fallback size. */
  src: string;
  /** The `srcset` attribute listing every generated width, in WebP. */
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
