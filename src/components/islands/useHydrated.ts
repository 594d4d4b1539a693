import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydrating render, true after: lets an island render what the
 * server rendered first, then what the browser knows (sessionStorage), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
