// The availability answer at Netlify's CDN: kept under the cache tag 'availability', which is dropped whenever the
// taken nights change (a refresh that read other nights, as a confirmed request already does), so a change reaches
// guests within seconds however long the CDN keeps an unchanged answer; and each visitor is limited.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalBlobs } from '../../../../tools/local-blobs';
import { startFakeIcal, type FakeIcal } from '../../../../tests/support/fake-ical';

const purged = vi.hoisted(() => [] as unknown[]);
vi.mock('@netlify/functions', async (original) => ({
  ...(await original<typeof import('@netlify/functions')>()),
  purgeCache: async (options: unknown) => void purged.push(options),
}));

const { default: availability, config } = await import('../../../../netlify/functions/availability');
const { default: refreshNow } = await import('../../../../netlify/functions/availability-refresh');
const { blobReadings } = await import('./readings');
const { refreshFeeds } = await import('./refresh');

let fake: FakeIcal;
let stopBlobs: () => Promise<void>;
let blobsDir: string;
beforeAll(async () => {
  fake = await startFakeIcal();
  blobsDir = mkdtempSync(join(tmpdir(), 'cache-purge-blobs-'));
  stopBlobs = await startLocalBlobs(blobsDir);
});
afterAll(async () => {
  await Promise.all([fake.close(), stopBlobs()]);
  rmSync(blobsDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});
beforeEach(() => {
  purged.length = 0;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const feed = (name: string) => `${fake.url}/feeds/${name}.ics`;

describe('the availability answer at the CDN', () => {
  it('is kept under the cache tag the changes drop, briefly in browsers, and each visitor is limited', async () => {
    vi.stubEnv('ICAL_FEEDS', '');
    const response = await availability(new Request('http://localhost/api/availability'));
    expect(response.status).toBe(200);
    expect(response.headers.get('netlify-cache-tag')).toBe('availability');
    expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/^public, durable, max-age=\d+/);
    expect(Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1])).toBeLessThanOrEqual(10);
    expect(config.rateLimit).toEqual({
      windowLimit: expect.any(Number),
      windowSize: 60,
      aggregateBy: ['ip', 'domain'],
    });
    expect(config.rateLimit!.windowLimit).toBeLessThanOrEqual(120);
  });
});

describe('a refresh', () => {
  it('counts the properties whose taken nights it changed', async () => {
    const feeds = { '21': [feed('airbnb')], '22': [feed('empty')] };
    const first = await refreshFeeds({ feeds, timeoutMs: 2_000, store: blobReadings(), log: () => {} });
    // A first reading of nights changes them; of an empty calendar, it does not.
    expect(first.changed).toBe(1);
    const again = await refreshFeeds({ feeds, timeoutMs: 2_000, store: blobReadings(), log: () => {} });
    expect(again.changed).toBe(0);
  });

  it("drops the CDN's answers under the tag when it changed the taken nights, on Netlify", async () => {
    vi.stubEnv('NETLIFY', 'true');
    vi.stubEnv('ICAL_FEEDS', JSON.stringify({ '7': [feed('airbnb')] }));
    await refreshNow();
    expect(purged).toEqual([{ tags: ['availability'] }]);
  });
});
