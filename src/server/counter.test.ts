// The counts behind the daily limits, against an in-memory store that keeps Netlify Blobs' promise (a conditional
// write is done, or refused, as one step) and counts its calls: a burst an instance asks for at once goes out in a
// few writes, not one per caller, and never passes a limit, even with another instance writing the same entries.
import { describe, expect, it } from 'vitest';
import { addWithin, type CounterStore, readCount, spreadCount, takeSpread } from './counter';

/** Entries shared by the instances of one test, each instance a store of its own over them. */
function entries() {
  const kept = new Map<string, { count: number; version: number }>();
  let versions = 0;
  const calls = { reads: 0, writes: 0 };
  /** One instance's view of the entries: every call waits a few turns of the event loop, as a network call does. */
  const instance = (): CounterStore => {
    const later = async () => {
      for (let turn = Math.floor(Math.random() * 4); turn >= 0; turn--) await new Promise((done) => setImmediate(done));
    };
    return {
      getWithMetadata: async (key) => {
        calls.reads += 1;
        await later();
        const entry = kept.get(key);
        return entry ? { data: { count: entry.count }, etag: `"${entry.version}"` } : null;
      },
      setJSON: async (key, value, options) => {
        calls.writes += 1;
        await later();
        const current = kept.get(key);
        const written =
          'onlyIfNew' in options ? !current : current !== undefined && `"${current.version}"` === options.onlyIfMatch;
        if (!written) return { modified: false };
        versions += 1;
        kept.set(key, { count: (value as { count: number }).count, version: versions });
        return { modified: true, etag: `"${versions}"` };
      },
    };
  };
  return { instance, calls, count: (key: string) => kept.get(key)?.count ?? 0 };
}

let keys = 0;
/** A key no other test has used (the instance's last readings are kept by key). */
const freshKey = (name: string) => `${name}-${++keys}-${Date.now()}`;

describe('a count', () => {
  it('takes what an instance asks for at once in a write or two, and refuses exactly what passes the limit', async () => {
    const { instance, calls, count } = entries();
    const store = instance();
    const key = freshKey('visitor');
    const answers = await Promise.all(Array.from({ length: 100 }, () => addWithin(store, key, 1, 60)));
    expect(answers.filter(Boolean)).toHaveLength(60);
    expect(count(key)).toBe(60);
    expect(await readCount(store, key)).toBe(60);
    // One write for the first, one or two for all those that came while it was on its way (each with its read).
    expect(calls.writes).toBeLessThanOrEqual(4);
    expect(calls.reads).toBeLessThanOrEqual(4);
  });

  it('gives places back, never below nothing, and a count met first as new is written without a read', async () => {
    const { instance, calls, count } = entries();
    const store = instance();
    const key = freshKey('new');
    expect(await addWithin(store, key, 1, 3, { likelyNew: true })).toBe(true);
    expect(calls).toEqual({ reads: 0, writes: 1 });
    await Promise.all([addWithin(store, key, -1), addWithin(store, key, -1)]);
    expect(count(key)).toBe(0);
    expect(await Promise.all([1, 2, 3, 4].map(() => addWithin(store, key, 1, 3)))).toEqual([true, true, true, false]);
  });

  it('never passes its limit with two instances writing it at once, each on what it last saw', async () => {
    const { instance, count } = entries();
    const [one, two] = [instance(), instance()];
    const key = freshKey('shared');
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, index) => addWithin(index % 2 ? one : two, key, 1, 50)),
    );
    expect(answers.filter(Boolean)).toHaveLength(50);
    expect(count(key)).toBe(50);
  });
});

describe('a count spread over entries', () => {
  it('takes a burst of 200 at once in a few writes per entry, all entries at once, within each part', async () => {
    const { instance, calls, count } = entries();
    const store = instance();
    const prefix = freshKey('site');
    // 64 entries of 15 or 16 places: the burst needs 13 or 14 of them.
    const places = await Promise.all(Array.from({ length: 200 }, () => takeSpread(store, prefix, 1000, 64)));
    expect(places.every((place) => place !== null)).toBe(true);
    expect(await spreadCount(store, prefix, 64)).toBe(200);
    for (let shard = 0; shard < 64; shard++) expect(count(`${prefix}/${shard}`)).toBeLessThanOrEqual(16);
    // One at a time, the entries' writes and refused writes came to more than 200; shared out, about two per entry.
    expect(calls.writes).toBeLessThan(60);
  });

  it('spreads the takes of a caller that opens a store for each at random, as before, not all on one entry', async () => {
    const { instance, calls } = entries();
    const prefix = freshKey('per-call');
    // The assistant's daily limit opens the store at each take: those takes cannot go out together, and started
    // from one entry they met there (about 480 writes for 100 takes, against about 210 drawn at random).
    const places = await Promise.all(Array.from({ length: 100 }, () => takeSpread(instance(), prefix, 2000, 16)));
    expect(places.every((place) => place !== null)).toBe(true);
    expect(calls.writes).toBeLessThan(300);
  });

  it('refuses only when every entry is full, and a place given back is taken again', async () => {
    const { instance } = entries();
    const [one, two] = [instance(), instance()];
    const prefix = freshKey('full');
    const places = await Promise.all(
      Array.from({ length: 80 }, (_, index) => takeSpread(index % 2 ? one : two, prefix, 50, 4)),
    );
    expect(places.filter((place) => place !== null)).toHaveLength(50);
    expect(await spreadCount(one, prefix, 4)).toBe(50);
    await places.find((place) => place !== null)!();
    expect(await spreadCount(one, prefix, 4)).toBe(49);
    expect(await takeSpread(two, prefix, 50, 4)).not.toBeNull();
    expect(await takeSpread(one, prefix, 50, 4)).toBeNull();
  });
});
