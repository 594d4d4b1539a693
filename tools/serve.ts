// Serves the built site (dist/) the way Netlify does, offline and without a login: static files with
// netlify.toml's headers and redirects and the build's dist/_redirects (Netlify's own emulator), a page's address
// with a trailing slash sent on to the address without it (as Netlify does), the functions in netlify/functions on
// their config.path with their rate limits and Netlify Blobs behind them (tools/local-blobs.ts), the scheduled ones
// at start and on their schedule (tools/local-schedule.ts), each in a thread of its own, and dist/404.html with status
// 404 for anything else.
// Responses are compressed like a CDN's, so local measurements are fair. The headers include the
// Content-Security-Policies the build wrote into dist/_headers (tools/security-headers.ts), as on Netlify.
// Requests no browser sends get a 4xx before anything reads them (tools/lib/request-guard.ts); no answer takes an
// address from the request's Host header, and a redirect never leaves the site.
//
//   node tools/serve.ts             http://127.0.0.1:4321 (PORT and HOST override)
//   LOCAL_RATE_LIMITS=off             leaves the functions' rate limits off (the browser tests: one address for all)
//   SITE_ROOT=<folder>                serves another build: the folder's netlify.toml and dist/ (a catalogue copy's)
//   LOCAL_IMAGES=on                   serves the Image CDN's transforms (/.netlify/images) too, as Netlify does, for a
//                                     build whose photos go through it (the synthetic catalogues'), each made once
//                                     and then kept, as Netlify's edge keeps them
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, STATUS_CODES } from 'node:http';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { NetlifyDev, type ResponseType } from '@netlify/dev';
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import { isPlainPath, refusalOf, siteLocation } from './lib/request-guard.ts';
import { withoutTrailingSlash } from './lib/trailing-slash.ts';
import { nodeStream, webStream } from './lib/web-stream.ts';
import { type KeptAnswer, TransformCache, transformKey } from './lib/transform-cache.ts';
import { startLocalBlobs } from './local-blobs.ts';
import { loadFunctions } from './local-functions.ts';
import { runScheduled } from './local-schedule.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const localImages = process.env.LOCAL_IMAGES === 'on';
// The built site and the rules it is served with; the functions are always this project's.
const siteRoot = process.env.SITE_ROOT ?? projectRoot;
const distDir = join(siteRoot, 'dist');
const notFoundPage = join(distDir, '404.html');

if (!existsSync(notFoundPage)) {
  console.error('dist/ is missing or incomplete: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

const netlify = new NetlifyDev({
  projectRoot: siteRoot,
  // Everything that would reach Netlify's servers or download a runtime stays off: this runs offline.
  aiGateway: { enabled: false },
  blobs: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  // The functions run in this process instead (tools/local-functions.ts).
  functions: { enabled: false },
  geolocation: { enabled: false },
  // The Image CDN's transforms (/.netlify/images), which a build with IMAGE_CDN=netlify uses, read their sources from
  // this server itself: on with LOCAL_IMAGES=on (the sample's build has its images made at build time).
  images: { enabled: localImages },
  serverAddress: localImages ? `http://127.0.0.1:${port}` : null,
});
await netlify.start();
// Each served instance keeps its own stores (BLOBS_DIR overrides), so test servers running side by side never share data.
const stopBlobs = await startLocalBlobs(process.env.BLOBS_DIR ?? join(projectRoot, '.netlify', 'blobs', String(port)));
const callFunction = await loadFunctions(projectRoot, join(projectRoot, 'netlify', 'functions'), {
  rateLimits: process.env.LOCAL_RATE_LIMITS !== 'off',
});

// The emulator serves a rewrite's target with status 200; Netlify answers with the rule's own status
// (netlify.toml sends unknown /apartment/* ids to a page with 404). This reads the rule to restore it.
const redirects = new RedirectsHandler({
  configPath: join(siteRoot, 'netlify.toml'),
  // The rules come from netlify.toml alone.
  configRedirects: [],
  projectDir: siteRoot,
  publicDir: distDir,
  jwtSecret: '',
  jwtRoleClaim: '',
});

/** True when dist/ holds a page for `pathname`: such a file shadows a rule that is not forced. */
function isBuiltPage(pathname: string): boolean {
  const file = join(distDir, decodeURIComponent(pathname));
  if (!file.startsWith(distDir)) return false;
  return [file, `${file}.html`, join(file, 'index.html')].some(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** True when `address` is a page built as a file of its own ('/apartment/7' as apartment/7.html), not a folder's index. */
function isPageFile(address: string): boolean {
  if (!isPlainPath(address)) return false;
  const file = join(distDir, decodeURIComponent(address));
  if (!file.startsWith(distDir)) return false;
  return existsSync(`${file}.html`) && !existsSync(join(file, 'index.html'));
}

/** Netlify's own redirect of a page's address with a trailing slash to the address without it, or null. */
function trailingSlashRedirect(url: URL): Response | null {
  const location = withoutTrailingSlash(url, isPageFile);
  return location === null ? null : new Response(null, { status: 301, headers: { location } });
}

// netlify.toml's headers for a path, applied to a built page that a rule's pattern also matches ('/en/card/7' and
// '/en/*'): the emulator gives such a page the headers of the rule's target (the 404 page's), Netlify its own.
const pathHeaders = new HeadersHandler({
  configPath: join(siteRoot, 'netlify.toml'),
  projectDir: siteRoot,
  publishDir: 'dist',
  logger: console,
});

/** Gives a rewritten answer the status its netlify.toml rule declares (e.g. 404), as Netlify does. */
async function withRuleStatus(match: { response: Response; type: ResponseType }, url: URL): Promise<Response> {
  if (match.type !== 'redirect' || match.response.status !== 200) return match.response;
  if (isBuiltPage(url.pathname)) {
    await pathHeaders.apply(new Request(url), match.response);
    return match.response;
  }
  const rule = await redirects.match(new Request(url));
  const status = rule?.statusCode;
  if (!status || status === 200 || rule.redirect) return match.response;
  return new Response(match.response.body, { status, headers: match.response.headers });
}

/** The Image CDN's transforms made so far (LOCAL_IMAGES=on), at most 512 MB of them, as Netlify's edge keeps them. */
const transforms = new TransformCache(512 * 1024 * 1024);

/** The Image CDN's answer for a transform's address, made once and then kept; its Cache-Status header says which,
    in the form Netlify's edge writes it. */
async function imageTransform(request: Request, url: URL): Promise<Response> {
  const make = async (): Promise<KeptAnswer> => {
    const made = await netlify.handle(request);
    if (!made) return { status: 404, headers: [['content-type', 'text/plain; charset=utf-8']], body: new Uint8Array() };
    return { status: made.status, headers: [...made.headers], body: new Uint8Array(await made.arrayBuffer()) };
  };
  const { answer, hit } = await transforms.answer(transformKey(url, request.headers.get('accept') ?? undefined), make);
  const headers = new Headers(answer.headers);
  headers.set('cache-status', `"Netlify Edge"; ${hit ? 'hit' : 'fwd=miss'}`);
  return new Response(answer.body, { status: answer.status, headers });
}

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Netlify's answer for a path nothing matches: the site's 404 page, with its headers, as a 404. */
async function notFound(): Promise<Response> {
  const page = await netlify.handle(new Request(`${origin}/404.html`));
  const headers = new Headers(page?.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(page?.body ?? webStream(createReadStream(notFoundPage)), { status: 404, headers });
}

/** Picks brotli or gzip from the request's Accept-Encoding, or null for an uncompressed answer. */
function encodingFor(req: IncomingMessage, response: Response): 'br' | 'gzip' | null {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !compressible.test(type)) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const origin = `http://${host}:${port}`;

// The scheduled functions (the owners' calendars refresh) run once before the site answers, so its first visitor
// sees fresh availability; a broken setting they read stops the server here, with its message.
let stopScheduled = () => {};
try {
  stopScheduled = await runScheduled(callFunction.scheduled, origin);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await Promise.all([netlify.stop(), stopBlobs(), callFunction.close()]);
  process.exit(1);
}

/** A 4xx with its reason as plain text, for a request refused before anything read it. */
function refused(status: number, headers: Record<string, string> = {}): Response {
  const reason = STATUS_CODES[status] ?? 'Refused';
  return new Response(`${status} ${reason}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers },
  });
}

/**
 * The request as the emulator reads it, addressed to this server's own origin whatever its Host header says, so no
 * address the emulator writes (a redirect's Location) is built from Host. The static site reads no request body.
 */
function siteRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (name !== 'host' && value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  return new Request(url, { method: req.method ?? 'GET', headers });
}

const server = createServer(async (req, res) => {
  try {
    const refusal = refusalOf(req.method ?? 'GET', req.url ?? '/');
    const url = new URL(refusal ? '/' : (req.url ?? '/'), origin);
    const answered = refusal
      ? refused(refusal.status, refusal.headers)
      : ((await callFunction(req, res, origin)) ?? trailingSlashRedirect(url));
    const transform = !answered && localImages && req.method === 'GET' && url.pathname === '/.netlify/images';
    const match = answered || transform ? null : await netlify.handleAndIntrospect(siteRequest(req, url));
    const response =
      answered ??
      (transform
        ? await imageTransform(siteRequest(req, url), url)
        : match
          ? await withRuleStatus(match, url)
          : await notFound());
    const encoding = encodingFor(req, response);
    const headers = Object.fromEntries(response.headers);
    if (headers.location) headers.location = siteLocation(headers.location, origin);
    // A function that answers before reading the whole body (a 413, a refused origin) leaves the rest of the upload
    // in the connection: kept alive, the browser would reuse it and wait seconds for the next answer, so it is
    // closed after this answer.
    if (answered && !req.complete && !['GET', 'HEAD'].includes(req.method ?? 'GET')) headers.connection = 'close';
    if (encoding) {
      headers['content-encoding'] = encoding;
      headers.vary = 'Accept-Encoding';
      delete headers['content-length'];
    }
    res.writeHead(response.status, headers);
    if (!response.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = nodeStream(response.body);
    if (encoding === 'br') {
      await pipeline(body, createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), res);
    } else if (encoding === 'gzip') {
      await pipeline(body, createGzip(), res);
    } else {
      await pipeline(body, res);
    }
  } catch (error) {
    // A visitor who navigates away mid-response closes the socket: nothing went wrong on our side.
    if (req.destroyed || res.destroyed) return;
    console.error(`${req.method} ${req.url} failed:`, error);
    if (!res.headersSent) {
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Eroare internă a serverului local.' }));
    } else {
      res.destroy();
    }
  }
});

// A CONNECT request (a tunnel through a proxy) never reaches the handler above: without this, Node closes the socket
// with no answer at all.
server.on('connect', (_req, socket) => {
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, OPTIONS\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
  );
});

server.listen(port, host, () => {
  console.log(`Site served on ${origin} (static files, netlify.toml rules and functions)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    server.close();
    stopScheduled();
    await Promise.all([netlify.stop(), stopBlobs(), callFunction.close()]);
    process.exit(0);
  });
}
