// `npm run dev` (astro dev) serves the site's functions, as `npm start` does (tools/dev-functions.ts): the
// assistant, its badge and the owners' calendars answer there, beside the pages the dev server renders from source.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

const root = join(import.meta.dirname, '..', '..');
let server: ChildProcess;
let site: string;
let blobs: string;

/**
 * This process's environment without what vitest adds to it (MODE, BASE_URL, NODE_ENV...): Vite reads those as its
 * own, and a dev server started with them answers its pages 404.
 */
function ownEnvironment(): NodeJS.ProcessEnv {
  const vitest = /^(VITEST.*|TEST|NODE_ENV|MODE|BASE_URL|DEV|PROD|SSR)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !vitest.test(name)));
}

beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  blobs = mkdtempSync(join(tmpdir(), 'dev-server-blobs-'));
  server = spawn(
    process.execPath,
    [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: root, env: { ...ownEnvironment(), BLOBS_DIR: blobs, OPENAI_API_KEY: '' }, stdio: 'ignore' },
  );
  // The functions are bundled once the server listens: ready when the assistant's badge answers.
  for (let attempt = 0; attempt < 200; attempt++) {
    const ready = await fetch(`${site}/api/ai-status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the dev server did not start, or does not serve the functions');
}, 60_000);

afterAll(() => {
  server?.kill();
  rmSync(blobs, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('answers the assistant as a page of the site asks it', async () => {
    const response = await fetch(`${site}/api/ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Caut în Constanța pentru 2 persoane' }] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('Constanța') });
  });

  it("answers the owners' calendars", async () => {
    const response = await fetch(`${site}/api/availability`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ properties: expect.any(Object) });
  });

  it('still renders the pages itself', async () => {
    const response = await fetch(`${site}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Cazare de lux lângă mare');
  }, 30_000);
});
