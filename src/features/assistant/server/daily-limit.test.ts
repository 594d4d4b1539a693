// The daily limits' counts against a store whose operations interleave as badly as instances running at once can
// make them: never more calls than the limit, and no place lost for good; the site's limit and each visitor's, taken
// together. The store keeps Netlify Blobs' promise: a conditional write is done, or refused, as one step. (ai-chat.test.ts
// runs them on a real local Blobs server with concurrent requests.)
import { describe, expect, it } from 'vitest';
import type { CounterStore } from '../../../server/counter';
import { dailyCallBudget, takeCall } from './daily-limit';

/** An in-memory store whose every operation waits `delay()` turns of the event loop first. */
function slowStore(delay: () => number): { store: CounterStore; keys: Map<string, number>; total: () => number } {
  const entries = new Map<string, { count: number; version: number }>();
  const keys = new Map<string, number>();
  let versions = 0;
  const later = async () => {
    for (let turn = delay(); turn > 0; turn--) await Promise.resolve();
  };
  return {
    keys,
    total: () => [...keys.values()].reduce((sum, count) => sum + count, 0),
    store: {
      getWithMetadata: async (key) => {
        await later();
        const entry = entries.get(key);
        return entry ? { data: { count: entry.count }, etag: String(entry.version) } : null;
      },
      setJSON: async (key, value, options) => {
        await later();
        const current = entries.get(key);
        const written =
          'onlyIfNew' in options ? !current : current !== undefined && String(current.version) === options.onlyIfMatch;
        if (!written) return { modified: false };
        const count = (value as { count: number }).count;
        entries.set(key, { count, version: ++versions });
        keys.set(key, count);
        return { modified: true };
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
    for (let call = 0; call < 5; call++) taken.push((await budget.take()) !== null);
    expect(taken).toEqual([true, true, true, false, false]);
    expect(await budget.spent()).toBe(true);
    day = '2026-11-25';
    expect(await budget.spent()).toBe(false);
    expect(await budget.take()).not.toBeNull();
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
    expect(await budget.take()).toBeNull();
    expect(keys.size).toBe(0);
  });

  it('counts each holder apart, under the day, and gives a place back', async () => {
    const { store, keys } = slowStore(() => 0);
    const budgetOf = (holder: string) =>
      dailyCallBudget(
        2,
        () => '2026-11-24',
        () => store,
        (day) => `${holder}-${day}`,
      );
    const [first, second] = [budgetOf('a'), budgetOf('b')];
    const ticket = await first.take();
    expect(await first.take()).not.toBeNull();
    expect(await first.take()).toBeNull();
    expect(await first.spent()).toBe(true);
    expect(await second.spent()).toBe(false);
    expect(await second.take()).not.toBeNull();
    expect([...keys.keys()].sort()).toEqual(['2026-11-24/a-2026-11-24', '2026-11-24/b-2026-11-24']);
    await ticket?.giveBack();
    expect(await first.spent()).toBe(false);
  });
});

describe('a model call, taken from the visitor’s limit and the site’s', () => {
  /** The site's budget and `visitors` visitors' budgets, over two stores that interleave as `delay` says. */
  function budgets(siteLimit: number, visitorLimit: number, visitors: number, delay: () => number) {
    const site = slowStore(delay);
    const own = slowStore(delay);
    const today = () => '2026-11-24';
    return {
      site: dailyCallBudget(siteLimit, today, () => site.store),
      visitors: Array.from({ length: visitors }, (_, index) =>
        dailyCallBudget(
          visitorLimit,
          today,
          () => own.store,
          () => `v${index}`,
        ),
      ),
      siteTickets: site.total,
      visitorTickets: (index: number) => own.keys.get(`2026-11-24/v${index}`) ?? 0,
    };
  }

  it('a visitor past their limit takes no place of the site’s', async () => {
    const { site, visitors, siteTickets } = budgets(5, 1, 1, () => 0);
    expect(await takeCall({ site, visitor: visitors[0]! })).toBeUndefined();
    expect(await takeCall({ site, visitor: visitors[0]! })).toBe('visitor_limit');
    expect(siteTickets()).toBe(1);
  });

  it('a visitor’s place is given back when the site refuses, as no call is made', async () => {
    const { site, visitors, visitorTickets } = budgets(1, 3, 2, () => 0);
    expect(await takeCall({ site, visitor: visitors[0]! })).toBeUndefined();
    expect(await takeCall({ site, visitor: visitors[1]! })).toBe('daily_limit');
    expect(visitorTickets(1)).toBe(0);
    expect(await takeCall({ site })).toBe('daily_limit');
  });

  it('never lets more through than either limit, however concurrent calls of several visitors interleave', async () => {
    for (let seed = 1; seed <= 100; seed++) {
      const next = random(seed);
      const { site, visitors, siteTickets, visitorTickets } = budgets(5, 2, 3, () => Math.floor(next() * 6));
      const calls = visitors.flatMap((visitor, index) =>
        Array.from({ length: 4 }, async () => ({ index, refused: await takeCall({ site, visitor }) })),
      );
      const made = (await Promise.all(calls)).filter(({ refused }) => !refused);
      expect(made.length, `seed ${seed}`).toBeLessThanOrEqual(5);
      expect(siteTickets(), `seed ${seed}`).toBe(made.length);
      for (const index of [0, 1, 2]) {
        const own = made.filter((call) => call.index === index).length;
        expect(own, `seed ${seed}`).toBeLessThanOrEqual(2);
        // A ticket stands for each call made, and for no other.
        expect(visitorTickets(index), `seed ${seed}`).toBe(own);
      }
    }
  });
});
