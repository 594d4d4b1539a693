// How long a server asks a client to wait before trying again: read by the function from the model's server and by
// the chat from the site's own rate limit, so both read the header the same way.

/**
 * Milliseconds to wait from `now` (epoch milliseconds): `Retry-After-Ms`, else `Retry-After` in seconds or as an HTTP
 * date (a date already past is no wait); undefined when the headers name no wait they can be read as.
 */
export function retryAfterMs(headers: Headers | undefined, now: number): number | undefined {
  const ms = Number(headers?.get('retry-after-ms')?.trim() || NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}
