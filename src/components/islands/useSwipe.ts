import { useCallback, useMemo, useRef, type PointerEvent, type TouchEvent } from 'react';
import { isDrag, swipeDirection, type SwipeDirection } from '../../lib/swipe';

/** The event handlers to spread on the element that takes the swipes. */
export interface SwipeHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchMove: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
  onTouchCancel: () => void;
  onPointerDown: (event: PointerEvent) => void;
}

/** Touch swipes over an element, and whether the last touch was a drag. */
export interface Swipe {
  handlers: SwipeHandlers;
  /** True once after a touch that moved over the drag threshold: the click that may follow it is not a tap. */
  consumeDrag: () => boolean;
}

interface Point {
  x: number;
  y: number;
}

/** Turns horizontal touch swipes into `onSwipe('next' | 'previous')` and remembers drags, so a drag that ends on a link does not follow it. */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void): Swipe {
  const start = useRef<Point | null>(null);
  const dragged = useRef(false);

  const consumeDrag = useCallback(() => {
    const wasDrag = dragged.current;
    dragged.current = false;
    return wasDrag;
  }, []);

  const handlers = useMemo<SwipeHandlers>(() => {
    const moved = (event: TouchEvent): Point | null => {
      const touch = event.changedTouches[0];
      if (!start.current || !touch) return null;
      return { x: touch.clientX - start.current.x, y: touch.clientY - start.current.y };
    };
    return {
      onTouchStart: (event) => {
        const touch = event.touches[0];
        // A second finger means a pinch, never a tap or a swipe.
        dragged.current = event.touches.length > 1;
        start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchMove: (event) => {
        const delta = moved(event);
        if (delta && isDrag(delta.x, delta.y)) dragged.current = true;
      },
      onTouchEnd: (event) => {
        const delta = moved(event);
        start.current = null;
        if (!delta) return;
        if (isDrag(delta.x, delta.y)) dragged.current = true;
        const direction = swipeDirection(delta.x, delta.y);
        if (direction) onSwipe(direction);
      },
      onTouchCancel: () => {
        start.current = null;
      },
      // A mouse click on a device that also has touch must not be taken for the end of an earlier drag.
      onPointerDown: (event) => {
        if (event.pointerType === 'mouse') dragged.current = false;
      },
    };
  }, [onSwipe]);

  return { handlers, consumeDrag };
}
