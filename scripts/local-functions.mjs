// Runs the site's Netlify functions (v2: `export default (request, context)` with `config.path`) inside
// the local server. Each is bundled once at start with esbuild and then called directly: Netlify's
// local emulator starts a fresh worker for every call, which costs 1-3 s on a small machine.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles every function file directly in `functionsDir` (the files Netlify deploys as functions) and
 * returns a router: the answer for a request whose path is a function's `config.path`, else null. The
 * scheduled functions (`config.schedule`, no path) are listed on the router's `scheduled`, for
 * scripts/local-schedule.mjs to run.
 */
export async function loadFunctions(projectRoot, functionsDir) {
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
    for (const path of [module.config?.path ?? []].flat()) routes.set(path, module.default);
    if (module.config?.schedule) scheduled.push({ name: functionName, schedule: module.config.schedule, run: module.default });
  }

  /** Calls the function that owns `req`'s path, as Netlify would, or returns null. */
  async function handle(req, origin) {
    const url = new URL(req.url ?? '/', origin);
    const run = routes.get(url.pathname);
    if (!run) return null;
    const hasBody = !['GET', 'HEAD'].includes(req.method ?? 'GET');
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([key, value]) => [value ?? []].flat().map((item) => [key, item])),
      ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
    });
    const context = { requestId: randomUUID(), ip: req.socket.remoteAddress ?? '', url, params: {}, site: {}, deploy: {} };
    return run(request, context);
  }
  return Object.assign(handle, { scheduled });
}
