// A store that fails or stalls for a moment is tried again before anyone is told: each call of the requests' store is
// bounded in time and tried three times, a little later each time. Every call can be repeated safely: a new request
// is written only if new, a change only on the version it read.
import type { CounterStore } from '../../../server/counter';
import type { RequestStore } from './store';

/** How long one call may take, and the waits before its second and third tries. */
export const STORE_CALL_MS = 2_500;
export const STORE_RETRY_MS = [150, 600] as const;

/** `work` tried again after each wait when it throws or takes longer than STORE_CALL_MS; the last failure is thrown. */
export async function retried<T>(work: () => Promise<T>): Promise<T> {
  let failure: unknown;
  for (const wait of [0, ...STORE_RETRY_MS]) {
    if (wait) await new Promise((done) => setTimeout(done, wait));
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        work(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('the store did not answer in time')), STORE_CALL_MS);
        }),
      ]);
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw failure;
}

/** `store` with every call bounded and tried again. */
export function resilient(store: RequestStore): RequestStore {
  const counters: CounterStore = {
    getWithMetadata: (key, options) => retried(() => store.counters.getWithMetadata(key, options)),
    setJSON: (key, value, options) => retried(() => store.counters.setJSON(key, value, options)),
  };
  return {
    get: (reference) => retried(() => store.get(reference)),
    create: (record) => retried(() => store.create(record)),
    update: (reference, edit) => retried(() => store.update(reference, edit)),
    list: () => retried(() => store.list()),
    delete: (reference) => retried(() => store.delete(reference)),
    counters,
    secret: () => retried(() => store.secret()),
  };
}
