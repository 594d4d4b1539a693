// Netlify Blobs for `npm start`, offline and without a login: @netlify/blobs' own local server, with the
// connection published the way Netlify publishes it to functions (NETLIFY_BLOBS_CONTEXT). Function code then calls
// `getStore(name)` exactly as it does on Netlify.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

/** The site id local stores are kept under. */
const LOCAL_SITE_ID = 'local-site';

/**
 * Starts a Blobs server keeping its data in `directory` and points every store of this process at it.
 * Returns a function that stops it.
 */
export async function startLocalBlobs(directory: string): Promise<() => Promise<void>> {
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  const edgeURL = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, token, siteID: LOCAL_SITE_ID });
  return () => server.stop();
}
