import { describe, expect, it } from 'vitest';
import { createRateLimiter, rateLimitKey } from '../../tools/lib/rate-limit';
import { config } from '../../netlify/functions/ai-chat';

describe("the local server's rate limit", () => {
  const limit = config.rateLimit!;

  it("allows the function's own number of requests in its window, then asks to wait until the oldest leaves it", () => {
    let time = 0;
    const limiter = createRateLimiter(limit, () => time);
    for (let request = 0; request < limit.windowLimit; request++) {
      expect(limiter.take('a')).toBe(0);
      time += 1000;
    }
    expect(limiter.take('a')).toBe(limit.windowSize * 1000 - limit.windowLimit * 1000);
    expect(limiter.take('b')).toBe(0);
    time = limit.windowSize * 1000;
    expect(limiter.take('a')).toBe(0);
  });

  it('counts per visitor and site, as aggregateBy says', () => {
    expect(rateLimitKey(['ip', 'domain'], '10.0.0.1', 'site.example')).toBe('10.0.0.1|site.example');
    expect(rateLimitKey(undefined, '10.0.0.1', 'site.example')).toBe('|site.example');
  });
});
