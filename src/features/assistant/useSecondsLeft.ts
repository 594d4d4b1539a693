import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (epoch milliseconds), rounded up; 0 once it has passed, or when null. */
function secondsLeft(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** The seconds left until `until`, counted down as they pass; 0 once it has passed, or when null. */
export function useSecondsLeft(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(until, Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      const left = secondsLeft(until, now);
      setSeconds(left);
      // Woken when the count next changes, not on a fixed beat that would drift from it.
      if (until !== null && left > 0) timer = setTimeout(tick, (until - now) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [until]);
  return seconds;
}
