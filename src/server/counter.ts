// A count kept in a Blobs entry, changed only by a write conditional on the version read: two writers at once never
// both pass a limit, whatever the number of function instances. (Counting entries by listing them is not atomic: a
// burst passes the limit several times over.) The changes an instance asks for at once of one count go out together:
// one write adds them all, so a burst of two hundred requests writes a count a few times, not two hundred.
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

/** One caller's change of a count, waiting to go out with the others asked for at the same time. */
interface Change {
  step: number;
  limit: number;
  likelyNew: boolean;
  settle: (done: boolean) => void;
  fail: (error: unknown) => void;
}

/**
 * The changes of `count` in their order: which are taken and the count they leave. A step up is taken while it keeps
 * the count within its limit; a step down always is, the count never going below 0.
 */
function apply(count: number, changes: readonly Change[]): { taken: boolean[]; count: number } {
  const taken = changes.map((change) => {
    if (change.step > 0 && count + change.step > change.limit) return false;
    count = Math.max(0, count + change.step);
    return true;
  });
  return { taken, count };
}

/**
 * Writes `changes` of the count at `key` in one conditional write, reading the count first when this instance has
 * no version of it to write on: which of them were taken. A change is refused only on a count read just now.
 */
async function writeTogether(store: CounterStore, key: string, changes: readonly Change[]): Promise<boolean[]> {
  // A count most often met for the first time (a visitor's of the day) is first written as new, without a read.
  if (changes.some((change) => change.likelyNew) && !lastSeen.has(key)) {
    const fresh = apply(0, changes);
    if (fresh.taken.every(Boolean) && fresh.count > 0) {
      const written = await store.setJSON(key, { count: fresh.count }, { onlyIfNew: true });
      if (written.modified) {
        remember(key, written.etag, fresh.count);
        return fresh.taken;
      }
    }
  }
  const seen = lastSeen.get(key);
  if (seen) {
    const guess = apply(seen.count, changes);
    if (guess.taken.every(Boolean)) {
      const written = await store.setJSON(key, { count: guess.count }, { onlyIfMatch: seen.etag });
      if (written.modified) {
        remember(key, written.etag, guess.count);
        return guess.taken;
      }
    }
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await store.getWithMetadata(key, { type: 'json' });
    const counted = countOf(current?.data);
    const next = apply(counted, changes);
    if (current?.etag) remember(key, current.etag, counted);
    if (!next.taken.some(Boolean)) return next.taken;
    const value = { count: next.count };
    const written = current?.etag
      ? await store.setJSON(key, value, { onlyIfMatch: current.etag })
      : await store.setJSON(key, value, { onlyIfNew: true });
    if (written.modified) {
      remember(key, written.etag, next.count);
      return next.taken;
    }
    // Another writer came first: a short wait of a random length, so that the same writers do not meet again.
    await new Promise((done) => setTimeout(done, Math.random() * 5 * (attempt + 1)));
  }
  throw new Error(`the count ${key} kept changing while being written`);
}

/** The changes waiting for each count of each store, while a write of that count is on its way. */
const waiting = new WeakMap<CounterStore, Map<string, Change[]>>();

/** Writes the changes of one count as they come: the first at once, those asked for meanwhile together after it. */
async function writeInTurn(store: CounterStore, key: string, queue: Map<string, Change[]>): Promise<void> {
  for (let changes = queue.get(key); changes?.length; changes = queue.get(key)) {
    queue.set(key, []);
    try {
      const taken = await writeTogether(store, key, changes);
      for (const [index, change] of changes.entries()) change.settle(taken[index] ?? false);
    } catch (error) {
      for (const change of changes) change.fail(error);
    }
  }
  queue.delete(key);
}

/**
 * Adds `step` (1, or -1 to give one back) to the count at `key`, unless it would pass `limit`: whether it did. Throws
 * when the store fails, or when other writers kept changing the entry through every attempt. `likelyNew` tries the
 * write of a new count first, one call instead of two when it is. Changes this instance asks for while a write of the
 * same count is on its way go out together in the next write.
 */
export function addWithin(
  store: CounterStore,
  key: string,
  step: number,
  limit = Infinity,
  { likelyNew = false } = {},
): Promise<boolean> {
  const queue = waiting.get(store) ?? new Map<string, Change[]>();
  waiting.set(store, queue);
  const writing = queue.has(key);
  const asked = new Promise<boolean>((settle, fail) => {
    const changes = queue.get(key) ?? [];
    changes.push({ step, limit, likelyNew: likelyNew && step > 0, settle, fail });
    queue.set(key, changes);
  });
  if (!writing) void writeInTurn(store, key, queue);
  return asked;
}

/** The part of a count's limit entry `shard` of `shards` holds: the limit shared out, the first entries the rest. */
const shardLimit = (limit: number, shard: number, shards: number) =>
  Math.floor(limit / shards) + (shard < limit % shards ? 1 : 0);

/**
 * Where this instance's takes of each spread count start, and the takes of each entry it has on their way, by store:
 * the takes asked for at once of one store start from the entry it last took from, so that they go out together
 * (addWithin), while other instances, each on an entry drawn at random, seldom meet it. A caller that opens a new
 * store for each take cannot have its takes go out together, and draws its first entry at random each time.
 */
interface SpreadTakes {
  lastShard: Map<string, number>;
  onTheirWay: Map<string, number>;
}
const spreadTakes = new WeakMap<CounterStore, SpreadTakes>();

function takesOf(store: CounterStore): SpreadTakes {
  const known = spreadTakes.get(store);
  if (known) return known;
  const made = { lastShard: new Map<string, number>(), onTheirWay: new Map<string, number>() };
  spreadTakes.set(store, made);
  return made;
}

/**
 * Takes one from a count spread over `shards` entries under `prefix` ('{prefix}/{shard}'), each holding its part of
 * `limit`: in the entry this instance last took from (the first time, one drawn by `pick`), or the next with room.
 * The way to give it back, or null when every part is full. The parts together never pass the limit.
 *
 * The takes an instance asks for at once share the entries out by the room it knows they have (its last reading of
 * each, less the takes on their way), so that a burst goes out in a write or two per entry, all at once, and not
 * one entry after another. An entry that looks full by that guess is still tried, after all the others: the count
 * is refused only when every entry refused on a count just read.
 */
export async function takeSpread(
  store: CounterStore,
  prefix: string,
  limit: number,
  shards: number,
  pick: (shards: number) => number = (count) => Math.floor(Math.random() * count),
): Promise<(() => Promise<void>) | null> {
  const { lastShard, onTheirWay } = takesOf(store);
  /** Keeps where the next takes start (a thousand counts at most). */
  const startFrom = (shard: number) => {
    if (lastShard.size > 1_000 && !lastShard.has(prefix)) lastShard.clear();
    lastShard.set(prefix, shard);
  };
  const first = lastShard.get(prefix) ?? pick(shards);
  // Kept at once, so that the takes asked for with this one start from the same entry.
  startFrom(first);
  const order = Array.from({ length: shards }, (_, step) => (first + step) % shards);
  const looksFull = (shard: number) => {
    const key = `${prefix}/${shard}`;
    return (lastSeen.get(key)?.count ?? 0) + (onTheirWay.get(key) ?? 0) >= shardLimit(limit, shard, shards);
  };
  const take = async (shard: number) => {
    const key = `${prefix}/${shard}`;
    onTheirWay.set(key, (onTheirWay.get(key) ?? 0) + 1);
    try {
      return await addWithin(store, key, 1, shardLimit(limit, shard, shards));
    } finally {
      const left = (onTheirWay.get(key) ?? 1) - 1;
      if (left > 0) onTheirWay.set(key, left);
      else onTheirWay.delete(key);
    }
  };
  const passedOver: number[] = [];
  for (const shard of order) {
    if (shardLimit(limit, shard, shards) <= 0) continue;
    if (looksFull(shard)) passedOver.push(shard);
    else if (await take(shard)) return taken(shard);
  }
  for (const shard of passedOver) if (await take(shard)) return taken(shard);
  return null;

  function taken(shard: number) {
    startFrom(shard);
    const key = `${prefix}/${shard}`;
    return async () => {
      await addWithin(store, key, -1);
    };
  }
}

/** A spread count's total. */
export async function spreadCount(store: CounterStore, prefix: string, shards: number): Promise<number> {
  const counts = await Promise.all(
    Array.from({ length: shards }, (_, shard) => readCount(store, `${prefix}/${shard}`)),
  );
  return counts.reduce((sum, value) => sum + value, 0);
}
