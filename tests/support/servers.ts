// The servers the journeys run against, all on loopback; E2E_PORT moves them together.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const port = Number(process.env['E2E_PORT'] ?? 4329);

/** The site as `npm start` serves it on a fresh machine: no key, the offline assistant answers. */
export const SITE_PORT = port;
/** The same build whose assistant talks to the fake OpenAI-compatible API below. */
export const MODEL_SITE_PORT = port + 1;
/** tests/support/fake-openai.ts. */
export const FAKE_OPENAI_PORT = port + 2;

export const siteURL = `http://127.0.0.1:${SITE_PORT}`;
export const modelSiteURL = `http://127.0.0.1:${MODEL_SITE_PORT}`;
/** tests/support/fake-ical.ts: the owners' calendars the site servers read. */
export const FAKE_ICAL_PORT = port + 3;

/** tests/support/fake-tiles.ts: the map tiles the journeys route OpenStreetMap's tile requests to. */
export const FAKE_TILES_PORT = port + 4;
export const fakeTilesURL = `http://127.0.0.1:${FAKE_TILES_PORT}`;

const feed = (name: string) => `http://127.0.0.1:${FAKE_ICAL_PORT}/feeds/${name}.ics`;

/**
 * The properties the journeys give calendars (ICAL_FEEDS of both site servers): 20 an Airbnb export and a channel
 * manager's with a timed event; 17 a feed that answers 404, 18 a malformed one, 19 one slower than the time limit.
 * Every other property has none and behaves as it always did.
 */
export const E2E_FEEDS = {
  '20': [feed('airbnb'), feed('booking')],
  '17': [feed('missing')],
  '18': [feed('malformed')],
  '19': [feed('slow')],
};

/** The calendar settings of both site servers; a feed's fetch is cut after 1.5 s. */
export const E2E_CALENDARS = { ICAL_FEEDS: JSON.stringify(E2E_FEEDS), ICAL_TIMEOUT_MS: '1500' };

/** A second build served on its own (a catalogue copy's, tests/new-property/catalogue-copy.ts), as `npm start` would. */
export const COPY_SITE_PORT = port + 5;
/** The synthetic catalogue of 300 properties' build (tests/new-property/scale-build.ts), served beside the copy's: this
    port for the desktop journey, the next for the phone's. */
export const SCALE_SITE_PORT = port + 6;

/** tests/support/fake-github.ts: GitHub's API for the owner's sign-in and commits, and the owner's notification relay. */
export const FAKE_GITHUB_PORT = port + 9;
export const fakeGitHubURL = `http://127.0.0.1:${FAKE_GITHUB_PORT}`;
/**
 * The same build served a third time for the owner's inbox journeys, with a store of its own: a stay confirmed there
 * closes its nights on that server only, never under another journey's feet.
 */
export const INBOX_SITE_PORT = port + 8;
export const inboxSiteURL = `http://127.0.0.1:${INBOX_SITE_PORT}`;

/** The calendar edges' servers (playwright.config.ts), one per edge from this port on, each on its edge's day. */
export const EDGE_SITE_PORT = port + 10;

/** What every site server of the journeys reads GitHub's API from. */
export const E2E_GITHUB = { GITHUB_API_URL: fakeGitHubURL };

/**
 * Serves the build in `siteRoot` (its netlify.toml and dist/) with tools/serve.ts on `sitePort`, the functions
 * being this project's; resolves once it answers, with its address and its stop.
 */
export async function serveBuild(
  siteRoot: string,
  sitePort = COPY_SITE_PORT,
): Promise<{ url: string; stop: () => void }> {
  const repo = resolve(import.meta.dirname, '..', '..');
  const url = `http://127.0.0.1:${sitePort}`;
  const server = spawn(process.execPath, [join(repo, 'tools', 'serve.ts')], {
    cwd: repo,
    env: {
      ...process.env,
      SITE_ROOT: siteRoot,
      PORT: String(sitePort),
      LOCAL_RATE_LIMITS: 'off',
      // In UTC, as Netlify's functions run (the journeys' own clocks are Romania's: playwright.config.ts).
      TZ: 'UTC',
      OPENAI_API_KEY: '',
      BLOBS_DIR: mkdtempSync(join(tmpdir(), 'copy-site-blobs-')),
    },
    stdio: 'ignore',
  });
  const stop = () => void server.kill();
  for (let attempt = 0; attempt < 150; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((done) => setTimeout(done, 200));
  }
  stop();
  throw new Error(`the copy's build was not served on ${url}`);
}
