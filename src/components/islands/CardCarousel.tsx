import type { MouseEvent } from 'react';
import { ArrowButton } from './ArrowButton';
import type { SlideImage } from '../../lib/photos';
import { fillText } from '../../i18n/fill';
import { SlideStack } from './Slide';
import { useCarousel } from './useCarousel';
import { useSwipe } from './useSwipe';

/** The texts the card carousel's controls read out, computed with t() at build time. */
export interface CardCarouselLabels {
  previous: string;
  next: string;
  /** 'Afișați imaginea {n}', filled with each photo's number. */
  showImage: string;
}

interface CardCarouselProps {
  images: SlideImage[];
  /** The `sizes` attribute of every photo. */
  sizes: string;
  /** The property page the photo opens. */
  href: string;
  labels: CardCarouselLabels;
}

// On screens wide enough to hover with a mouse the arrows wait for the card to be hovered or a control to be
// focused from the keyboard; on phones and touch screens they are always there.
const ARROW_VISIBILITY =
  'size-9 md:pointer-fine:opacity-0 md:pointer-fine:group-hover:opacity-100 md:pointer-fine:group-has-[:focus-visible]/carousel:opacity-100';

/** A property card's photos, linking to its page; arrows, dots and swipes browse them when there are several. */
export default function CardCarousel({ images, sizes, href, labels }: CardCarouselProps) {
  const { index, rendered, step, show, engage } = useCarousel(images.length);
  const swipe = useSwipe(step);
  const several = images.length > 1;

  const openUnlessDragged = (event: MouseEvent<HTMLAnchorElement>) => {
    if (swipe.consumeDrag()) event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the swipe handlers follow a finger over the photo; each action also has its own button
    <div
      className="group/carousel absolute inset-0 z-10 touch-pan-y touch-pinch-zoom"
      onPointerEnter={several ? engage : undefined}
      onFocus={several ? engage : undefined}
      {...(several ? swipe.handlers : {})}
    >
      <SlideStack
        images={images}
        sizes={sizes}
        index={index}
        rendered={rendered}
        firstLoading="lazy"
        slideClassName="group-hover:scale-[1.03]"
      />
      {/* The card's title is the link screen readers and the keyboard use; this one makes the photo clickable. */}
      {/* biome-ignore lint/a11y/useAnchorContent: a second way to the same page for pointers only, hidden from screen readers and the keyboard */}
      <a
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        data-card-link
        onClick={openUnlessDragged}
        className="absolute inset-0"
      />
      {several && (
        <>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-14 bg-linear-to-t from-sea-950/40 to-transparent"
          />
          <ArrowButton
            direction="previous"
            label={labels.previous}
            onClick={() => step('previous')}
            className={ARROW_VISIBILITY}
            iconSize={18}
          />
          <ArrowButton
            direction="next"
            label={labels.next}
            onClick={() => step('next')}
            className={ARROW_VISIBILITY}
            iconSize={18}
          />
          <div className="pointer-events-none absolute inset-x-0 bottom-1.5 flex justify-center">
            {images.map((_, position) => (
              <button
                key={position}
                type="button"
                aria-label={fillText(labels.showImage, { n: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
                className="group/dot pointer-events-auto grid size-6 cursor-pointer place-items-center"
              >
                <span className="size-2 rounded-full bg-white/60 shadow-sm transition-all group-hover/dot:bg-white/90 group-aria-[current]/dot:w-4 group-aria-[current]/dot:bg-white" />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
