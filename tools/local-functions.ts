// Runs the site's Netlify functions (v2: `export default (request, context)` with `config.path`) inside
// the local server. Each is bundled once at start with esbuild and then called directly: Netlify's
// local emulator starts a fresh worker for every call, which costs 1-3 s on a small machine.
// As on Netlify, a function's `config.rateLimit` is enforced per visitor, the request's URL is the one the
// browser asked for (its Host) when that is one of the server's own names, the request's signal aborts when the
// visitor disconnects, a body that does not arrive within BODY_WAIT_MS is answered 408, and a scheduled function runs
// apart, in a thread of its own (tools/lib/scheduled-thread.ts).
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { isRecord } from '../src/lib/json.ts';
import { createRateLimiter, rateLimitKey, type RateLimitConfig, type RateLimiter } from './lib/rate-limit.ts';
import { ScheduledThread } from './lib/scheduled-thread.ts';
import { webStream } from './lib/web-stream.ts';
import type { ScheduledFunction } from './local-schedule.ts';

/** A function's handler, called with the request and what the site's functions read of Netlify's context. A scheduled
 * function's answer is not read. */
type Handler = (request: Request, context: object) => Promise<unknown>;

/** What a function file exports, checked: its handler and the config fields the local server reads. */
interface FunctionModule {
  run: Handler;
  paths: string[];
  schedule: string | undefined;
  rateLimit: RateLimitConfig | undefined;
}

const isRateLimit = (value: unknown): value is RateLimitConfig =>
  isRecord(value) && typeof value['windowLimit'] === 'number' && typeof value['windowSize'] === 'number';

/** The exports of the bundle of function `name`, checked as Netlify would use them. */
function functionModule(name: string, exports: unknown): FunctionModule {
  const problem = (what: string) => new Error(`netlify/functions/${name}: ${what}`);
  if (!isRecord(exports)) throw problem('not a module');
  const handler = exports['default'];
  if (typeof handler !== 'function') throw problem('its default export is not a function');
  const config = exports['config'] ?? {};
  if (!isRecord(config)) throw problem('its config is not an object');
  const path = config['path'] ?? [];
  const paths = [path].flat();
  if (!paths.every((item) => typeof item === 'string')) throw problem('config.path is not a path or a list of paths');
  const { schedule, rateLimit } = config;
  if (schedule !== undefined && typeof schedule !== 'string') throw problem('config.schedule is not a cron expression');
  if (rateLimit !== undefined && !isRateLimit(rateLimit))
    throw problem('config.rateLimit has no windowLimit and windowSize');
  const run: Handler = async (request, context) => Reflect.apply(handler, undefined, [request, context]);
  return { run, paths, schedule, rateLimit };
}

/** Netlify's answer to a visitor past a function's rate limit. */
function tooManyRequests(waitMs: number): Response {
  return new Response(
    JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests; try again shortly.' } }),
    {
      status: 429,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(Math.ceil(waitMs / 1000)),
      },
    },
  );
}

/**
 * The longest a request's body may take to arrive: a chat's or a booking request's few kilobytes come in well under a
 * second on a phone's connection, and a body that never ends would otherwise hold its connection for minutes.
 */
export const BODY_WAIT_MS = 10_000;

/** The answer to a body that did not arrive in time. */
function requestTimeout(): Response {
  return new Response(
    JSON.stringify({
      error: { code: 'request_timeout', message: `The request's body did not arrive within ${BODY_WAIT_MS / 1000} s.` },
    }),
    {
      status: 408,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' },
    },
  );
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The names this server answers to as itself, with its port: its own host; for a loopback host, every loopback name;
 * for one that listens everywhere, each of the machine's addresses too. A Host outside them (a name that only points
 * at the server) is not the site's own address, and nothing is built from it.
 */
export function ownHosts(origin: string): Set<string> {
  const { hostname, port } = new URL(origin);
  const names = new Set([hostname]);
  if (LOOPBACK.has(hostname) || hostname === '[::]' || hostname === '0.0.0.0')
    for (const name of LOOPBACK) names.add(name);
  if (hostname === '[::]' || hostname === '0.0.0.0')
    for (const address of Object.values(networkInterfaces()).flat())
      if (address) names.add(address.family === 'IPv6' ? `[${address.address}]` : address.address);
  return new Set([...names].map((name) => (port ? `${name}:${port}` : name)));
}

/** Calls the function that owns a request's path, or answers null; `scheduled` lists the functions on a schedule. */
export type FunctionRouter = ((
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
) => Promise<Response | null>) & {
  scheduled: ScheduledFunction[];
  /** Stops the scheduled functions' threads. */
  close(): Promise<void>;
};

/**
 * Bundles every function file directly in `functionsDir` (the files Netlify deploys as functions) into `outdir`
 * (.netlify/local-functions by default) and returns a router: the answer for a request whose path is a function's
 * `config.path`, else null. The scheduled functions (`config.schedule`, no path) are listed on the router's
 * `scheduled`, for tools/local-schedule.ts to run. `rateLimits: false` leaves the functions' rate limits off (the
 * browser tests, whose visitors all share one address).
 */
export async function loadFunctions(
  projectRoot: string,
  functionsDir: string,
  { rateLimits = true, outdir = join(projectRoot, '.netlify', 'local-functions') } = {},
): Promise<FunctionRouter> {
  const files = readdirSync(functionsDir).filter((name) => /\.(m?[jt]s)$/.test(name));
  await build({
    entryPoints: files.map((name) => join(functionsDir, name)),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  type Route = { name: string; run: Handler; limit: RateLimitConfig | undefined; limiter: RateLimiter | null };
  const routes = new Map<string, Route>();
  // Paths with parameters ('/api/requests/:reference'), matched as Netlify matches them (URLPattern).
  const patterns: { pattern: URLPattern; route: Route }[] = [];
  const scheduled: ScheduledFunction[] = [];
  const threads: ScheduledThread[] = [];
  for (const name of files) {
    const functionName = basename(name).replace(/\.m?[jt]s$/, '');
    const bundle = `${pathToFileURL(join(outdir, `${functionName}.mjs`)).href}?${Date.now()}`;
    const exports: unknown = await import(bundle);
    const loaded = functionModule(name, exports);
    const limit = rateLimits ? loaded.rateLimit : undefined;
    const route = { name, run: loaded.run, limit, limiter: limit ? createRateLimiter(limit) : null };
    for (const path of loaded.paths) {
      if (path.includes(':') || path.includes('*'))
        patterns.push({ pattern: new URLPattern({ pathname: path }), route });
      else routes.set(path, route);
    }
    if (loaded.schedule) {
      const thread = new ScheduledThread(functionName, bundle);
      threads.push(thread);
      scheduled.push({ name: functionName, schedule: loaded.schedule, run: (request) => thread.run(request) });
    }
  }

  const named = new Map<string, Set<string>>();
  /** Calls the function that owns `req`'s path, as Netlify would, or returns null. */
  async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<Response | null> {
    const own = named.get(origin) ?? named.set(origin, ownHosts(origin)).get(origin)!;
    const asked = req.headers.host?.toLowerCase();
    const url = new URL(req.url ?? '/', asked && own.has(asked) ? `http://${asked}` : origin);
    let route = routes.get(url.pathname);
    let params: Record<string, string | undefined> = {};
    for (const candidate of route ? [] : patterns) {
      const match = candidate.pattern.exec({ pathname: url.pathname });
      if (match) {
        route = candidate.route;
        params = match.pathname.groups;
        break;
      }
    }
    if (!route) return null;
    const name = route.name;
    const ip = req.socket.remoteAddress ?? '';
    const wait = route.limiter?.take(rateLimitKey(route.limit?.aggregateBy, ip, url.host)) ?? 0;
    if (wait > 0) return tooManyRequests(wait);
    // A visitor who closes the connection before the answer is written aborts the function's request.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const hasBody = !['GET', 'HEAD'].includes(req.method ?? 'GET');
    const request = new Request(url, {
      method: req.method ?? 'GET',
      headers: Object.entries(req.headers).flatMap(([key, value]) =>
        [value ?? []].flat().map((item): [string, string] => [key, item]),
      ),
      signal: gone.signal,
      ...(hasBody ? { body: webStream(req), duplex: 'half' } : {}),
    });
    // Work a function finishes after its answer (Netlify's waitUntil): it runs on, its failure reported, not thrown.
    const waitUntil = (promise: Promise<unknown>) =>
      void promise.catch((error: unknown) => console.error(`netlify/functions/${name}: after the answer:`, error));
    const context = { requestId: randomUUID(), ip, url, params, site: {}, deploy: {}, waitUntil };
    // A body that has not arrived in time is answered 408 and the function's request aborted.
    let timer: NodeJS.Timeout | undefined;
    const late = hasBody
      ? new Promise<Response>((resolve) => {
          timer = setTimeout(() => {
            if (req.complete) return;
            gone.abort();
            resolve(requestTimeout());
          }, BODY_WAIT_MS);
        })
      : null;
    const running = route.run(request, context);
    // Once the 408 is answered, the function's own end (its request aborted) is nobody's to read.
    if (late) running.catch(() => undefined);
    const answer = await (late ? Promise.race([running, late]) : running).finally(() => clearTimeout(timer));
    if (!(answer instanceof Response))
      throw new Error(`netlify/functions/${route.name} answered something other than a Response`);
    return answer;
  }
  const close = async () => {
    await Promise.all(threads.map((thread) => thread.stop()));
  };
  return Object.assign(handle, { scheduled, close });
}
