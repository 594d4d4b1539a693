// A function's `config.rateLimit` ({ windowLimit, windowSize, aggregateBy }) enforced the way Netlify does it: a
// sliding window of `windowSize` seconds holding at most `windowLimit` requests per visitor (IP) and site domain.
// Written here because Netlify applies the limit on its own network only: its local tools (@netlify/dev,
// @netlify/functions-dev) do not read config.rateLimit, so without this `npm start` would never answer 429, and the
// chat's answer to one (the message back in the box, the wait shown) could not be met locally.
// tests/unit/local-server.test.ts holds `npm start` to the assistant's own limit through it.

/** A function's rate limit, as `config.rateLimit` writes it. */
export interface RateLimitConfig {
  windowLimit: number;
  windowSize: number;
  aggregateBy?: 'ip' | 'domain' | ('ip' | 'domain')[];
}

export interface RateLimiter {
  take(key: string): number;
}

/**
 * A limiter for one rate limit. `take(key)` records a request and returns 0 when it is allowed, or how many
 * milliseconds the visitor must wait when their window is full (the request is then not recorded).
 */
export function createRateLimiter(
  { windowLimit, windowSize }: RateLimitConfig,
  now: () => number = Date.now,
): RateLimiter {
  const windowMs = windowSize * 1000;
  /** Request times per key, oldest first. */
  const seen = new Map<string, number[]>();
  return {
    take(key) {
      const time = now();
      const recent = (seen.get(key) ?? []).filter((at) => at > time - windowMs);
      if (recent.length >= windowLimit) {
        seen.set(key, recent);
        return (recent[0] ?? time) + windowMs - time;
      }
      recent.push(time);
      seen.set(key, recent);
      // Visitors whose window has emptied are forgotten, so the map stays as small as the traffic.
      if (seen.size > 1000)
        for (const [other, times] of seen) if (times.every((at) => at <= time - windowMs)) seen.delete(other);
      return 0;
    },
  };
}

/** The key a request counts under: its visitor's IP and the site domain it was sent to, as `aggregateBy` asks. */
export function rateLimitKey(aggregateBy: RateLimitConfig['aggregateBy'], ip: string, domain: string): string {
  const by = [aggregateBy ?? ['domain']].flat();
  return [by.includes('ip') ? ip : '', by.includes('domain') ? domain : ''].join('|');
}
