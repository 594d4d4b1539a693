// A count kept in a Blobs entry, changed only by a write conditional on the version read: two writers at once never
// both pass a limit, whatever the number of function instances. (Counting entries by listing them is not atomic: a
// burst passes the limit several times over.)
import { isRecord } from '../lib/json';

/** The part of a Blobs store a count uses (`getStore(…)` is one). */
export interface CounterStore {
  getWithMetadata(key: string, options: { type: 'json' }): Promise<{ data: unknown; etag?: string } | null>;
  setJSON(
    key: string,
    value: unknown,
    options: { onlyIfMatch: string } | { onlyIfNew: boolean },
  ): Promise<{ modified: boolean; etag?: string | undefined }>;
}

/**
 * Each count's version and value as this instance last wrote or read them: a write conditional on it needs no read
 * first, and when another instance wrote since, the write is refused and the count read again, so it is only a guess.
 */
const lastSeen = new Map<string, { etag: string; count: number }>();

/** How many times a change is tried again when another writer changed the entry first. */
const ATTEMPTS = 50;

/** The count an entry holds: 0 for none, or for a value this code did not write. */
const countOf = (value: unknown) => (isRecord(value) && typeof value['count'] === 'number' ? value['count'] : 0);

/** Keeps what a write left, for the next one (a few thousand counts at most: older ones are forgotten). */
function remember(key: string, etag: string | undefined, count: number): void {
  if (!etag) return;
  if (lastSeen.size > 5_000) lastSeen.clear();
  lastSeen.set(key, { etag, count });
}

/** The count at `key` now. */
export async function readCount(store: CounterStore, key: string): Promise<number> {
  return countOf((await store.getWithMetadata(key, { type: 'json' }))?.data);
}

/**
 * Adds `step` (1, or -1 to give one back) to the count at `key`, unless it would pass `limit`: whether it did. Throws
 * when the store fails, or when other writers kept changing the entry through every attempt. `likelyNew` tries the
 * write of a new count first, one call instead of two when it is.
 */
export async function addWithin(
  store: CounterStore,
  key: string,
  step: number,
  limit = Infinity,
  { likelyNew = false } = {},
): Promise<boolean> {
  // A count most often met for the first time (a visitor's of the day) is first written as new, without a read.
  if (likelyNew && step > 0 && step <= limit && !lastSeen.has(key)) {
    const written = await store.setJSON(key, { count: step }, { onlyIfNew: true });
    if (written.modified) {
      remember(key, written.etag, step);
      return true;
    }
  }
  const seen = lastSeen.get(key);
  if (seen && seen.count + step <= limit && seen.count + step >= 0) {
    const count = seen.count + step;
    const written = await store.setJSON(key, { count }, { onlyIfMatch: seen.etag });
    if (written.modified) {
      remember(key, written.etag, count);
      return true;
    }
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await store.getWithMetadata(key, { type: 'json' });
    const count = countOf(current?.data) + step;
    if (count > limit) return false;
    const value = { count: Math.max(0, count) };
    const written = current?.etag
      ? await store.setJSON(key, value, { onlyIfMatch: current.etag })
      : await store.setJSON(key, value, { onlyIfNew: true });
    if (written.modified) {
      remember(key, written.etag, value.count);
      return true;
    }
    // Another writer came first: a short wait of a random length, so that the same writers do not meet again.
    await new Promise((done) => setTimeout(done, Math.random() * 5 * (attempt + 1)));
  }
  throw new Error(`the count ${key} kept changing while being written`);
}

/** The part of a count's limit entry `shard` of `shards` holds: the limit shared out, the first entries the rest. */
const shardLimit = (limit: number, shard: number, shards: number) =>
  Math.floor(limit / shards) + (shard < limit % shards ? 1 : 0);

/**
 * Takes one from a count spread over `shards` entries under `prefix` ('{prefix}/{shard}'), each holding its part of
 * `limit`: in one chosen at random, or the next with room. The way to give it back, or null when every part is full.
 * Spread, a burst of writers seldom meets on one entry; the parts together never pass the limit.
 */
export async function takeSpread(
  store: CounterStore,
  prefix: string,
  limit: number,
  shards: number,
  pick: (shards: number) => number = (count) => Math.floor(Math.random() * count),
): Promise<(() => Promise<void>) | null> {
  const first = pick(shards);
  for (let step = 0; step < shards; step++) {
    const shard = (first + step) % shards;
    const key = `${prefix}/${shard}`;
    const room = shardLimit(limit, shard, shards);
    if (room > 0 && (await addWithin(store, key, 1, room)))
      return async () => {
        await addWithin(store, key, -1);
      };
  }
  return null;
}

/** A spread count's total. */
export async function spreadCount(store: CounterStore, prefix: string, shards: number): Promise<number> {
  const counts = await Promise.all(
    Array.from({ length: shards }, (_, shard) => readCount(store, `${prefix}/${shard}`)),
  );
  return counts.reduce((sum, value) => sum + value, 0);
}
