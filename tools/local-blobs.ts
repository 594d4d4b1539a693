// Netlify Blobs for `npm start`, offline and without a login: @netlify/blobs' own local server, with the
// connection published the way Netlify publishes it to functions (NETLIFY_BLOBS_CONTEXT). Function code then calls
// `getStore(name)` exactly as it does on Netlify.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

/** The site id local stores are kept under. */
const LOCAL_SITE_ID = 'local-site';

type Handle = (request: Request) => Promise<Response>;

/**
 * Makes the local server keep an entry's versions as Netlify does. Its conditional writes (`onlyIfNew`, `onlyIfMatch`)
 * read the entry and then write it, and two writers in between could both pass: here the reads and writes of one
 * entry take turns. Its reads give no ETag, so `getWithMetadata` had none to write on: here a read of an entry carries
 * the ETag of the version it read. And an entry's ETag is made from its modification time to the millisecond, so two
 * writes in one millisecond would carry the same one and a stale ETag would match: here each write waits for the
 * clock's next millisecond before the entry's next turn.
 */
function keepVersionsAsNetlify(server: BlobsServer): void {
  const handle = Reflect.get(server, 'handleRequest') as Handle;
  const localPaths = Reflect.get(server, 'getLocalPaths') as (url: URL) => { dataPath?: string; key?: string };
  const etagOf = Reflect.get(BlobsServer, 'generateETag') as (path: string) => Promise<string>;
  const turns = new Map<string, Promise<unknown>>();
  const inTurn: Handle = (request) => {
    const url = new URL(request.url, 'http://blobs');
    const { dataPath, key } = localPaths.call(server, url);
    const writes = request.method === 'PUT' || request.method === 'DELETE';
    if (!dataPath || !key || !(writes || request.method === 'GET')) return handle.call(server, request);
    const answer = (turns.get(dataPath) ?? Promise.resolve()).then(async () => {
      const response = await handle.call(server, request);
      if (writes) {
        const written = Date.now();
        while (Date.now() <= written) await new Promise((done) => setTimeout(done, 1));
        return response;
      }
      if (response.status !== 200) return response;
      const headers = new Headers(response.headers);
      headers.set('etag', await etagOf(dataPath));
      return new Response(await response.arrayBuffer(), { status: response.status, headers });
    });
    const turn = answer.catch(() => undefined);
    turns.set(dataPath, turn);
    void turn.then(() => turns.get(dataPath) === turn && turns.delete(dataPath));
    return answer;
  };
  Reflect.set(server, 'handleRequest', inTurn);
}

/** A name the local server gives the file it writes an entry to before renaming it to the entry's own. */
const UNFINISHED_WRITE = /^\.[0-9a-z]+$/;

interface Listing {
  blobs?: { etag: string; key: string; last_modified: string; size: number }[];
  directories?: string[];
}

/**
 * Makes the local server's listing see what Netlify's does while entries are being written. Its walk of a folder
 * reads the names and then looks at each file: the temporary file of a write in progress was listed as an entry of
 * its own, and one renamed away between the two steps ended the walk, answering with no entries at all (the owner's
 * inbox showed none while a request's notification was being kept). Here unfinished writes are passed over, and an
 * entry gone before it is looked at is simply not listed.
 */
function listAsNetlify(): void {
  const etagOf = Reflect.get(BlobsServer, 'generateETag') as (path: string) => Promise<string>;
  interface Walk {
    directories: boolean;
    path: string;
    prefix: string;
    result: Listing;
    rootPath: string;
  }
  const walk = async ({ directories, path, prefix, result, rootPath }: Walk): Promise<void> => {
    for (const name of await readdir(path)) {
      if (UNFINISHED_WRITE.test(name)) continue;
      const entryPath = join(path, name);
      const entry = await stat(entryPath).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!entry) continue;
      const key = relative(rootPath, entryPath).split(sep).join('/');
      if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
      if (!entry.isDirectory()) {
        const etag = await etagOf(entryPath).catch(() => null);
        if (etag) result.blobs?.push({ etag, key, last_modified: entry.mtime.toISOString(), size: entry.size });
      } else if (directories && key.startsWith(prefix)) result.directories?.push(key);
      else await walk({ directories, path: entryPath, prefix, rootPath, result });
    }
  };
  Reflect.set(BlobsServer, 'walk', walk);
}

/** What a thread of the Blobs server is started with. */
interface BlobsThreadData {
  blobsDirectory: string;
  token: string;
}

/** Starts the server in this thread: its port, once it listens. */
async function serveBlobs({
  blobsDirectory,
  token,
}: BlobsThreadData): Promise<{ port: number; stop: () => Promise<void> }> {
  const server = new BlobsServer({ directory: blobsDirectory, token, logger: () => {} });
  keepVersionsAsNetlify(server);
  listAsNetlify();
  const { port } = await server.start();
  return { port, stop: () => server.stop() };
}

/**
 * Starts a Blobs server keeping its data in `directory` and points every store of this process at it. Returns a
 * function that stops it. The server runs in a thread of its own, as Netlify's store runs apart from the functions: a
 * burst of requests then shares the machine's cores instead of one thread with the functions that call it.
 */
export async function startLocalBlobs(directory: string): Promise<() => Promise<void>> {
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString('hex');
  const thread = new Worker(new URL(import.meta.url), { workerData: { blobsDirectory: directory, token } });
  const port = await new Promise<number>((resolve, reject) => {
    thread.once('message', (message: unknown) => resolve(Number(message)));
    thread.once('error', reject);
  });
  const edgeURL = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, token, siteID: LOCAL_SITE_ID });
  // The thread does not keep the process alive: a test or a server that is done exits without stopping it.
  thread.unref();
  return async () => {
    await thread.terminate();
  };
}

// In the server's thread: serve, and say on which port.
const data = workerData as Partial<BlobsThreadData> | null;
// (No top-level await: `npm run dev` requires this module.)
if (!isMainThread && data?.blobsDirectory && data.token)
  void serveBlobs({ blobsDirectory: data.blobsDirectory, token: data.token }).then(({ port }) =>
    parentPort?.postMessage(port),
  );
