// The daily limits of model calls, the whole site's and each visitor's, shared by every function instance through
// Netlify Blobs.
//
// A Blobs store has no atomic increment, so each count is changed only by a write conditional on the version read
// (src/server/counter.ts): two instances that read the same count, one of them writes and the other reads again. A
// count made by listing one entry per call is not atomic (a list can miss entries written meanwhile, and a burst of
// 100 first chats once passed a limit of 20 three times over). The site's count is spread over a few entries, each
// holding its part of the limit, so that a burst of chats seldom waits on one; a visitor's is one entry of the day.
import { getStore } from '@netlify/blobs';
import type { IsoDay } from '../../../lib/dates';
import { addWithin, type CounterStore, readCount, spreadCount, takeSpread } from '../../../server/counter';
import type { ModelConfig } from './config';
import { visitorKey } from '../../../server/visitor-key';

/** The store of the site's counts, one set of entries per Romanian day ('2026-11-24/…'). */
export const MODEL_CALLS_STORE = 'assistant-model-calls';
/** The store of each visitor's counts, one entry per Romanian day and visitor ('2026-11-24/<visitor key>'). */
export const VISITOR_CALLS_STORE = 'assistant-visitor-calls';

/** The entries the site's count of a day is spread over. */
export const SITE_SHARDS = 16;

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

/** A Blobs store read with strong consistency, so every instance counts the same calls. */
const blobStore = (name: string) => (): CounterStore => getStore({ name, consistency: 'strong' });

/**
 * The budget of `limit` model calls a day: the whole site's (spread over SITE_SHARDS entries of the day), or with
 * `holder` one visitor's, counted under the day and `holder(day)`. `today` gives the Romanian day, so the budget renews
 * at midnight in Romania; `store` defaults to the site's Blobs store.
 */
export function dailyCallBudget(
  limit: number,
  today: () => IsoDay,
  store: () => CounterStore = blobStore(MODEL_CALLS_STORE),
  holder?: (day: IsoDay) => string,
): CallBudget {
  if (!holder)
    return {
      async take() {
        if (limit <= 0) return null;
        const giveBack = await takeSpread(store(), today(), limit, SITE_SHARDS);
        return giveBack ? { giveBack } : null;
      },
      async spent() {
        return limit <= 0 || (await spreadCount(store(), today(), SITE_SHARDS)) >= limit;
      },
    };
  const key = () => {
    const day = today();
    return `${day}/${holder(day)}`;
  };
  return {
    async take() {
      if (limit <= 0) return null;
      const counts = store();
      const entry = key();
      if (!(await addWithin(counts, entry, 1, limit, { likelyNew: true }))) return null;
      return {
        giveBack: async () => {
          await addWithin(counts, entry, -1);
        },
      };
    },
    async spent() {
      return limit <= 0 || (await readCount(store(), key())) >= limit;
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
