// The site-wide daily limit of model calls, shared by every function instance through Netlify Blobs.
//
// A Blobs store has no atomic increment, and a read-modify-write of one counter loses updates when two instances write
// at once (the local Blobs server does not even make its conditional writes atomic). So every call takes a ticket: a
// new blob under the day's prefix, with a unique key, which no other writer can overwrite. The caller then counts the
// day's tickets; at most `limit` of them (its own included) means the call may go ahead, more means the day is spent
// and the caller removes its ticket again. This never lets more than `limit` calls through: of any calls that went
// ahead, the one that counted last saw all of their tickets (each was written before it counted), so their number is
// at most what it counted, which was at most `limit`. Calls that race for the last places may all be refused, so a
// burst can leave a place or two unused; the next request takes them.
import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import type { IsoDay } from '../../../src/lib/dates';

/** The store the tickets live in, one prefix per Romanian day ('2026-11-24/…'). */
export const MODEL_CALLS_STORE = 'assistant-model-calls';

/** The part of a Blobs store the limit uses. */
export interface TicketStore {
  set(key: string, value: string): Promise<unknown>;
  delete(key: string): Promise<void>;
  list(options: { prefix: string }): Promise<{ blobs: { key: string }[] }>;
}

/** The daily budget of model calls as the model code sees it. */
export interface CallBudget {
  /** Takes one call from today's budget: false when the day's calls are spent. Throws when the store fails. */
  take(): Promise<boolean>;
  /** Whether today's calls are spent (for the chat's badge). */
  spent(): Promise<boolean>;
}

/** Today's tickets. */
async function count(store: TicketStore, day: IsoDay): Promise<number> {
  return (await store.list({ prefix: `${day}/` })).blobs.length;
}

/**
 * The budget of `limit` model calls a day. `today` gives the Romanian day, so the budget renews at midnight in
 * Romania; `store` defaults to the site's Blobs store, read with strong consistency so every instance counts the
 * same tickets.
 */
export function dailyCallBudget(
  limit: number,
  today: () => IsoDay,
  store: () => TicketStore = () => getStore({ name: MODEL_CALLS_STORE, consistency: 'strong' }),
): CallBudget {
  return {
    async take() {
      if (limit <= 0) return false;
      const tickets = store();
      const day = today();
      const key = `${day}/${Date.now().toString(36)}-${randomUUID()}`;
      await tickets.set(key, '');
      if ((await count(tickets, day)) <= limit) return true;
      await tickets.delete(key);
      return false;
    },
    async spent() {
      return limit <= 0 || (await count(store(), today())) >= limit;
    },
  };
}
