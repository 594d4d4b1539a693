// The local server's functions (tools/local-functions.ts): a scheduled function runs in a thread of its own, as
// Netlify runs it in an instance of its own, so whatever its run takes (the owners' calendars read for seconds) the
// thread that serves the pages and the other functions goes on answering.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFunctions, type FunctionRouter } from '../../tools/local-functions';

const root = join(import.meta.dirname, '..', '..');
let folder: string;
let router: FunctionRouter;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'local-functions-'));
  const functions = join(folder, 'functions');
  mkdirSync(functions);
  // Holds its thread for 1.5 s, as a refresh reading long feeds would, and says what it was given.
  writeFileSync(
    join(functions, 'busy.mjs'),
    [
      'export default async (request) => {',
      '  const until = Date.now() + 1500;',
      '  while (Date.now() < until);',
      "  if (process.env.BUSY_SETTING === 'broken') throw new Error('BUSY_SETTING is broken');",
      "  console.log('busy ran with', JSON.stringify(await request.json()));",
      '};',
      "export const config = { schedule: '@daily' };",
    ].join('\n'),
  );
  router = await loadFunctions(root, functions, { outdir: join(folder, 'bundles') });
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** How late a 20 ms timer set now fires, in milliseconds, while `work` runs. */
async function latenessDuring(work: () => Promise<unknown>): Promise<number> {
  const set = performance.now();
  const fired = new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - set - 20), 20));
  await work();
  return fired;
}

describe('a scheduled function under the local server', () => {
  it('runs apart from the thread that serves the pages', async () => {
    const [busy] = router.scheduled;
    expect(busy?.name).toBe('busy');
    const request = () =>
      new Request('http://127.0.0.1:1/.netlify/functions/busy', { method: 'POST', body: '{"next_run":"x"}' });
    const late = await latenessDuring(async () => busy!.run(request(), {}));
    expect(late).toBeLessThan(500);
  });

  it("reads the server's settings at each run, and its failure comes back with its message", async () => {
    const [busy] = router.scheduled;
    process.env['BUSY_SETTING'] = 'broken';
    try {
      await expect(busy!.run(new Request('http://127.0.0.1:1/', { method: 'POST', body: '{}' }), {})).rejects.toThrow(
        'BUSY_SETTING is broken',
      );
    } finally {
      delete process.env['BUSY_SETTING'];
    }
  });
});
