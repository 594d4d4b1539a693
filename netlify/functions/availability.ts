// GET /api/availability: every property's taken nights for the next 12 months (?id= for one), with when its feeds
// were last read and whether that is too old to block anything. Cached briefly by the CDN. While the calendars cannot
// be read (Netlify Blobs failing or too slow), it says so within two seconds: 503 'calendars_unknown', which the pages
// show as calendars not checked, neither free nor taken.
import type { Config } from '@netlify/functions';
import {
  AVAILABILITY_CACHE_TAG,
  currentAvailability,
  OWNER_CALENDARS,
  SettingsError,
} from '../../src/features/availability/server';
import { HttpError, json } from '../../src/server/http';
import { within } from '../../src/server/within';

/**
 * Ten seconds in browsers; five minutes at the CDN, under the tag every change of the taken nights drops (a refresh
 * that read other nights, a confirmed or cancelled request), so one answer serves every visitor until it changes. A
 * reading that grows too old to block anything changes the answer without a write: the CDN's five minutes bound that.
 */
export const AVAILABILITY_CACHE = {
  'cache-control': 'public, max-age=10',
  'netlify-cdn-cache-control': 'public, durable, max-age=300, stale-while-revalidate=30',
  'netlify-cache-tag': AVAILABILITY_CACHE_TAG,
} as const;

/**
 * The longest the answer waits for the stored calendars: a failing store is tried again by the Blobs client for half
 * a minute, and a visitor is told within two seconds.
 */
export const CALENDARS_WAIT_MS = 1_500;

/** The calendars could not be read in time. */
class CalendarsLate extends Error {}

/** The answer while the calendars cannot be read: readable, short-lived, never cached. */
const calendarsUnknown = () =>
  new HttpError(
    503,
    'calendars_unknown',
    "The owners' calendars are unknown right now: no night is known to be free or taken. Try again in a minute.",
    { 'retry-after': '30' },
  ).toResponse();

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new HttpError(405, 'method_not_allowed', 'Use GET.', { allow: 'GET, HEAD' }).toResponse();
  }
  const id = new URL(request.url).searchParams.get('id');
  if (id !== null && !OWNER_CALENDARS.some((owner) => owner.id === id)) {
    return new HttpError(404, 'unknown_property', `No property has id ${JSON.stringify(id)}.`).toResponse();
  }
  try {
    const answer = await within(currentAvailability(id === null ? undefined : [id]), CALENDARS_WAIT_MS, () => {
      throw new CalendarsLate(`no answer from the store within ${CALENDARS_WAIT_MS} ms`);
    });
    return json(answer, 200, AVAILABILITY_CACHE);
  } catch (error) {
    // A broken setting is the site's own mistake: loud, and the same for everyone until it is fixed.
    if (error instanceof SettingsError) {
      console.error('availability: no answer:', error.message);
      return new HttpError(500, 'availability_unavailable', 'Availability cannot be read right now.').toResponse();
    }
    console.error(`availability: the calendars are unknown: ${error instanceof Error ? error.message : String(error)}`);
    return calendarsUnknown();
  }
};

// A literal: Netlify reads it from the source, and drops a path it cannot read there. tests/unit/endpoints.test.ts
// holds it equal to AVAILABILITY_PATH, the browser's.
export const config: Config = {
  path: '/api/availability',
  // Per visitor (IP) and per site domain, as the assistant's: a page asks once when a calendar first needs it and
  // then keeps the answer five minutes, so a minute's sixty is a flood's, never a guest's. `npm start` holds it too.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
