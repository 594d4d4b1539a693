// GET /api/availability while Netlify Blobs fails (every request an error, or no answer): within 2 s a readable answer
// that the owners' calendars are unknown right now, never a 500 after the Blobs client has tried for half a minute.
import { afterEach, describe, expect, it, vi } from 'vitest';
import availability from '../../../../netlify/functions/availability';
import { failingBlobs, type BlobsFailure } from '../fixtures/failing-blobs';

let restore: (() => Promise<void>) | undefined;
afterEach(async () => {
  await restore?.();
  restore = undefined;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe.each<BlobsFailure>(['errors', 'silent'])('GET /api/availability while Blobs fails (%s)', (failure) => {
  it('answers within 2 s that the calendars are unknown, in readable JSON, not cached', async () => {
    restore = await failingBlobs(failure);
    vi.stubEnv('ICAL_FEEDS', JSON.stringify({ '20': ['https://platform.example/20.ics'] }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = performance.now();
    const response = await availability(new Request('http://localhost/api/availability'));
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(response.status).toBe(503);
    expect(body.error).toEqual({ code: 'calendars_unknown', message: expect.stringMatching(/calendars .*unknown/i) });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('netlify-cdn-cache-control')).toBeNull();
  }, 60_000);
});
