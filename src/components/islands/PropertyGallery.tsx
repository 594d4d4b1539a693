import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SwipeDirection } from '../../lib/swipe';
import { ArrowButton } from './ArrowButton';
import type { GalleryImage, GalleryLabels } from './gallery';
import { SlideStack } from './Slide';
import { useCarousel } from './useCarousel';
import { afterNextPaint, whenIdle } from '../../browser/idle';
import { savingData } from '../../browser/idle-prefetch';
import { useSwipe } from './useSwipe';

/** The full-screen viewer, fetched at the first press on the photo: no page loads it before. */
const loadViewer = () => import('./PhotoViewer').then((module) => module.default);
type Viewer = Awaited<ReturnType<typeof loadViewer>>;

interface PropertyGalleryProps {
  images: GalleryImage[];
  /** The `sizes` attribute of every photo. */
  sizes: string;
  labels: GalleryLabels;
}

const KEY_DIRECTIONS: Readonly<Record<string, SwipeDirection>> = { ArrowLeft: 'previous', ArrowRight: 'next' };

/** The property page's photo gallery: large photo with arrows, swipes and arrow keys, a counter and thumbnails. */
export default function PropertyGallery({ images, sizes, labels }: PropertyGalleryProps) {
  const { index, rendered, step, show, engage } = useCarousel(images.length);
  const swipe = useSwipe(step);
  const several = images.length > 1;
  // The photo the viewer opened at (null: closed), and which opening it is: each opening mounts a viewer of its own,
  // and a closing that arrives late (the browser's Back, then at once a tap) cannot close the next one.
  const [viewing, setViewing] = useState<{ start: number; opening: number } | null>(null);
  const openings = useRef(0);
  // The viewer's code, once it has arrived, and the opening it is drawn for.
  const [viewer, setViewer] = useState<{ View: Viewer; opening: number }>();

  const openViewer = () => {
    // A swipe over the photo browses it; only a tap or a click opens it.
    if (swipe.consumeDrag()) return;
    const opening = ++openings.current;
    setViewing({ start: index, opening });
    // The press paints the viewer's frame alone; the viewer (its code the first time, then its photo) follows once
    // that frame is on screen, so that its rendering never holds the press's answer back.
    afterNextPaint(() =>
      loadViewer().then(
        (View) => setViewer({ View, opening }),
        (error: unknown) => {
          setViewing(null);
          console.error('The photo viewer could not be loaded:', error);
        },
      ),
    );
  };
  const closeViewer = (opening: number, shown: number) => {
    setViewing((current) => (current?.opening === opening ? null : current));
    show(shown);
  };

  // A visitor on a property page is all but sure to look at the next photo: once the page has loaded and is idle,
  // the photos next to the first are fetched, unless the visitor asked to save data.
  useEffect(() => {
    if (several && !savingData()) whenIdle(engage);
  }, [several, engage]);

  const stepWithArrowKeys = (event: KeyboardEvent<HTMLElement>) => {
    const direction = KEY_DIRECTIONS[event.key];
    if (!direction || !several || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // The thumbnail strip scrolls sideways; the keys browse the photos instead.
    event.preventDefault();
    step(direction);
  };

  return (
    <>
      <section
        aria-label={labels.gallery}
        aria-roledescription="carusel"
        className="mt-6 lg:flex lg:min-h-0 lg:flex-col"
        onKeyDown={stepWithArrowKeys}
        onPointerEnter={engage}
        onFocus={engage}
      >
        <div
          // On a laptop the photo gives up height (down to 14 rem) so that the counter and thumbnails stay on screen.
          className="relative aspect-[3/2] touch-pan-y touch-pinch-zoom overflow-hidden rounded-3xl bg-sea-100 sm:aspect-[16/9] lg:min-h-56"
          {...(several ? swipe.handlers : {})}
        >
          <SlideStack
            images={images}
            sizes={sizes}
            index={index}
            rendered={rendered}
            firstLoading="eager"
            firstHighPriority
          />
          <button
            type="button"
            aria-label={labels.open}
            onClick={openViewer}
            className="absolute inset-0 size-full cursor-zoom-in"
          />
          {several && (
            <>
              <ArrowButton
                direction="previous"
                label={labels.previous}
                onClick={() => step('previous')}
                className="size-11"
                iconSize={22}
              />
              <ArrowButton
                direction="next"
                label={labels.next}
                onClick={() => step('next')}
                className="size-11"
                iconSize={22}
              />
            </>
          )}
          <p
            aria-live="polite"
            aria-atomic="true"
            className="absolute right-3 bottom-3 rounded-full bg-sea-950/70 px-3 py-1 text-sm font-semibold text-white tabular-nums"
          >
            {labels.counter[index]}
          </p>
        </div>

        {/* The padding leaves room for the current thumbnail's ring, which the scrolling strip would otherwise clip. */}
        <ul className="-mx-1 mt-2 flex shrink-0 gap-2 overflow-x-auto p-1">
          {images.map((image, position) => (
            <li key={position} className="shrink-0">
              <button
                type="button"
                aria-label={labels.thumbnails[position]}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
                className="block cursor-pointer overflow-hidden rounded-xl opacity-70 ring-sea-600 ring-offset-2 transition hover:opacity-100 aria-[current]:opacity-100 aria-[current]:ring-2"
              >
                <img
                  src={image.thumbnail}
                  alt=""
                  width={160}
                  height={107}
                  loading="lazy"
                  // After the large photo, the page's largest element: on a slow connection it gets the bandwidth first.
                  fetchPriority="low"
                  decoding="async"
                  className="h-16 w-24 object-cover sm:h-20 sm:w-30 lg:h-16 lg:w-24"
                />
              </button>
            </li>
          ))}
        </ul>
      </section>
      {viewing &&
        (viewer?.opening === viewing.opening ? (
          <viewer.View
            key={viewing.opening}
            images={images}
            start={viewing.start}
            labels={labels}
            onClose={(shown) => closeViewer(viewing.opening, shown)}
          />
        ) : (
          // Its frame, until it is drawn: the press is answered in the next frame.
          <div data-photo-viewer className="fixed inset-0 z-[80] bg-sea-950" />
        ))}
    </>
  );
}
