/** One photo as the islands receive it: plain data computed at build time with astro:assets' getImage(). */
export interface SlideImage {
  /** URL of the fallback size. */
  src: string;
  /** The `srcset` attribute listing every generated width. */
  srcSet: string;
  /** The `sizes` attribute telling the browser how wide the photo is shown. */
  sizes: string;
  /** Intrinsic width, reserving the space before the photo loads. */
  width: number;
  /** Intrinsic height, reserving the space before the photo loads. */
  height: number;
  /** What the photo shows, read out by screen readers. */
  alt: string;
}

interface SlideProps {
  image: SlideImage;
  /** Whether this is the photo on show; the others stay stacked underneath, transparent and hidden from screen readers. */
  current: boolean;
  loading: 'eager' | 'lazy';
  /** Only for the page's largest first-screen photo. */
  highPriority?: boolean;
  /** Extra classes, e.g. a hover zoom. */
  className?: string;
}

/** A photo stacked in a carousel's frame: it fills the frame and fades in when it becomes the current one. */
export function Slide({ image, current, loading, highPriority = false, className = '' }: SlideProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading}
      decoding="async"
      {...(highPriority ? { fetchPriority: 'high' as const } : {})}
      aria-hidden={current ? undefined : true}
      className={['absolute inset-0 size-full object-cover transition-[opacity,scale] duration-500 motion-reduce:transition-none', current ? 'opacity-100' : 'opacity-0', className].join(' ').trim()}
    />
  );
}
