// A read shared by the callers that ask at once: each gets a value read after it asked (never an older one), and a
// burst of callers costs two reads, not one each.
import { describe, expect, it } from 'vitest';
import { sharedRead } from './fresh-read';

/** A value that changes, read in a few turns of the event loop; how many reads began, and how many at once. */
function changingValue() {
  let value = 0;
  let reads = 0;
  let inFlight = 0;
  let mostAtOnce = 0;
  const read = async () => {
    reads += 1;
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    const seen = value;
    for (let turn = 0; turn < 3; turn++) await new Promise((done) => setImmediate(done));
    inFlight -= 1;
    return seen;
  };
  return {
    read,
    change: () => ++value,
    counts: () => ({ reads, mostAtOnce }),
  };
}

describe('a shared read', () => {
  it('gives a hundred callers at once two reads, never two at a time', async () => {
    const source = changingValue();
    const shared = sharedRead(source.read);
    const values = await Promise.all(Array.from({ length: 100 }, () => shared()));
    expect(values.every((value) => value === 0)).toBe(true);
    expect(source.counts()).toEqual({ reads: 2, mostAtOnce: 1 });
  });

  it('never gives a caller a value read before it asked', async () => {
    const source = changingValue();
    const shared = sharedRead(source.read);
    const before = shared();
    // Changed after the first read began: a caller from now on must see the change.
    source.change();
    const after = shared();
    expect(await before).toBe(0);
    expect(await after).toBe(1);
  });

  it('passes a failed read on to its callers, and the next caller reads again', async () => {
    let fail = true;
    const shared = sharedRead(async () => {
      await new Promise((done) => setImmediate(done));
      if (fail) throw new Error('the store did not answer');
      return 'read';
    });
    await expect(Promise.all([shared(), shared()])).rejects.toThrow('the store did not answer');
    fail = false;
    await expect(shared()).resolves.toBe('read');
  });
});
