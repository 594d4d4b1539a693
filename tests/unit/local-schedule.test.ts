// The local server runs scheduled functions on their cron expressions, as Netlify does (UTC).
import { describe, expect, it } from 'vitest';
import { cronMatcher, nextRun, runScheduled } from '../../tools/local-schedule';

describe('cron expressions', () => {
  it('match every fifth minute, hours, lists and aliases, in UTC', () => {
    const everyFive = cronMatcher('*/5 * * * *');
    expect(everyFive(new Date('2026-11-24T10:05:00Z'))).toBe(true);
    expect(everyFive(new Date('2026-11-24T10:07:00Z'))).toBe(false);
    expect(nextRun(everyFive, new Date('2026-11-24T10:07:30Z')).toISOString()).toBe('2026-11-24T10:10:00.000Z');
    expect(nextRun(cronMatcher('@hourly'), new Date('2026-11-24T10:07:30Z')).toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
    expect(nextRun(cronMatcher('0,30 6-8 * * 1'), new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
  });

  it('refuse what they cannot read', () => {
    expect(() => cronMatcher('every 5 minutes')).toThrow(/five fields/);
    expect(() => cronMatcher('*/x * * * *')).toThrow(/cron field/);
  });
});

describe('running scheduled functions', () => {
  it("runs each once at start with Netlify's body, and throws what the first run throws", async () => {
    const bodies: unknown[] = [];
    const stop = await runScheduled(
      [
        {
          name: 'refresh',
          schedule: '@daily',
          run: async (request) => {
            bodies.push(await request.json());
            return new Response();
          },
        },
      ],
      'http://127.0.0.1:1',
    );
    stop();
    expect(bodies).toEqual([{ next_run: expect.stringMatching(/T00:00:00\.000Z$/) }]);
    await expect(
      runScheduled(
        [{ name: 'broken', schedule: '@daily', run: () => Promise.reject(new Error('ICAL_FEEDS is not valid JSON')) }],
        'http://127.0.0.1:1',
      ),
    ).rejects.toThrow(/ICAL_FEEDS/);
  });
});
