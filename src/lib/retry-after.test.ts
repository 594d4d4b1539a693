import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const read = (headers: Record<string, string>) => retryAfterMs(new Headers(headers), NOW);

describe('retryAfterMs', () => {
  it('reads seconds, an HTTP date and milliseconds', () => {
    expect(read({ 'retry-after': '40' })).toBe(40_000);
    expect(read({ 'retry-after': 'Tue, 24 Nov 2026 10:00:25 GMT' })).toBe(25_000);
    expect(read({ 'retry-after-ms': '1500', 'retry-after': '40' })).toBe(1_500);
  });

  it('asks no wait for a date already past, and names none when there is nothing to read', () => {
    expect(read({ 'retry-after': 'Tue, 24 Nov 2026 09:59:00 GMT' })).toBe(0);
    expect(read({})).toBeUndefined();
    expect(read({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterMs(undefined, NOW)).toBeUndefined();
  });
});
