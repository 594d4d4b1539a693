// The key in each property's published calendar link: derived from ICAL_EXPORT_SECRET and the property id, so one
// leaked link opens one calendar, and changing the secret closes every link at once.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the published calendars are served. */
export const CALENDAR_PATH = '/api/calendar.ics';

/** The shortest secret accepted: anything shorter could be guessed. */
export const MIN_SECRET_LENGTH = 16;

/** The key of property `id`'s calendar link under `secret`. */
export function calendarKey(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`calendar:${id}`).digest('hex').slice(0, 32);
}

/** True when `key` opens property `id`'s calendar under `secret` (compared in constant time). */
export function keyOpens(secret: string, id: string, key: string): boolean {
  const expected = Buffer.from(calendarKey(secret, id));
  const given = Buffer.from(String(key));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The published link of property `id`'s calendar on `site` (an origin such as https://example.ro). */
export function calendarLink(site: string, secret: string, id: string): string {
  const url = new URL(CALENDAR_PATH, site);
  url.searchParams.set('id', id);
  url.searchParams.set('key', calendarKey(secret, id));
  return url.href;
}
