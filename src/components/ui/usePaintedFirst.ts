import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../browser/idle';

/**
 * False from the render where `key` changes (a dialog opened again, for another property) until the next frame has
 * been painted, true after: the press that opened the dialog paints its outline at once, and the render of its
 * content follows in a task of its own instead of holding that frame back.
 */
export function usePaintedFirst(key: unknown): boolean {
  const [painted, setPainted] = useState(key);
  useEffect(() => {
    if (Object.is(painted, key)) return;
    let current = true;
    afterNextPaint(() => {
      if (current) setPainted(key);
    });
    return () => {
      current = false;
    };
  }, [key, painted]);
  return Object.is(painted, key);
}
