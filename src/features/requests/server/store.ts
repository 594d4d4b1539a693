// Where the requests are kept: Netlify Blobs, one entry per request under its reference, read with strong consistency
// (a status changes on what the last change wrote, never on an older copy), each change a write conditional on the
// version read. A store that fails for a moment is tried again before the guest is told to try later; what the guest
// sent is never dropped (their browser keeps it until the site has it).
import { randomBytes } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import type { CounterStore } from '../../../server/counter';
import { isRequestRecord, type RequestRecord } from '../rules';

/** The requests as the functions use them. */
export interface RequestStore {
  get(reference: string): Promise<RequestRecord | null>;
  /** Writes a new request: false when its reference is already taken (by it, or by another). */
  create(record: RequestRecord): Promise<boolean>;
  /** Changes a request with `edit` on its latest version; the result, or null when there is no such request. */
  update(reference: string, edit: (record: RequestRecord) => RequestRecord): Promise<RequestRecord | null>;
  /** Every request (of this code's shape). */
  list(): Promise<RequestRecord[]>;
  delete(reference: string): Promise<void>;
  /** The entries the limits count in. */
  counters: CounterStore;
  /** A random secret of the site, made on first use: it keys the visitors' names in the counts. */
  secret(): Promise<string>;
}

/** The Blobs store's name. */
export const REQUESTS_STORE = 'requests';
const RECORD = 'request/';
const SECRET = 'secret';
const ATTEMPTS = 10;

/** The requests in Netlify Blobs (`getStore` finds the site's store on Netlify and under `npm start`). */
export function blobRequests(name = REQUESTS_STORE): RequestStore {
  let opened: ReturnType<typeof getStore> | undefined;
  const store = () => (opened ??= getStore({ name, consistency: 'strong' }));
  const read = async (reference: string) => {
    const entry = await store().getWithMetadata(`${RECORD}${reference}`, { type: 'json' });
    return entry && isRequestRecord(entry.data) ? { record: entry.data, etag: entry.etag } : null;
  };
  return {
    async get(reference) {
      return (await read(reference))?.record ?? null;
    },
    async create(record) {
      const written = await store().setJSON(`${RECORD}${record.reference}`, record, { onlyIfNew: true });
      return written.modified;
    },
    async update(reference, edit) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const current = await read(reference);
        if (!current?.etag) return null;
        const changed = edit(current.record);
        const written = await store().setJSON(`${RECORD}${reference}`, changed, { onlyIfMatch: current.etag });
        if (written.modified) return changed;
      }
      throw new Error(`request ${reference} kept changing while being written`);
    },
    async list() {
      const { blobs } = await store().list({ prefix: RECORD });
      const records = await Promise.all(blobs.map(({ key }) => store().get(key, { type: 'json' })));
      return records.filter(isRequestRecord);
    },
    async delete(reference) {
      await store().delete(`${RECORD}${reference}`);
    },
    counters: {
      getWithMetadata: (key, options) => store().getWithMetadata(`count/${key}`, options),
      setJSON: (key, value, options) => store().setJSON(`count/${key}`, value, options),
    },
    async secret() {
      secretOf[name] ??= readSecret();
      return secretOf[name].catch((error: unknown) => {
        delete secretOf[name];
        throw error;
      });
    },
  };
  async function readSecret(): Promise<string> {
    const kept: unknown = await store().get(SECRET, { type: 'text' });
    if (typeof kept === 'string' && kept.length >= 32) return kept;
    await store().set(SECRET, randomBytes(32).toString('hex'), { onlyIfNew: true });
    const made: unknown = await store().get(SECRET, { type: 'text' });
    if (typeof made !== 'string' || made.length < 32) throw new Error('the site secret could not be kept');
    return made;
  }
}

/** The site's secret, once read, by store: it never changes, so an instance reads it once. */
const secretOf: Record<string, Promise<string>> = {};

/** Deletes every count of a day before `day` (the counts are of one Romanian day each: `{kind}/{day}/…`). */
export async function forgetCountsBefore(day: string, name = REQUESTS_STORE): Promise<number> {
  const store = getStore({ name, consistency: 'strong' });
  const { blobs } = await store.list({ prefix: 'count/' });
  const old = blobs.filter(({ key }) => (/\/(\d{4}-\d{2}-\d{2})\//.exec(key)?.[1] ?? day) < day);
  await Promise.all(old.map(({ key }) => store.delete(key)));
  return old.length;
}
