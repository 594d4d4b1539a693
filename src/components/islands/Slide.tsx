import { fallbackSrc } from '../../lib/fallback-src';
import type { SlideImage } from '../../lib/photos';

interface SlideProps {
  image: SlideImage;
  /** The `sizes` attribute telling the browser how wide the photo is shown. */
  sizes: string;
  /** Whether this is the photo on show; the others stay stacked underneath, transparent and hidden from screen readers. */
  current: boolean;
  loading: 'eager' | 'lazy';
  /** Only for the page's largest first-screen photo. */
  highPriority?: boolean;
  /** Extra classes, e.g. a hover zoom. */
  className?: string;
}

/** A photo stacked in a carousel's frame: it fills the frame and fades in when it becomes the current one. */
export function Slide({ image, sizes, current, loading, highPriority = false, className = '' }: SlideProps) {
  return (
    // `contents`: the picture adds no box, so the photo fills the carousel's frame as before.
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <img
        src={fallbackSrc(image)}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={loading}
        decoding="async"
        {...(highPriority ? { fetchPriority: 'high' as const } : {})}
        aria-hidden={current ? undefined : true}
        className={[
          'absolute inset-0 size-full object-cover transition-[opacity,scale] duration-500 motion-reduce:transition-none',
          current ? 'opacity-100' : 'opacity-0',
          className,
        ]
          .join(' ')
          .trim()}
      />
    </picture>
  );
}

interface SlideStackProps {
  images: SlideImage[];
  /** The `sizes` attribute of every photo: how wide the carousel is shown. */
  sizes: string;
  /** The photo on show. */
  index: number;
  /** The photos present in the page (see useCarousel). */
  rendered: ReadonlySet<number>;
  /** How the first photo loads; the later ones are added only when needed, so they load at once. */
  firstLoading: 'eager' | 'lazy';
  /** The first photo is the page's largest first-screen image. */
  firstHighPriority?: boolean;
  /** Extra classes for every photo. */
  slideClassName?: string;
}

/** The photos of a carousel stacked in its frame, the current one visible. */
export function SlideStack({
  images,
  sizes,
  index,
  rendered,
  firstLoading,
  firstHighPriority = false,
  slideClassName = '',
}: SlideStackProps) {
  return images.map(
    (image, position) =>
      rendered.has(position) && (
        <Slide
          key={position}
          image={image}
          sizes={sizes}
          current={position === index}
          loading={position === 0 ? firstLoading : 'eager'}
          highPriority={firstHighPriority && position === 0}
          className={slideClassName}
        />
      ),
  );
}
