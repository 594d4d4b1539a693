// `npm run dev` (astro dev) with the site's functions: the assistant, the owners' calendars and the published
// calendars answer on their `config.path` as under `npm start`, through the same router (tools/local-functions.ts:
// each function bundled with esbuild and called directly, its rate limit held), Netlify Blobs on @netlify/blobs' own
// local server and the scheduled calendars' refresh run once and then on its schedule. Vite's dev server knows
// nothing of functions: without this, the chat and the calendars fail there.
//
// The functions are bundled once the server listens, when the content collection has written the data they read
// (netlify/functions/_generated), and again after a file under netlify/functions or a .ts file under src/ changes; a request waits for it.
// What npm start adds around them (netlify.toml's headers and redirects, compression) stays npm start's: the dev
// server serves pages from source, not dist/.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { nodeStream } from './lib/web-stream.ts';
import type { FunctionRouter } from './local-functions.ts';

const nodeRequire = createRequire(import.meta.url);

/** The router, with what stops the scheduled runs it started. */
interface Loaded {
  route: FunctionRouter;
  stopScheduled: () => void;
}

/** The address the dev server listens on, as an origin the scheduled functions' requests can name. */
function originOf({ address, port }: AddressInfo): string {
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/** Serves the site's functions from `astro dev`, as `npm start` does; nothing in a build or a preview. */
export default function devFunctions(): AstroIntegration {
  let root = '';
  let origin = '';
  let loaded: Promise<Loaded | null> = Promise.resolve(null);
  let stopBlobs: (() => Promise<void>) | null = null;

  async function load(): Promise<Loaded> {
    // Loaded by Node itself, as `npm start` loads them: Astro reads this configuration through a Vite module runner
    // that is closed once it is read, so an import() from here would fail, and the bundles loadFunctions imports must
    // not go through Vite either. Loaded only now: a build reads this configuration too and needs none of them.
    const { loadFunctions } = nodeRequire('./local-functions.ts') as typeof import('./local-functions.ts');
    const { startLocalBlobs } = nodeRequire('./local-blobs.ts') as typeof import('./local-blobs.ts');
    const { runScheduled } = nodeRequire('./local-schedule.ts') as typeof import('./local-schedule.ts');
    stopBlobs ??= await startLocalBlobs(process.env.BLOBS_DIR ?? join(root, '.netlify', 'blobs', 'dev'));
    const route = await loadFunctions(root, join(root, 'netlify', 'functions'), {
      rateLimits: process.env.LOCAL_RATE_LIMITS !== 'off',
      // Bundles of their own: an `npm start` running beside this one rewrites its bundles when it starts.
      outdir: join(root, '.netlify', 'dev-functions'),
    });
    return { route, stopScheduled: await runScheduled(route.scheduled, origin) };
  }

  /** Bundles the functions (again), stopping the schedule of the previous bundle; a failure is logged, pages still load. */
  function reload(logger: AstroIntegrationLogger): void {
    const previous = loaded;
    loaded = previous.then(async (before) => {
      before?.stopScheduled();
      await before?.route.close();
      try {
        return await load();
      } catch (error) {
        logger.error(`the functions could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    });
  }

  /** The function's answer to `req`, written to `res`; false when no function owns its path. */
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const functions = await loaded;
    const response = functions ? await functions.route(req, res, origin) : null;
    if (!response) return false;
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body || req.method === 'HEAD') res.end();
    else await pipeline(nodeStream(response.body), res);
    return true;
  }

  return {
    name: 'dev-functions',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server, logger }) => {
        const functionsDir = join(root, 'netlify', 'functions');
        const sourceDir = join(root, 'src');
        // An edited function or a module it may import (the features' server halves, the shared rules: any .ts under
        // src/), or the data the content collection writes for them, is bundled again.
        // Several files change at once (the content collection writes both data files): one bundle after them all.
        let pending: NodeJS.Timeout | undefined;
        server.watcher.on('all', (_event, file) => {
          const underSource = !relative(sourceDir, file).startsWith('..') && file.endsWith('.ts');
          if (relative(functionsDir, file).startsWith('..') && !underSource) return;
          clearTimeout(pending);
          pending = setTimeout(() => reload(logger), 200);
        });
        server.middlewares.use((req, res, next) => {
          answer(req, res).then(
            (answered) => {
              if (!answered) next();
            },
            (error: unknown) => {
              logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
              if (res.headersSent) res.destroy();
              else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The function failed.');
            },
          );
        });
      },
      // Bundled once the server listens: the content collection has written the functions' data by then.
      'astro:server:start': ({ address, logger }) => {
        origin = originOf(address);
        reload(logger);
      },
      'astro:server:done': async () => {
        const functions = await loaded;
        functions?.stopScheduled();
        await functions?.route.close();
        await stopBlobs?.();
      },
    },
  };
}
