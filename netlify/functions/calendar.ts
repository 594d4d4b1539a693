// GET /api/calendar.ics?id=7&key=…: a property's direct bookings as an iCal feed for the platforms to import (the
// loop that closes on Airbnb a night sold here). Served only when ICAL_EXPORT_SECRET is set, and only with the key
// derived from it; anything else is a plain 404 that does not say whether the property exists.
import type { Config } from '@netlify/functions';
import {
  blobConfirmedStays,
  keyOpens,
  MIN_SECRET_LENGTH,
  OWNER_CALENDARS,
  ownerCalendarText,
  SettingsError,
  takenByOwner,
} from '../../src/features/availability/server';
import { romanianToday } from '../../src/lib/dates';
import { FUNCTION_HEADERS, HttpError } from '../../src/server/http';

/**
 * The site's own name for the calendar's PRODID and UIDs: SITE_URL's, else Netlify's own URL's, else the name the
 * request came to (the local server's own). The same for every fetch, whichever of the site's names a platform uses.
 */
function siteHost(url: URL): string {
  for (const address of [process.env['SITE_URL'], process.env['URL']]) {
    try {
      if (address) return new URL(address).host;
    } catch {
      // Not an address: the next one.
    }
  }
  return url.host;
}

const notFound = () => new HttpError(404, 'not_found', 'No calendar here.').toResponse();

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new HttpError(405, 'method_not_allowed', 'Use GET.', { allow: 'GET, HEAD' }).toResponse();
  }
  const secret = process.env['ICAL_EXPORT_SECRET']?.trim();
  if (!secret) return notFound();
  if (secret.length < MIN_SECRET_LENGTH) {
    console.error(
      new SettingsError(
        `ICAL_EXPORT_SECRET must be at least ${MIN_SECRET_LENGTH} characters; the published calendars stay closed.`,
      ).message,
    );
    return notFound();
  }
  const url = new URL(request.url);
  const owner = OWNER_CALENDARS.find(({ id }) => id === url.searchParams.get('id'));
  if (!owner || !keyOpens(secret, owner.id, url.searchParams.get('key') ?? '')) return notFound();
  const now = new Date();
  // The stays confirmed from the request inbox since the last build are published at once, for the platforms' next read.
  // Unreadable, they are not left out: a platform that read the nights as free would sell them. It keeps its last
  // import instead, while the answer says to try again.
  const confirmed = await blobConfirmedStays()
    .list()
    .catch((error: unknown) => {
      console.error('calendar: the confirmed stays cannot be read:', error);
      return null;
    });
  if (!confirmed)
    return new HttpError(503, 'calendar_unavailable', 'Try again in a minute.', { 'retry-after': '60' }).toResponse();
  const blocked = takenByOwner(owner.blocked, confirmed, owner.id);
  return new Response(ownerCalendarText({ ...owner, blocked }, siteHost(url), romanianToday(now), now), {
    headers: {
      ...FUNCTION_HEADERS,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="calendar-${owner.id}.ics"`,
    },
  });
};

// A literal: Netlify reads it from the source, and drops a path it cannot read there. tests/unit/endpoints.test.ts
// holds it equal to CALENDAR_PATH, which the published links are built with.
export const config: Config = { path: '/api/calendar.ics' };
