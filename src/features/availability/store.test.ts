import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $availability, needAvailability, nightsOf, readAvailabilityAnswer, REUSE_MS } from './store';

const answer = {
  from: '2026-11-24',
  to: '2027-11-24',
  properties: {
    '7': { taken: [['2026-12-10', '2026-12-13']], fetchedAt: '2026-11-24T10:00:00Z', stale: false },
    '8': { taken: [], fetchedAt: null, stale: true },
  },
};
const ok = () => vi.fn(async () => new Response(JSON.stringify(answer)));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 24, 12) });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  $availability.set({ status: 'idle' });
});

describe('the availability in the browser', () => {
  it('is fetched once while fresh, and read per property', async () => {
    const fetcher = ok();
    await Promise.all([needAvailability(fetcher), needAvailability(fetcher)]);
    await needAvailability(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/api/availability', expect.anything());
    expect(nightsOf($availability.get(), '7')).toEqual({
      taken: [['2026-12-10', '2026-12-13']],
      unconfirmed: false,
      loading: false,
    });
    expect(nightsOf($availability.get(), '8')).toEqual({ taken: [], unconfirmed: true, loading: false });
    expect(nightsOf($availability.get(), '1')).toEqual({ taken: [], unconfirmed: false, loading: false });
    vi.advanceTimersByTime(REUSE_MS + 1);
    await needAvailability(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('blocks nothing and asks for confirmation when the fetch fails, and tries again at the next need', async () => {
    await needAvailability(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(nightsOf($availability.get(), '7')).toEqual({ taken: [], unconfirmed: true, loading: false });
    await needAvailability(vi.fn(async () => new Response('<html>', { status: 200 })));
    expect($availability.get().status).toBe('failed');
    await needAvailability(ok());
    expect(nightsOf($availability.get(), '7').taken).toHaveLength(1);
  });

  it('keeps an earlier answer when a later fetch fails', async () => {
    await needAvailability(ok());
    vi.advanceTimersByTime(REUSE_MS + 1);
    await needAvailability(vi.fn(async () => new Response('', { status: 503 })));
    expect(nightsOf($availability.get(), '7').taken).toHaveLength(1);
  });

  it('is loading until the first answer', () => {
    expect(nightsOf($availability.get(), '7')).toEqual({ taken: [], unconfirmed: false, loading: true });
  });
});

describe('reading an answer from the network', () => {
  it('keeps what it can read and drops the rest', () => {
    const answer = readAvailabilityAnswer({
      from: '2026-11-24',
      to: '2027-11-24',
      properties: {
        '7': { taken: [['2026-12-10', '2026-12-13'], ['x'], 'y'], fetchedAt: '2026-11-24T10:00:00Z', stale: false },
        '8': { taken: [], fetchedAt: null, stale: true },
        '9': { taken: 'none' },
      },
    });
    expect(answer).toEqual({
      from: '2026-11-24',
      to: '2027-11-24',
      properties: {
        '7': { taken: [['2026-12-10', '2026-12-13']], fetchedAt: '2026-11-24T10:00:00Z', stale: false },
        '8': { taken: [], fetchedAt: null, stale: true },
      },
    });
    expect(readAvailabilityAnswer({ from: 'today', to: '2027-11-24', properties: {} })).toBeNull();
    expect(readAvailabilityAnswer('<html>')).toBeNull();
  });
});
