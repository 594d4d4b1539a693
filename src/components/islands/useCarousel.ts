import { useCallback, useEffect, useMemo, useState } from 'react';
import { neighbourIndexes, stepIndex, wrapIndex, type SwipeDirection } from '../../lib/swipe';

/** One carousel's state and the verbs that change it. */
export interface Carousel {
  /** The photo on show, from 0. */
  index: number;
  /** The photos to have in the page: every one shown so far, plus its neighbours once the visitor engaged. */
  rendered: ReadonlySet<number>;
  /** Shows the next or the previous photo, wrapping at both ends. */
  step: (direction: SwipeDirection) => void;
  /** Shows the photo at `index`. */
  show: (index: number) => void;
  /** Marks that the visitor is about to browse (hover, focus, touch), so the neighbours start loading. */
  engage: () => void;
}

/**
 * State of a carousel over `length` photos. It starts at the first photo; a later photo joins the page
 * only when it is shown or, once the visitor hovers, focuses or touches the carousel, when it is next to the
 * one on show. A photo stays in the page once there, so coming back to it never flashes.
 */
export function useCarousel(length: number): Carousel {
  const [index, setIndex] = useState(0);
  const [engaged, setEngaged] = useState(false);
  const [kept, setKept] = useState<readonly number[]>([0]);

  const wanted = useMemo(
    () => (engaged ? [index, ...neighbourIndexes(index, length)] : [index]),
    [index, engaged, length],
  );
  useEffect(() => {
    setKept((previous) => {
      const missing = wanted.filter((candidate) => !previous.includes(candidate));
      return missing.length > 0 ? [...previous, ...missing] : previous;
    });
  }, [wanted]);
  const rendered = useMemo(() => new Set([...kept, ...wanted]), [kept, wanted]);

  const step = useCallback(
    (direction: SwipeDirection) => setIndex((current) => stepIndex(current, direction, length)),
    [length],
  );
  const show = useCallback((target: number) => setIndex(wrapIndex(target, length)), [length]);
  const engage = useCallback(() => setEngaged(true), []);

  return { index, rendered, step, show, engage };
}
