// Scheduled: refreshes the owners' iCal feeds. Netlify runs it every five minutes (its schedule is read from this
// file when deployed, so it cannot follow a setting); a run refreshes once ICAL_REFRESH_MINUTES have passed since
// the last refresh, and a fresh instance (a deploy, `npm start`) refreshes at once; a refresh that changed the taken
// nights drops the CDN's availability answers. The function has no URL.
import type { Config } from '@netlify/functions';
import {
  blobReadings,
  feedSettings,
  purgeAvailabilityCache,
  refreshFeeds,
} from '../../src/features/availability/server';

/** The schedule's tick; a refresh due between two ticks waits for the next. */
const TICK_MINUTES = 5;
let refreshedHere = false;

export default async (): Promise<Response> => {
  // Read first: a malformed setting fails this run loudly (and `npm start` at its start) rather than refreshing nothing.
  const settings = feedSettings();
  const store = blobReadings();
  const now = Date.now();
  const last = await store.lastRefresh();
  const interval = settings.refreshMinutes * 60_000;
  // Half a tick of slack, so a 20-minute interval is kept by every fourth tick rather than every fifth.
  if (refreshedHere && last !== null && now - last < interval - (TICK_MINUTES * 60_000) / 2)
    return new Response(null, { status: 204 });
  refreshedHere = true;
  await store.setLastRefresh(now);
  const summary = await refreshFeeds({ feeds: settings.feeds, timeoutMs: settings.timeoutMs, store });
  console.log(
    `availability: ${summary.read} of ${summary.feeds} feeds read for ${summary.properties} properties in ${summary.milliseconds} ms${summary.failed ? `, ${summary.failed} kept their last reading` : ''}`,
  );
  // The CDN's answers name the old nights: dropped, so the new ones reach guests at once.
  if (summary.changed)
    await purgeAvailabilityCache().catch((error: unknown) =>
      console.error(
        `availability: the CDN's answers could not be dropped: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
