// The property page's photos full screen: a modal dialog the gallery opens at a press on its photo, and fetches then
// (nothing of it, code or photo, loads before). The photo fills as much of the screen as it can without cropping,
// from the largest variant that fits; arrows, the ←/→ keys and swipes browse, Escape and the close button close. It
// adds a step to the browser's history, so that a phone's Back closes it rather than leaving the page; closed any
// other way, it takes that step back, so the history holds no trace of it.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { closeModal, showModal } from '../../dialogs/modal';
import { fallbackSrc } from '../../lib/fallback-src';
import { fittedWidth, withWidth } from '../../lib/photos';
import { stepIndex, type SwipeDirection } from '../../lib/swipe';
import { X } from '../ui/dialog-icons';
import { ArrowButton } from './ArrowButton';
import type { GalleryImage, GalleryLabels } from './gallery';
import { useSwipe } from './useSwipe';

/** The mark of the history step the viewer adds. */
const STEP = 'photoViewer';

const KEY_DIRECTIONS: Readonly<Record<string, SwipeDirection>> = { ArrowLeft: 'previous', ArrowRight: 'next' };

/** Whether the browser's current history entry is the viewer's step. */
const onViewerStep = (): boolean => (history.state as Record<string, unknown> | null)?.[STEP] === true;

/** The screen's size in CSS px. */
const measure = () => ({ width: innerWidth, height: innerHeight });

/** The screen's size in CSS px, kept up to date as a phone turns. */
function useScreen(): { width: number; height: number } {
  const [screen, setScreen] = useState(measure);
  useEffect(() => {
    const resize = () => setScreen(measure());
    addEventListener('resize', resize);
    return () => removeEventListener('resize', resize);
  }, []);
  return screen;
}

interface PhotoViewerProps {
  images: GalleryImage[];
  /** The photo to open at, from 0. */
  start: number;
  labels: GalleryLabels;
  /** Called once the viewer has closed, with the photo it showed last. */
  onClose: (shown: number) => void;
}

/** The gallery's photos full screen, starting at `start`: a modal dialog with arrows, swipes, keys and a counter. */
export default function PhotoViewer({ images, start, labels, onClose }: PhotoViewerProps) {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The closing listener, added once, reads the photo shown last and the latest callback.
  const shown = useRef(index);
  shown.current = index;
  const closing = useRef(onClose);
  closing.current = onClose;
  const screen = useScreen();
  const several = images.length > 1;
  const step = useCallback(
    (direction: SwipeDirection) => setIndex((current) => stepIndex(current, direction, images.length)),
    [images.length],
  );
  const swipe = useSwipe(step);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    showModal(element);
    closeButton.current?.focus();
    // The page behind keeps its place: a wheel or a drag over the photo does not scroll it.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const state: unknown = history.state;
    history.pushState({ ...(typeof state === 'object' ? state : {}), [STEP]: true }, '');
    let byBack = false;
    const back = () => {
      byBack = true;
      closeModal(element);
    };
    const closed = () => {
      removeEventListener('popstate', back);
      root.style.overflow = overflow;
      if (!byBack && onViewerStep()) history.back();
      closing.current(shown.current);
    };
    addEventListener('popstate', back);
    element.addEventListener('close', closed, { once: true });
    return () => {
      removeEventListener('popstate', back);
      element.removeEventListener('close', closed);
      root.style.overflow = overflow;
    };
  }, []);

  const stepWithArrowKeys = (event: KeyboardEvent<HTMLElement>) => {
    const direction = KEY_DIRECTIONS[event.key];
    if (!direction || !several || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    step(direction);
  };

  const image = images[index]!;
  const sizes = `${fittedWidth(screen.width, screen.height, image.width, image.height)}px`;
  const photo = 'absolute inset-0 size-full object-contain';

  return createPortal(
    <dialog
      ref={dialog}
      data-photo-viewer
      aria-modal="true"
      aria-label={labels.viewer}
      onKeyDown={stepWithArrowKeys}
      // A swipe is taken wherever it starts, on the photo, an arrow or the words under it.
      {...(several ? swipe.handlers : {})}
      className="fixed inset-0 z-[80] m-0 size-full max-h-none max-w-none touch-pinch-zoom overflow-hidden border-0 bg-sea-950 p-0 text-white"
    >
      <div className="absolute inset-0">
        {/* The gallery's own variant, most often in the browser's cache already, shows until the larger one is in. */}
        <img
          key={`placeholder-${index}`}
          src={fallbackSrc(image)}
          srcSet={image.srcSet}
          sizes={sizes}
          alt=""
          aria-hidden="true"
          decoding="async"
          className={photo}
        />
        <picture key={index}>
          <source
            type="image/avif"
            srcSet={withWidth(image.avifSrcSet, image.largest.avif, image.largest.width)}
            sizes={sizes}
          />
          <img
            src={fallbackSrc(image)}
            srcSet={withWidth(image.srcSet, image.largest.webp, image.largest.width)}
            sizes={sizes}
            width={image.width}
            height={image.height}
            alt={image.alt}
            decoding="async"
            className={photo}
          />
        </picture>
      </div>
      <button
        ref={closeButton}
        type="button"
        aria-label={labels.close}
        onClick={() => dialog.current && closeModal(dialog.current)}
        className="absolute top-3 right-3 grid size-11 cursor-pointer place-items-center rounded-full bg-white/90 text-sea-950 shadow-card transition hover:bg-white"
      >
        <X size={22} />
      </button>
      <p
        aria-live="polite"
        aria-atomic="true"
        className="absolute top-5 left-4 rounded-full bg-sea-950/70 px-3 py-1 text-sm font-semibold tabular-nums"
      >
        {labels.counter[index]}
      </p>
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
      {/* The alt text, written out for everyone; screen readers have it from the photo already. */}
      <p
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-sea-950/90 to-transparent px-4 pt-10 pb-5 text-center text-sm sm:text-base"
      >
        {image.alt}
      </p>
    </dialog>,
    document.body,
  );
}
