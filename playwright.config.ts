import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  E2E_CALENDARS,
  E2E_GITHUB,
  EDGE_SITE_PORT,
  FAKE_GITHUB_PORT,
  fakeGitHubURL,
  INBOX_SITE_PORT,
  inboxSiteURL,
  FAKE_ICAL_PORT,
  FAKE_OPENAI_PORT,
  FAKE_TILES_PORT,
  MODEL_SITE_PORT,
  SITE_PORT,
  modelSiteURL,
  siteURL,
} from './tests/support/servers';
import { pathToFileURL } from 'node:url';
import { calendarEdges } from './tests/support/calendar-edges';
import { CLOCK_OFFSET_ENV, clockOffset, TEST_TIME_ZONE } from './tests/support/clock';
import type { ClockOptions } from './tests/support/test';
import { JOURNEY_MS } from './tests/support/time-limits';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/lib/chromium';

// The journeys' calendars are a Romanian guest's: the browser's and the test's own days are Romania's (the servers
// keep UTC, as Netlify's do), so that what a test counts from today is what the page counts, at any hour.
process.env['TZ'] = TEST_TIME_ZONE;

// The journeys run against the server `npm start` runs (tools/serve.ts over dist/), on its own port.
const baseURL = siteURL;
// Every journey comes from 127.0.0.1, so as far as the functions' per-visitor rate limit can tell, the whole suite is
// one visitor: the limit stays off here (tests/unit/local-server.test.ts holds `npm start` to it).
// Each server keeps its Blobs in a folder of this run's (the requests recorded, the stays confirmed): a run never meets
// an earlier run's. The folder is named once, by the runner, and handed to the workers that load this file again.
process.env['E2E_BLOBS_ROOT'] ??= mkdtempSync(join(tmpdir(), 'e2e-blobs-'));
const blobsOf = (port: number) => join(process.env['E2E_BLOBS_ROOT'] as string, String(port));
// Every journey is one visitor (127.0.0.1): the daily limit of requests per visitor has its own unit tests.
const journeyServer = (port: number) => ({
  PORT: String(port),
  LOCAL_RATE_LIMITS: 'off',
  TZ: 'UTC',
  BLOBS_DIR: blobsOf(port),
  REQUESTS_VISITOR_DAILY_LIMIT: '0',
  ...E2E_GITHUB,
});

// The calendar's edges (tests/support/calendar-edges.ts): the journeys of calendar-edges.spec.ts run once on each,
// against a server of its own whose clock is on that day, as the browser's and the test worker's are. Every process
// counts from one moment, named once by the runner. A run already set on another day (on-day.ts) has none, nor one
// that asks for none (E2E_EDGES=off: a run of a few journeys, without starting a server per edge).
process.env['E2E_EDGE_ANCHOR'] ??= String(Date.now());
const anchor = Number(process.env['E2E_EDGE_ANCHOR']);
const edges = clockOffset() || process.env['E2E_EDGES'] === 'off' ? [] : calendarEdges(new Date(anchor));
const shiftedDate = pathToFileURL(join(import.meta.dirname, 'tests', 'support', 'shifted-date.ts')).href;
const edgeSites = edges.map((edge, index) => {
  const port = EDGE_SITE_PORT + index;
  return { edge, port, url: `http://127.0.0.1:${port}`, offset: edge.at.getTime() - anchor };
});

export default defineConfig<ClockOptions>({
  testDir: 'tests/e2e',
  // A journey's limit follows from what it does on an idle machine and how much slower a busy one runs
  // (tests/support/time-limits.ts); a journey that repeats a step sets its own.
  timeout: JOURNEY_MS,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    timezoneId: TEST_TIME_ZONE,
    // A failed journey keeps its trace (every action with the page's DOM before and after it, the network, the
    // console) and a screenshot of where it stopped. The trace leaves out the screencast: filming every journey, the
    // passing ones too, took a tenth to a fifth of the browser tests' time on a 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // Debian's Chromium where present (Playwright's own browser download is not available everywhere).
    launchOptions: { ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}), args: [...CHROMIUM_ARGS] },
  },
  projects: [
    // The whole suite on desktop, but for what exists only on phones (@phone-only: the phone menu); on the
    // phone the journeys whose layout differs there (@phone, @phone-only).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    ...edgeSites.map(({ edge, url, offset }) => ({
      name: `on ${edge.name} (${edge.day} ${edge.time})`,
      testMatch: /calendar-edges\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: url,
        projectClockOffset: offset,
      },
    })),
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@phone/,
    },
  ],
  webServer: [
    ...edgeSites.map(({ port, offset, url }) => ({
      command: 'node tools/serve.ts',
      url,
      env: {
        ...journeyServer(port),
        OPENAI_API_KEY: '',
        [CLOCK_OFFSET_ENV]: String(offset),
        NODE_OPTIONS: `--import=${shiftedDate}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
    {
      // The owners' calendars both site servers read at start (a few properties only: the rest have none).
      command: 'node tests/support/fake-ical.ts',
      url: `http://127.0.0.1:${FAKE_ICAL_PORT}/health`,
      env: { PORT: String(FAKE_ICAL_PORT) },
      reuseExistingServer: false,
    },
    {
      // As `npm start` serves it on a fresh machine: no key, so the offline assistant answers.
      command: 'node tools/serve.ts',
      url: baseURL,
      env: { ...journeyServer(SITE_PORT), OPENAI_API_KEY: '', ...E2E_CALENDARS },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The map tiles: the map journeys route the built pages' OpenStreetMap tile requests here.
      command: 'node tests/support/fake-tiles.ts',
      url: `http://127.0.0.1:${FAKE_TILES_PORT}/health`,
      env: { PORT: String(FAKE_TILES_PORT) },
      reuseExistingServer: false,
    },
    {
      // GitHub's API for the inbox's sign-in and commits, and the owner's notification relay.
      command: 'node tests/support/fake-github.ts',
      url: `${fakeGitHubURL}/health`,
      env: { PORT: String(FAKE_GITHUB_PORT) },
      reuseExistingServer: false,
    },
    {
      // The owner's inbox journeys: the same build, its own store, the owner notified through the fake relay.
      command: 'node tools/serve.ts',
      url: inboxSiteURL,
      env: {
        ...journeyServer(INBOX_SITE_PORT),
        OPENAI_API_KEY: '',
        ...E2E_CALENDARS,
        REQUEST_WEBHOOK_URL: `${fakeGitHubURL}/webhook`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node tests/support/fake-openai.ts',
      url: `http://127.0.0.1:${FAKE_OPENAI_PORT}/health`,
      env: { PORT: String(FAKE_OPENAI_PORT) },
      reuseExistingServer: false,
    },
    {
      command: 'node tools/serve.ts',
      url: modelSiteURL,
      env: {
        ...journeyServer(MODEL_SITE_PORT),
        OPENAI_API_KEY: 'sk-e2e-fake-key',
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
        OPENAI_MODEL: 'fake-model',
        OPENAI_TIMEOUT_MS: '1500',
        ...E2E_CALENDARS,
        // Runs on one day add up in the local store, and every journey is one visitor (127.0.0.1): the daily limits,
        // the site's and each visitor's, have their own unit tests.
        ASSISTANT_DAILY_MODEL_CALLS: '1000000',
        ASSISTANT_VISITOR_DAILY_MODEL_CALLS: '0',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
