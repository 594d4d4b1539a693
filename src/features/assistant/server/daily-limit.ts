// The daily limits of model calls, the whole site's and each visitor's, shared by every function instance through
// Netlify Blobs.
//
// A Blobs store has no atomic increment, and a read-modify-write of one counter loses updates when two instances write
// at once (the local Blobs server does not even make its conditional writes atomic). So every call takes a ticket: a
// new blob under the day's prefix (and the visitor's, for theirs), with a unique key, which no other writer can
// overwrite. The caller then counts the prefix's tickets; at most `limit` of them (its own included) means the call may
// go ahead, more means the day is spent and the caller removes its ticket again. This never lets more than `limit`
// calls through: of any calls that went ahead, the one that counted last saw all of their tickets (each was written
// before it counted), so their number is at most what it counted, which was at most `limit`. Calls that race for the
// last places may all be refused, so a burst can leave a place or two unused; the next request takes them.
import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import type { IsoDay } from '../../../lib/dates';
import type { ModelConfig } from './config';
import { visitorKey } from '../../../server/visitor-key';

/** The store of the site's tickets, one prefix per Romanian day ('2026-11-24/…'). */
export const MODEL_CALLS_STORE = 'assistant-model-calls';
/**
 * The store of each visitor's tickets, one prefix per Romanian day and visitor ('2026-11-24/<visitor key>/…'): a store
 * of its own, so that the site's count of a day lists the site's tickets alone.
 */
export const VISITOR_CALLS_STORE = 'assistant-visitor-calls';

/** The part of a Blobs store the limit uses. */
export interface TicketStore {
  set(key: string, value: string): Promise<unknown>;
  delete(key: string): Promise<void>;
  list(options: { prefix: string }): Promise<{ blobs: { key: string }[] }>;
}

/** A call taken from a budget, given back when it is not made after all. */
export interface Ticket {
  giveBack(): Promise<void>;
}

/** A daily budget of model calls as the model code sees it. */
export interface CallBudget {
  /** Takes a call from today's budget: its ticket, or null when the day's calls are spent; throws if the store fails. */
  take(): Promise<Ticket | null>;
  /** Whether today's calls are spent (for the chat's badge). */
  spent(): Promise<boolean>;
}

/** A Blobs store read with strong consistency, so every instance counts the same tickets. */
const blobStore = (name: string) => (): TicketStore => getStore({ name, consistency: 'strong' });

/**
 * The budget of `limit` model calls a day: the whole site's, or with `holder` one visitor's, whose tickets go under
 * the day's prefix and `holder(day)`. `today` gives the Romanian day, so the budget renews at midnight in Romania;
 * `store` defaults to the site's Blobs store.
 */
export function dailyCallBudget(
  limit: number,
  today: () => IsoDay,
  store: () => TicketStore = blobStore(MODEL_CALLS_STORE),
  holder?: (day: IsoDay) => string,
): CallBudget {
  const prefix = (day: IsoDay) => (holder ? `${day}/${holder(day)}/` : `${day}/`);
  const count = async (tickets: TicketStore, day: IsoDay) => (await tickets.list({ prefix: prefix(day) })).blobs.length;
  return {
    async take() {
      if (limit <= 0) return null;
      const tickets = store();
      const day = today();
      const key = `${prefix(day)}${Date.now().toString(36)}-${randomUUID()}`;
      await tickets.set(key, '');
      const ticket = { giveBack: () => tickets.delete(key) };
      if ((await count(tickets, day)) <= limit) return ticket;
      await ticket.giveBack();
      return null;
    },
    async spent() {
      return limit <= 0 || (await count(store(), today())) >= limit;
    },
  };
}

/** The budgets a model call takes from: the site's, and its visitor's when they are known and limited. */
export interface CallBudgets {
  site: CallBudget;
  visitor?: CallBudget;
}

/** Which limit refused a model call: the visitor's for today, or the site's. */
export type LimitReached = 'visitor_limit' | 'daily_limit';

/**
 * Takes one call from the visitor's budget, then from the site's: undefined when the call may go ahead, else the
 * limit that refused it. The visitor's comes first, so that a visitor past their limit never holds a place of the
 * site's, even for a moment; their place is given back when the site refuses, as no call is made. Throws when a store
 * fails.
 */
export async function takeCall({ site, visitor }: CallBudgets): Promise<LimitReached | undefined> {
  const own = visitor && (await visitor.take());
  if (own === null) return 'visitor_limit';
  if (await site.take()) return undefined;
  await own?.giveBack();
  return 'daily_limit';
}

/**
 * Today's budgets under `config` for the visitor at `address` (the client's IP, as Netlify gives it): without an
 * address, or with no limit per visitor, the site's alone. A visitor's tickets carry a keyed hash of their network,
 * keyed by the model's API key (a secret the site holds whenever there is a model to limit) and the day.
 */
export function callBudgets(config: ModelConfig, address: string | undefined, today: () => IsoDay): CallBudgets {
  const site = dailyCallBudget(config.dailyModelCalls, today);
  if (!address || config.visitorDailyModelCalls <= 0) return { site };
  const holder = (day: IsoDay) => visitorKey(config.apiKey, address, day);
  return {
    site,
    visitor: dailyCallBudget(config.visitorDailyModelCalls, today, blobStore(VISITOR_CALLS_STORE), holder),
  };
}
