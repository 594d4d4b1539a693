/** A function's rate limit, as `config.rateLimit` writes it. */
export interface RateLimitConfig {
  windowLimit: number;
  windowSize: number;
  aggregateBy?: 'ip' | 'domain' | ('ip' | 'domain')[];
}

export interface RateLimiter {
  take(key: string): number;
}

export function createRateLimiter(limit: RateLimitConfig, now?: () => number): RateLimiter;
export function rateLimitKey(aggregateBy: RateLimitConfig['aggregateBy'], ip: string, domain: string): string;
