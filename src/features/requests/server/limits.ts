// How many requests the site records in a Romanian day: from each visitor (named by a keyed hash of their network,
// never their address), and from everyone together, so that nobody can fill the store. Both counts change by
// conditional writes only, so no burst passes them; the site's count is spread over a few entries, so that two
// hundred guests at once do not all wait on one.
import { randomInt } from 'node:crypto';
import { addWithin, type CounterStore, takeSpread } from '../../../server/counter';
import { visitorKey } from '../../../server/visitor-key';

/** The daily limits: 0 turns one off. */
export interface RequestLimits {
  /** Requests one visitor may send in a day. */
  visitorDaily: number;
  /** Requests the site records in a day from everyone. */
  siteDaily: number;
}

/** The limits when not set: a family booking two or three stays sends a few; an agency's busiest day a few hundred. */
export const DEFAULT_LIMITS: RequestLimits = { visitorDaily: 10, siteDaily: 1000 };

/** The limits from the settings (REQUESTS_VISITOR_DAILY_LIMIT, REQUESTS_DAILY_LIMIT), the defaults for what is unset. */
export function readLimits(env: (name: string) => string | undefined): RequestLimits {
  const number = (name: string, fallback: number) => {
    const value = Number(env(name)?.trim() || Number.NaN);
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    visitorDaily: number('REQUESTS_VISITOR_DAILY_LIMIT', DEFAULT_LIMITS.visitorDaily),
    siteDaily: number('REQUESTS_DAILY_LIMIT', DEFAULT_LIMITS.siteDaily),
  };
}

/** The entries the site's count of a day is spread over, each holding its part of the day's limit. */
const SHARDS = 64;

/** Which limit refused a request, if one did. */
export type LimitReached = 'visitor_limit' | 'daily_limit';

/** A place taken in the day's counts, given back when the request is not recorded after all. */
export interface TakenPlace {
  giveBack(): Promise<void>;
}

/**
 * Takes one request from the visitor's and the site's counts of `day`: the place, or the limit that refused it. The
 * site's count is spread over entries that each hold a part of its limit, so the day's requests never pass the limit
 * and a burst seldom meets itself; the visitor's and the site's are taken at once, and whichever refuses, the other's
 * place is given back.
 */
export async function takePlace(
  counters: CounterStore,
  limits: RequestLimits,
  visitor: { secret: string; address: string },
  day: string,
): Promise<TakenPlace | LimitReached> {
  const visitorPlace = async (): Promise<(() => Promise<unknown>) | null | undefined> => {
    if (limits.visitorDaily <= 0) return undefined;
    const key = `visitor/${day}/${visitorKey(visitor.secret, visitor.address, day, 'booking requests')}`;
    return (await addWithin(counters, key, 1, limits.visitorDaily, { likelyNew: true }))
      ? () => addWithin(counters, key, -1)
      : null;
  };
  const sitePlace = async () =>
    limits.siteDaily > 0 ? await takeSpread(counters, `site/${day}`, limits.siteDaily, SHARDS, randomInt) : undefined;
  const [own, site] = await Promise.all([visitorPlace(), sitePlace()]);
  const given = [own, site].filter((back): back is () => Promise<unknown> => typeof back === 'function');
  const giveBack = async () => {
    await Promise.all(given.map((back) => back()));
  };
  if (own === null || site === null) {
    await giveBack();
    return own === null ? 'visitor_limit' : 'daily_limit';
  }
  return { giveBack };
}
