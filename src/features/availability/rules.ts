// Which nights a property is taken, from its owner's direct bookings and its platforms' feeds, and when a feed's
// reading is too old to block anything. Every consumer of the owners' calendars (the refresh, the availability
// answer, the calendars, the list filter, the assistant) asks here, so a night means the same everywhere; the
// arithmetic of nights is the shared src/lib/nights.ts.
import { romanianToday, type IsoDay } from '../../lib/dates';
import { addMonths } from '../../lib/day-numbers';
import { clipRanges, type NightRange } from '../../lib/nights';

/** Data older than this, or never fetched, blocks nothing: the visitor confirms on WhatsApp instead. */
export const STALE_AFTER_HOURS = 6;

/** How far ahead the answer reaches: the next 12 months. */
export const HORIZON_MONTHS = 12;

/** One property's taken nights as the site answers them. */
export interface PropertyAvailability {
  /** Sorted, disjoint runs of taken nights within the answer's window. */
  taken: NightRange[];
  /** When the oldest of its feeds was last read successfully (ISO instant); null when never, or without a feed. */
  fetchedAt: string | null;
  /** True when a feed's data is too old or missing: its nights block nothing and the visitor is told to confirm. */
  stale: boolean;
}

/** What holds a night of a stay: a platform's calendar, a direct booking in the property's file, a confirmed request. */
export type Holder = { kind: 'platform' } | { kind: 'direct' } | { kind: 'request'; reference: string };

/** GET /api/availability: the window it covers and each property's taken nights. */
export interface AvailabilityAnswer {
  /** The first night covered (today in Romania). */
  from: IsoDay;
  /** The morning after the last night covered. */
  to: IsoDay;
  properties: Record<string, PropertyAvailability>;
}

/** The window an answer covers from `today`: the next HORIZON_MONTHS of nights. */
export function availabilityWindow(today: IsoDay): NightRange {
  return [today, addMonths(today, HORIZON_MONTHS)];
}

/** What the refresh keeps of one feed: its last good reading and its last failure. */
export interface FeedReading {
  /** A short hash of the feed's link, which is private and never stored. */
  source: string;
  /** When the feed was last read successfully (ISO instant); null when never. */
  fetchedAt: string | null;
  /** The taken nights of that reading. */
  nights: NightRange[];
  /** Why the last attempt failed; null once a reading succeeds. */
  error: string | null;
  /** When the last attempt failed (ISO instant). */
  failedAt: string | null;
}

/** A property's feeds as the refresh keeps them, with the oldest good reading and the latest failure. */
export interface PropertyReadings {
  id: string;
  feeds: FeedReading[];
  /** The oldest of its feeds' last good readings; null while one was never read. */
  fetchedAt: string | null;
  /** The latest failure among its feeds, as 'reason (at)'; null while every feed reads. */
  error: string | null;
}

/**
 * A property's taken nights at `now`: the owner's direct bookings always, each feed's nights while its reading is
 * fresh; a stale or missing reading blocks nothing and marks the property stale, so the visitor confirms on
 * WhatsApp instead of being refused a night that may have come free. Clipped to the next HORIZON_MONTHS.
 */
export function propertyAvailability(
  feeds: readonly FeedReading[],
  blocked: readonly NightRange[],
  now: Date,
): PropertyAvailability {
  const fresh = feeds.filter((feed) => !isStale(feed.fetchedAt, now));
  const taken = clipRanges(
    [...blocked, ...fresh.flatMap((feed) => feed.nights)],
    availabilityWindow(romanianToday(now)),
  );
  return { taken, fetchedAt: oldestReading(feeds), stale: fresh.length < feeds.length };
}

/** The oldest of the feeds' last good readings, or null while one was never read (or there is no feed). */
export function oldestReading(feeds: readonly FeedReading[]): string | null {
  if (feeds.length === 0 || feeds.some((feed) => !feed.fetchedAt)) return null;
  return feeds.map((feed) => feed.fetchedAt!).sort()[0] ?? null;
}

/** True when data fetched at `fetchedAt` is too old to block anything at `now`, or was never fetched. */
export function isStale(fetchedAt: string | null | undefined, now: Date): boolean {
  const at = fetchedAt ? Date.parse(fetchedAt) : Number.NaN;
  return !Number.isFinite(at) || now.getTime() - at > STALE_AFTER_HOURS * 60 * 60 * 1000;
}
