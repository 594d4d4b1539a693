// `npm start`'s server (tools/serve.ts) as a visitor meets it, started over the built site: the assistant's
// function behind the per-visitor rate limit its config declares, a refused upload that does not stall the next
// request, requests addressed by the name the browser used, a page asked for by another form of its address, and
// requests no browser sends (a hostile visitor's), each answered with a 4xx and no stack in the server's log.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../netlify/functions/ai-chat';
import { calendarKey } from '../../src/features/availability/calendar-key';
import { readCatalogue } from '../support/catalogue';
import { freePort } from '../support/free-port';

const root = join(import.meta.dirname, '..', '..');
let server: ChildProcess;
/** The published calendars' secret the server is started with. */
const SECRET = 'a-long-enough-local-secret';
let port: number;
let blobs: string;
/** What the server printed to its error stream so far. */
let log = '';
/** Requests this file sent to the assistant at 127.0.0.1: they count against one visitor's window on that site. */
let sent = 0;

beforeAll(async () => {
  expect(
    existsSync(join(root, 'dist', '404.html')),
    'dist/ is missing: run `npm run build` first (npm test does)',
  ).toBe(true);
  port = await freePort();
  blobs = mkdtempSync(join(tmpdir(), 'local-server-blobs-'));
  server = spawn(process.execPath, [join(root, 'tools', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BLOBS_DIR: blobs, OPENAI_API_KEY: '', ICAL_EXPORT_SECRET: SECRET },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (let attempt = 0; attempt < 150; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/ai-status`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the local server did not start');
}, 40_000);

afterAll(() => {
  server?.kill();
  rmSync(blobs, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  socket: unknown;
}

/**
 * A POST to the assistant over `agent`, as the site's page sends it unless `headers` say otherwise, from 127.0.0.1
 * unless `from` names another loopback address (another visitor).
 */
function ask(agent: Agent, body: string, headers: Record<string, string> = {}, from = '127.0.0.1'): Promise<Answer> {
  if (!headers['host'] && from === '127.0.0.1') sent += 1;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/ai-chat',
        method: 'POST',
        agent,
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${port}`,
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, socket: request.socket }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
const hello = JSON.stringify({ messages: [{ role: 'user', content: 'Caut în Constanța pentru 2 persoane' }] });

describe("npm start's server", () => {
  it('closes the connection after refusing an upload it did not read, so the next request gets a fresh one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const big = JSON.stringify({ messages: [{ role: 'user', content: 'x' }], apartments: ['a'.repeat(1024 * 1024)] });
    const refused = await ask(agent, big);
    expect(refused.status).toBe(413);
    expect(refused.headers['connection']).toBe('close');
    const next = await ask(agent, hello);
    expect(next.status).toBe(200);
    expect(next.socket).not.toBe(refused.socket);
    // An answer that read its whole request keeps the connection for the next one.
    expect(next.headers['connection']).toBe('keep-alive');
    agent.destroy();
  });

  it('gives the function the address the browser used, so a page opened as localhost may call it', async () => {
    const agent = new Agent();
    const answer = await ask(agent, hello, { host: `localhost:${port}`, origin: `http://localhost:${port}` });
    expect(answer.status).toBe(200);
    agent.destroy();
  });

  it('routes a path with a parameter to its function, as Netlify does (/api/requests/{reference})', async () => {
    const base = `http://127.0.0.1:${port}/api/requests`;
    const one = await fetch(`${base}/K7Q-428`, { method: 'DELETE' });
    expect(one.status).toBe(401);
    expect(((await one.json()) as { error: { code: string } }).error.code).toBe('not_signed_in');
    const unknown = await fetch(`${base}/nu-e-o-referinta`, { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('unknown_request');
    // A path the pattern does not hold is the site's, not the function's.
    const deeper = await fetch(`${base}/K7Q-428/altceva`);
    expect(deeper.status).toBe(404);
    expect(deeper.headers.get('content-type')).toContain('text/html');
  });

  it("holds a visitor to the function's own rate limit, then answers 429 with a JSON reason and when to retry", async () => {
    const limit = config.rateLimit!;
    const agent = new Agent({ keepAlive: true });
    const statuses: number[] = [];
    while (sent < limit.windowLimit) statuses.push((await ask(agent, hello)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await ask(agent, hello);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(limit.windowSize);
    agent.destroy();
  });
});

describe("npm start's server, addressed by a name that is not its own", () => {
  it('refuses a chat whose Origin only a forged Host or X-Forwarded-Host names', async () => {
    const agent = new Agent();
    for (const headers of [
      { host: 'evil.example', origin: 'http://evil.example' },
      { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
      { 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' },
    ]) {
      const answer = await ask(agent, hello, headers, '127.0.0.3');
      expect([headers, answer.status]).toEqual([headers, 403]);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'forbidden_origin' } });
    }
    agent.destroy();
  });

  it("writes no Host into the published calendar: its PRODID and UIDs name the site's own address", async () => {
    const path = `/api/calendar.ics?id=7&key=${calendarKey(SECRET, '7')}`;
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer).status).toBe(200);
    expect(answer).toMatch(/^PRODID:-\/\/127\.0\.0\.1:\d+\/\/Disponibilitate 7\/\/RO\r$/m);
    expect(answer).not.toContain('evil.example');
  });

  it('answers a chat whose body never ends with a 408 in JSON within 30 s, and closes the connection', async () => {
    const started = performance.now();
    const answer = await new Promise<string>((resolve, reject) => {
      // From an address of its own: 127.0.0.1 has spent its chats on the rate limit's test.
      const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.4' }, () =>
        socket.write(
          [
            'POST /api/ai-chat HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            `Origin: http://127.0.0.1:${port}`,
            'Content-Type: application/json',
            'Content-Length: 1000',
            '',
            '{"messages":[{"role":"user","content":"',
          ].join('\r\n'),
        ),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.setTimeout(60_000, () => socket.destroy(new Error('no answer within 60 s')));
    });
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(statusOf(answer).status).toBe(408);
    expect(answer).toMatch(/^connection: close\r$/im);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(/\{[\s\S]*\}/.exec(body)?.[0] ?? 'null')).toMatchObject({
      error: { code: 'request_timeout' },
    });
  }, 70_000);
});

describe("npm start's server, flooded by one visitor", () => {
  /** GET /api/availability from 127.0.0.1 over `agent`: the status. */
  const availability = (agent: Agent) =>
    new Promise<number>((resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/api/availability', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
      request.end();
    });
  /** How long each of `n` chats in turn takes another visitor (127.0.0.2), in milliseconds. */
  const chats = async (n: number) => {
    const agent = new Agent({ keepAlive: true });
    const times: number[] = [];
    for (let index = 0; index < n; index++) {
      const started = performance.now();
      const answer = await ask(agent, hello, {}, '127.0.0.2');
      expect(answer.status).toBe(200);
      times.push(performance.now() - started);
    }
    agent.destroy();
    return times;
  };

  it("answers a flood of /api/availability with 429s past the visitor's limit, and another visitor's chat as usual", async () => {
    const usual = await chats(4);
    const flooding = new Agent({ keepAlive: true, maxSockets: 50 });
    const statuses: number[] = [];
    let flooded = true;
    const flood = Promise.all(
      Array.from({ length: 50 }, async () => {
        while (flooded) statuses.push(await availability(flooding));
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = await chats(4);
    flooded = false;
    await flood;
    flooding.destroy();
    const slowest = (times: number[]) => Math.round(Math.max(...times));
    console.log(
      `availability flood: ${statuses.length} requests, ${statuses.filter((status) => status === 429).length} refused; chat ${slowest(usual)} ms at most before, ${slowest(during)} ms during`,
    );
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(statuses.length / 2);
    // Another visitor's chat takes what it usually takes, give or take a busy moment of the machine.
    expect(slowest(during)).toBeLessThan(Math.max(3 * slowest(usual), slowest(usual) + 1_000));
  }, 120_000);
});

describe("npm start's server, asked for a page by another form of its address", () => {
  const ids = readCatalogue().map((property) => Number(property.id));
  const page = `/apartment/${ids[0]}`;
  const unknown = `/apartment/${Math.max(...ids) + 1}`;
  /** The answer to `path` itself: its status, where on the site it sends the visitor (if anywhere) and its text. */
  const visit = async (path: string) => {
    const site = `http://127.0.0.1:${port}`;
    const response = await fetch(`${site}${path}`, { redirect: 'manual' });
    const header = response.headers.get('location');
    // A Location may be written whole or from the path on; either way the visitor lands on the same page.
    const target = header === null ? null : new URL(header, site);
    const location = target && target.origin === site ? `${target.pathname}${target.search}` : header;
    return { status: response.status, location, body: await response.text() };
  };

  it('answers a page at its own address, without a redirect', async () => {
    for (const path of ['/', page]) {
      const answer = await visit(path);
      expect([path, answer.status, answer.location]).toEqual([path, 200, null]);
    }
  });

  it.each([
    [`${page}/`, page],
    [`${page}/?x=1`, `${page}?x=1`],
    [`${page}.html`, page],
    [`${page}.html?x=1`, `${page}?x=1`],
    ['/index.html', '/'],
  ])('sends %s on to %s with a permanent redirect, its query kept', async (path, canonical) => {
    const answer = await visit(path);
    expect([answer.status, answer.location]).toEqual([301, canonical]);
    const next = await visit(canonical);
    expect([next.status, next.location]).toEqual([200, null]);
  });

  it('answers an unknown id with the not-found page and 404, with or without the slash', async () => {
    for (const path of [unknown, `${unknown}/`]) {
      const answer = await visit(path);
      expect([path, answer.status, answer.location]).toEqual([path, 404, null]);
      expect(answer.body).toContain('Proprietatea nu a fost găsită');
    }
  });

  it('leaves the error pages where they are: they have no address of their own to lead to', async () => {
    for (const path of ['/404.html', '/apartment/not-found.html']) {
      const answer = await visit(path);
      expect([path, answer.location]).toEqual([path, null]);
      expect(answer.body).toContain('noindex');
    }
  });
});

/** Sends `text` as it is over a socket (what a browser or fetch would refuse to send) and reads the whole answer. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(text.split('\r\n')[0])}`)));
  });
}

/** The status and the Location of a raw answer. */
function statusOf(answer: string): { status: number; location: string | null } {
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
    location: /^location: (.*)$/im.exec(answer)?.[1]?.trim() ?? null,
  };
}

describe("npm start's server, fed requests no browser sends", () => {
  const site = () => `127.0.0.1:${port}`;

  it.each([
    'TRACE / HTTP/1.1',
    'CONNECT evil.example:443 HTTP/1.1',
    'GET /% HTTP/1.1',
    'GET /apartment/7% HTTP/1.1',
    'GET /en/%ff/ HTTP/1.1',
    'GET /apartment/%E0%A4%A/ HTTP/1.1',
  ])('answers %s with a 4xx and prints no stack', async (line) => {
    const before = log.length;
    const answer = await raw(`${line}\r\nHost: ${site()}\r\nConnection: close\r\n\r\n`);
    const { status } = statusOf(answer);
    expect([line, status >= 400 && status < 500 ? '4xx' : status]).toEqual([line, '4xx']);
    expect(log.slice(before)).not.toMatch(/\n\s+at /);
  });

  it('redirects only within the site, whatever the path holds', async () => {
    for (const path of [
      '/.//evil.example/..%2Fapartment/7/',
      '//evil.example/apartment/7/',
      '/\\evil.example/%2e%2e/apartment/7/',
    ]) {
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: ${site()}\r\nConnection: close\r\n\r\n`);
      const { status, location } = statusOf(answer);
      expect(status, path).toBeGreaterThan(0);
      if (location === null) continue;
      expect([path, location]).toEqual([path, expect.stringMatching(/^\/(?![/\\])/)]);
      expect(new URL(location, `http://${site()}`).host, path).toBe(site());
    }
  });

  it("builds no address from the request's Host", async () => {
    for (const path of [
      '/admin.html',
      `/apartment/${readCatalogue()[0]!.id}.html`,
      `/apartment/${readCatalogue()[0]!.id}/`,
    ]) {
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      const { status, location } = statusOf(answer);
      expect([path, status]).toEqual([path, 301]);
      expect(location, path).not.toContain('evil.example');
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }
  });
});
