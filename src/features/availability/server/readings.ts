// Where the refresh keeps each property's feed readings: Netlify Blobs, one entry per property, so a property's
// answer reads one entry and a failed feed rewrites only its own property.
import { getStore } from '@netlify/blobs';
import type { PropertyReadings } from '../rules';
import { isRecord } from '../../../lib/json';

/** The readings, as the refresh and the answers use them; tests pass one of their own. */
export interface ReadingsStore {
  read(id: string): Promise<PropertyReadings | null>;
  write(readings: PropertyReadings): Promise<void>;
  /** When the last complete refresh started (ms since the epoch), or null. */
  lastRefresh(): Promise<number | null>;
  setLastRefresh(at: number): Promise<void>;
}

/** Whether a stored value is a property's readings, as `write` stores them (an entry from older code is not). */
function isPropertyReadings(value: unknown): value is PropertyReadings {
  return (
    isRecord(value) &&
    typeof value['id'] === 'string' &&
    Array.isArray(value['feeds']) &&
    value['feeds'].every((feed) => isRecord(feed) && Array.isArray(feed['nights'])) &&
    (value['fetchedAt'] === null || typeof value['fetchedAt'] === 'string') &&
    (value['error'] === null || typeof value['error'] === 'string')
  );
}

/** The Blobs store's name. */
export const STORE_NAME = 'availability';

/**
 * Readings kept in Netlify Blobs (`getStore` finds the site's store on Netlify and under `npm start`); the store
 * is opened on first use, so an answer that needs no reading never asks for it.
 */
export function blobReadings(): ReadingsStore {
  let opened: ReturnType<typeof getStore> | undefined;
  const store = () => (opened ??= getStore(STORE_NAME));
  return {
    async read(id) {
      const value: unknown = await store().get(`property/${id}`, { type: 'json' });
      return isPropertyReadings(value) ? value : null;
    },
    async write(readings) {
      await store().setJSON(`property/${readings.id}`, readings);
    },
    async lastRefresh() {
      const value: unknown = await store().get('refresh', { type: 'json' });
      return isRecord(value) && typeof value['startedAt'] === 'number' ? value['startedAt'] : null;
    },
    async setLastRefresh(at) {
      await store().setJSON('refresh', { startedAt: at });
    },
  };
}
