// Runs the site's Netlify functions (v2: `export default (request, context)` with `config.path`) inside
// the local server. Each is bundled once at start with esbuild and then called directly: Netlify's
// local emulator starts a fresh worker for every call, which costs 1-3 s on a small machine.
// As on Netlify, a function's `config.rateLimit` is enforced per visitor, the request's URL is the one the
// browser asked for (its Host), and the request's signal aborts when the visitor disconnects.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { createRateLimiter, rateLimitKey } from './lib/rate-limit.mjs';

/** Netlify's answer to a visitor past a function's rate limit. */
function tooManyRequests(waitMs) {
  return new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests; try again shortly.' } }), {
    status: 429,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(Math.ceil(waitMs / 1000)) },
  });
}

/**
 * Bundles every function file directly in `functionsDir` (the files Netlify deploys as functions) and
 * returns a router: the answer for a request whose path is a function's `config.path`, else null. The
 * scheduled functions (`config.schedule`, no path) are listed on the router's `scheduled`, for
 * scripts/local-schedule.mjs to run. `rateLimits: false` leaves the functions' rate limits off (the browser tests,
 * whose visitors all share one address).
 */
export async function loadFunctions(projectRoot, functionsDir, { rateLimits = true } = {}) {
  const files = readdirSync(functionsDir).filter((name) => /\.(m?[jt]s)$/.test(name));
  const outdir = join(projectRoot, '.netlify', 'local-functions');
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
  const routes = new Map();
  const scheduled = [];
  for (const name of files) {
    const functionName = basename(name).replace(/\.m?[jt]s$/, '');
    const module = await import(`${pathToFileURL(join(outdir, `${functionName}.mjs`)).href}?${Date.now()}`);
    const limit = rateLimits ? module.config?.rateLimit : undefined;
    const route = { run: module.default, limit, limiter: limit ? createRateLimiter(limit) : null };
    for (const path of [module.config?.path ?? []].flat()) routes.set(path, route);
    if (module.config?.schedule) scheduled.push({ name: functionName, schedule: module.config.schedule, run: module.default });
  }

  /** Calls the function that owns `req`'s path, as Netlify would, or returns null. */
  async function handle(req, res, origin) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? new URL(origin).host}`);
    const route = routes.get(url.pathname);
    if (!route) return null;
    const ip = req.socket.remoteAddress ?? '';
    const wait = route.limiter?.take(rateLimitKey(route.limit.aggregateBy, ip, url.host)) ?? 0;
    if (wait > 0) return tooManyRequests(wait);
    // A visitor who closes the connection before the answer is written aborts the function's request.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const hasBody = !['GET', 'HEAD'].includes(req.method ?? 'GET');
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([key, value]) => [value ?? []].flat().map((item) => [key, item])),
      signal: gone.signal,
      ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
    });
    const context = { requestId: randomUUID(), ip, url, params: {}, site: {}, deploy: {} };
    return route.run(request, context);
  }
  return Object.assign(handle, { scheduled });
}
