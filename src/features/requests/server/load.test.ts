// Two hundred guests sending their request at the same moment, each from an address of its own, to `npm start`'s
// server (its rate limits on, Netlify Blobs' local server behind it): every request is recorded exactly once, none
// lost, none twice, and each guest gets its own reference. Each is sent as the booking page sends it, with the
// reference its browser drew. How long the answers took is printed, for the benchmark (docs/performance.md gives
// the figures on a quiet machine; a timed assertion here would measure the machine).
//
// The server first answers a few guests one after another, as a deployed instance has before a busy moment. Its
// Blobs are kept in memory where the machine has a memory filesystem: the local server writes each entry as a new
// file renamed over the old, and two hundred such writes at once on this machine's ext4 spend about 1.5 s of the
// kernel's time finding free inodes among those just freed (ext4's find_inode_bit and recently_deleted, by perf),
// a cost of the emulation's disk, not of Netlify's store, which is a remote service (the figures on both are in
// docs/performance.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OWNER_TOKEN, startFakeGitHub, type FakeGitHub } from '../../../../tests/support/fake-github';
import { dayFromToday } from '../../../../tests/support/islands';
import { takesStay } from '../../../../tests/support/booking';
import { newReference } from '../reference';
import { freePort } from '../../../../tests/support/free-port';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const GUESTS = 200;
/** The guests the server answers one after another before the burst. */
const WARM_UP = 50;
let server: ChildProcess;
let port: number;
let blobs: string;
let github: FakeGitHub;

/** POSTs `body` to the server from `address`: the status, the answer and how long it took in milliseconds. */
function post(address: string, body: unknown): Promise<{ status: number; json: unknown; ms: number }> {
  const text = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: address,
        method: 'POST',
        path: '/api/requests',
        headers: {
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${port}`,
          'content-length': Buffer.byteLength(text),
        },
      },
      (answer) => {
        let data = '';
        answer.on('data', (chunk: Buffer) => (data += chunk.toString()));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, json: JSON.parse(data), ms: performance.now() - started }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}

beforeAll(async () => {
  expect(existsSync(join(root, 'dist', '404.html')), 'dist/ is missing: run `npm run build` first').toBe(true);
  port = await freePort();
  github = await startFakeGitHub();
  blobs = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'requests-load-blobs-'));
  server = spawn(process.execPath, [join(root, 'tools', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BLOBS_DIR: blobs, OPENAI_API_KEY: '', GITHUB_API_URL: github.url },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/ai-status`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the local server did not start');
}, 40_000);

afterAll(async () => {
  server?.kill();
  await github.close();
  rmSync(blobs, { recursive: true, force: true });
});

it(`records each of ${GUESTS} requests sent at once from ${GUESTS} addresses exactly once`, async () => {
  // The served functions' own catalogue (what the build wrote for them), whatever catalogue the tests read.
  const served = JSON.parse(
    readFileSync(join(root, 'netlify', 'functions', '_generated', 'catalogue.json'), 'utf8'),
  ) as {
    id: string;
    prices?: Parameters<typeof takesStay>[0]['prices'];
  }[];
  const bookable = served.filter((property) => takesStay(property, 30, 34));
  // As many references as guests, drawn as their browsers draw them (two alike would be one guest sending again).
  const drawn = new Set<string>();
  while (drawn.size < WARM_UP + GUESTS) drawn.add(newReference());
  const bodies = [...drawn].map((reference, index) => {
    const property = bookable[index % bookable.length]!;
    return {
      propertyId: property.id,
      checkIn: dayFromToday(30),
      checkOut: dayFromToday(34),
      guests: 1,
      name: `Oaspete ${index}`,
      phone: `+40 7${String(index).padStart(8, '0')}`,
      language: 'ro',
      total: null,
      reference,
    };
  });
  const [firstGuests, burst] = [bodies.slice(0, WARM_UP), bodies.slice(WARM_UP)];
  for (const [index, body] of firstGuests.entries())
    expect((await post(`127.0.1.${index + 2}`, body)).status).toBe(201);
  const answers = await Promise.all(burst.map((body, index) => post(`127.0.0.${index + 2}`, body)));
  expect(answers.map((answer) => answer.status)).toEqual(burst.map(() => 201));
  const references = answers.map((answer) => (answer.json as { request: { reference: string } }).request.reference);
  expect(references).toEqual(burst.map((body) => body.reference));

  const listed = await fetch(`http://127.0.0.1:${port}/api/requests`, {
    headers: { authorization: `Bearer ${OWNER_TOKEN}` },
  });
  const { requests } = (await listed.json()) as { requests: { reference: string; name: string }[] };
  expect(requests).toHaveLength(WARM_UP + GUESTS);
  expect(new Set(requests.map((request) => request.reference))).toEqual(drawn);
  expect(new Set(requests.map((request) => request.name)).size).toBe(WARM_UP + GUESTS);

  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!);
  console.log(
    `${GUESTS} requests at once: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${Math.round(times.at(-1)!)} ms`,
  );
}, 120_000);
