// The refresh benchmark: one refresh of the owners' calendars, timed and weighed, for 22 feeds (the catalogue) and
// for 2,000 synthetic ones, fetched with the refresh's bounded concurrency from the fake iCal host (in its own
// process, each answer delayed as a platform's would be) into Netlify Blobs' local server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { blobReadings } from '../src/features/availability/server/readings.ts';
import type { REFRESH_CONCURRENCY, refreshFeeds } from '../src/features/availability/server/refresh.ts';
import { importBundled } from './lib/bundle.ts';
import { startLocalBlobs } from './local-blobs.ts';

/** The refresh as the bundle exports it: the same modules, so their own types. */
interface Refresh {
  refreshFeeds: typeof refreshFeeds;
  REFRESH_CONCURRENCY: typeof REFRESH_CONCURRENCY;
  blobReadings: typeof blobReadings;
}

/** One refresh's figures: feeds read and failed, wall time, memory. */
export interface RefreshRun {
  feeds: number;
  latencyMs: number;
  concurrency: number;
  read: number;
  failed: number;
  seconds: number;
  feedsPerSecond: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  heapPeakMB: number;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
const MB = 1024 * 1024;

/** The refresh as the scheduled function runs it, bundled from its TypeScript once (inside the project, so the
 * bundle finds its packages in node_modules). */
async function loadRefresh(): Promise<Refresh> {
  return importBundled<Refresh>(
    root,
    "export { refreshFeeds, REFRESH_CONCURRENCY } from './src/features/availability/server/refresh.ts'; export { blobReadings } from './src/features/availability/server/readings.ts';",
    join(root, '.netlify', 'bench-refresh', 'refresh.mjs'),
  );
}

/** Starts the fake iCal host in a process of its own; resolves with its origin and a stop function. */
async function startFake(port: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [join(root, 'tests', 'support', 'fake-ical.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok)
        return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the fake iCal host did not start');
}

/** Runs `work` while sampling this process's memory; returns its result, its wall time and the peaks. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; rssBeforeMB: number; rssPeakMB: number; heapPeakMB: number }> {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = { rss: before.rss, heapUsed: before.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
  }, 10);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    result,
    seconds,
    rssBeforeMB: round(before.rss / MB, 1),
    rssPeakMB: round(peak.rss / MB, 1),
    heapPeakMB: round(peak.heapUsed / MB, 1),
  };
}

/** One refresh of `count` synthetic feeds whose answers each take `latencyMs`. */
async function refreshOnce(refresh: Refresh, fakeUrl: string, count: number, latencyMs: number): Promise<RefreshRun> {
  const feeds = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      String(index + 1),
      [`${fakeUrl}/synthetic/${index + 1}.ics?latency=${latencyMs}`],
    ]),
  );
  const { result, ...figures } = await measured(() =>
    refresh.refreshFeeds({ feeds, timeoutMs: 10_000, store: refresh.blobReadings(), log: () => {} }),
  );
  return {
    feeds: count,
    latencyMs,
    concurrency: refresh.REFRESH_CONCURRENCY,
    read: result.read,
    failed: result.failed,
    ...figures,
    seconds: round(figures.seconds, 2),
    feedsPerSecond: round(count / figures.seconds),
  };
}

/** The refresh benchmark's figures: 22 and 2,000 feeds, with answers delayed by `latencyMs`. */
export async function refreshBenchmark({
  port = 4414,
  latencyMs = 250,
} = {}): Promise<{ latencyMs: number; runs: RefreshRun[] }> {
  const work = mkdtempSync(join(tmpdir(), 'bench-refresh-'));
  const stopBlobs = await startLocalBlobs(join(work, 'blobs'));
  const fake = await startFake(port);
  try {
    const refresh = await loadRefresh();
    const runs: RefreshRun[] = [];
    for (const count of [22, 2000]) {
      const run = await refreshOnce(refresh, fake.url, count, latencyMs);
      console.log(
        `refresh: ${run.read} of ${run.feeds} feeds in ${run.seconds} s (${run.feedsPerSecond}/s), RSS ${run.rssBeforeMB} → ${run.rssPeakMB} MB, heap peak ${run.heapPeakMB} MB`,
      );
      runs.push(run);
    }
    return { latencyMs, runs };
  } finally {
    fake.stop();
    await stopBlobs();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The figures as markdown lines. */
export function refreshMarkdown({ latencyMs, runs }: { latencyMs: number; runs: RefreshRun[] }): string[] {
  return [
    `Refresh of the owners' calendars (each feed answers after ${latencyMs} ms, at most ${runs[0]?.concurrency} fetched at once, readings into Netlify Blobs' local server):`,
    '',
    '| Feeds | Read | Time | Feeds/s | RSS before → peak | Heap peak |',
    '|---|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${run.feeds} | ${run.read} | ${run.seconds} s | ${run.feedsPerSecond} | ${run.rssBeforeMB} → ${run.rssPeakMB} MB | ${run.heapPeakMB} MB |`,
    ),
  ];
}
