// The daily limit's ticket rule against a store whose operations interleave as badly as instances running at once can
// make them: never more calls than the limit, and no place lost for good. (ai-chat.test.ts runs it on a real local
// Blobs server with concurrent requests.)
import { describe, expect, it } from 'vitest';
import { dailyCallBudget, type TicketStore } from '../../netlify/functions/_assistant/daily-limit';

/** An in-memory store whose every operation waits `delay()` turns of the event loop first. */
function slowStore(delay: () => number): { store: TicketStore; keys: Set<string> } {
  const keys = new Set<string>();
  const later = async () => {
    for (let turn = delay(); turn > 0; turn--) await Promise.resolve();
  };
  return {
    keys,
    store: {
      set: async (key) => {
        await later();
        keys.add(key);
      },
      delete: async (key) => {
        await later();
        keys.delete(key);
      },
      list: async ({ prefix }) => {
        await later();
        return { blobs: [...keys].filter((key) => key.startsWith(prefix)).map((key) => ({ key })) };
      },
    },
  };
}

/** A small deterministic generator, so a failing interleaving can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('the daily limit of model calls', () => {
  it('lets exactly the limit through one by one, then refuses, and starts again the next day', async () => {
    let day = '2026-11-24';
    const { store } = slowStore(() => 0);
    const budget = dailyCallBudget(
      3,
      () => day,
      () => store,
    );
    const taken = [];
    for (let call = 0; call < 5; call++) taken.push(await budget.take());
    expect(taken).toEqual([true, true, true, false, false]);
    expect(await budget.spent()).toBe(true);
    day = '2026-11-25';
    expect(await budget.spent()).toBe(false);
    expect(await budget.take()).toBe(true);
  });

  it('never lets more than the limit through, however the concurrent calls interleave', async () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const { store } = slowStore(() => Math.floor(next() * 6));
      const budget = dailyCallBudget(
        3,
        () => '2026-11-24',
        () => store,
      );
      const granted = (await Promise.all(Array.from({ length: 8 }, () => budget.take()))).filter(Boolean).length;
      expect(granted, `seed ${seed}`).toBeLessThanOrEqual(3);
      // What a burst left unused is taken by the calls that follow: the day still gives exactly its limit.
      let more = 0;
      while (await budget.take()) more += 1;
      expect(granted + more, `seed ${seed}`).toBe(3);
    }
  });

  it('takes nothing when the limit is 0', async () => {
    const { store, keys } = slowStore(() => 0);
    const budget = dailyCallBudget(
      0,
      () => '2026-11-24',
      () => store,
    );
    expect(await budget.take()).toBe(false);
    expect(keys.size).toBe(0);
  });
});
