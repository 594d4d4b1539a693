import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { calendarEdges } from './tests/support/calendar-edges.ts';
import { CLOCK_OFFSET_ENV, clockOffset } from './tests/support/clock.ts';

// The functions import the data the build writes for them from netlify/functions/_generated. A build pointed at
// another catalogue folder (CATALOGUE_DIR, see src/content.config.ts) writes that data where FUNCTION_DATA_DIR says
// instead, so the tests read it there, beside the markdown they read from the same folder.
const functionData = process.env['CATALOGUE_DIR'] ? process.env['FUNCTION_DATA_DIR'] : undefined;

const INCLUDE = ['src/**/*.test.ts', 'tools/**/*.test.ts', 'tests/unit/**/*.test.ts'];

// The tests whose rules read today from the clock (a stay's check-in not past, the 'de la' price over the next year,
// a search dropped when its days are gone): they run again on each of the calendar's edges, the first and last day of
// a month, the end of the year and of February, the nights the clocks change (tests/support/calendar-edges.ts), with
// the clock of their worker on that day. A test that starts a server of its own is left to the runs made with
// tests/support/on-day.ts, which set every process's clock. The assistant's function's test is left to those too: it
// talks to a model on loopback for twenty seconds a run, its days are counted from today in the test, and on every
// edge the journeys (calendar-edges.spec.ts) ask the served assistant for 'from tomorrow'.
// The model's time budget's test reads the clock for the time an answer has taken only, on a day of its own: its
// seconds of waiting on a hung model would come again on every edge.
const ON_DAY_RUNS_ONLY = [
  'src/features/assistant/server/ai-chat.test.ts',
  'src/features/assistant/server/budget.test.ts',
];
const READS_TODAY =
  /localToday|romanianToday\(new Date|buildDay\(\)|lowestPrice\(|new Date\(\)|Date\.now\(\)|dayFromToday/;
const dated = INCLUDE.flatMap((pattern) => globSync(pattern)).filter((file) => {
  const text = readFileSync(file, 'utf8');
  return READS_TODAY.test(text) && !text.includes('spawn(') && !ON_DAY_RUNS_ONLY.includes(file);
});
process.env['VITEST_EDGE_ANCHOR'] ??= String(Date.now());
const anchor = Number(process.env['VITEST_EDGE_ANCHOR']);
const edges = clockOffset() ? [] : calendarEdges(new Date(anchor));

const alias = functionData
  ? [{ find: /^(?:\.\.\/)+netlify\/functions\/_generated\/(.*)$/, replacement: `${resolve(functionData)}/$1` }]
  : [];

export default defineConfig({
  resolve: { alias },
  test: {
    // Unit tests sit next to the code (the site's and the tools'); Playwright's *.spec.ts journeys in tests/e2e are not vitest's.
    setupFiles: ['tests/support/languages-loaded.ts'],
    // A worker per core. Vitest's own default leaves one core free, which on a 2-core machine is a single worker: the
    // suite then runs a file at a time while many of them wait on their servers, child processes and timers. Every
    // file still runs alone in its own worker (isolation stays on: the stores' tests count on fresh modules).
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'unit', include: INCLUDE } },
      // Each edge its own settings, not the root's (whose list of files a project's would be added to, not replaced by).
      ...edges.map((edge) => ({
        resolve: { alias },
        test: {
          name: `on ${edge.name} (${edge.day} ${edge.time})`,
          include: dated,
          setupFiles: ['tests/support/shifted-date.ts', 'tests/support/languages-loaded.ts'],
          env: { [CLOCK_OFFSET_ENV]: String(edge.at.getTime() - anchor), TZ: 'Europe/Bucharest' },
        },
      })),
    ],
  },
});
