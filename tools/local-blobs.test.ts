// The local Blobs server as `npm start` and the tests use it: a listing made while entries are being written shows
// every entry already there, as Netlify's store does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBlobs } from './local-blobs';

let directory: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'local-blobs-'));
  stop = await startLocalBlobs(directory);
});
afterAll(async () => {
  await stop();
  rmSync(directory, { recursive: true, force: true });
});

describe('the local Blobs server', () => {
  it('lists every entry while others are written beside them', async () => {
    const store = getStore('listing-while-writing');
    const kept = Array.from({ length: 5 }, (_, index) => `request/K${index}`);
    await Promise.all(kept.map((key) => store.setJSON(key, { key })));
    // The server writes an entry to a temporary file and renames it: a listing that met the temporary file between
    // its read of the folder and its look at the file answered with none of the entries.
    const writing = Array.from({ length: 40 }, (_, index) => store.setJSON(`request/W${index % 4}`, { index }));
    const listings = await Promise.all(
      Array.from({ length: 40 }, async () => (await store.list({ prefix: 'request/' })).blobs.map(({ key }) => key)),
    );
    await Promise.all(writing);
    for (const keys of listings) {
      expect(keys).toEqual(expect.arrayContaining(kept));
      expect(keys.every((key) => /^request\/[KW]\d$/.test(key))).toBe(true);
    }
  });
});
