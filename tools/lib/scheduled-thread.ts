// A scheduled function's own thread under the local server (tools/local-functions.ts): Netlify runs such a function
// in an instance of its own, never where the site's other functions answer, so a run that keeps its thread busy (the
// owners' calendars read for seconds) holds up no page and no other function here either. The thread imports the
// function's bundle once and runs it for each message: the request as sent, and the server's environment at that
// moment (its settings and the Blobs connection), as each Netlify run reads the site's.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** A run asked of the thread: the request's parts and the environment to run in. */
interface RunMessage {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: string | null;
  env: Record<string, string | undefined>;
}

/** The thread's answer: nothing, or what the run threw. */
interface DoneMessage {
  id: number;
  error?: { message: string; stack?: string | undefined };
}

/** Netlify stops a scheduled function after 30 seconds. */
export const SCHEDULED_LIMIT_MS = 30_000;

/** Runs of one scheduled function's bundle, each in the function's own thread. */
export class ScheduledThread {
  #worker: Worker | null = null;
  #next = 0;
  readonly #pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  readonly name: string;
  readonly bundle: string;
  readonly limitMs: number;

  constructor(name: string, bundle: string, limitMs = SCHEDULED_LIMIT_MS) {
    this.name = name;
    this.bundle = bundle;
    this.limitMs = limitMs;
  }

  /** The thread, started at the first run and again after one was stopped. */
  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL(import.meta.url), { workerData: { bundle: this.bundle } });
    worker.on('message', ({ id, error }: DoneMessage) => {
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      if (!this.#pending.size) worker.unref();
      if (!error) return pending?.resolve();
      pending?.reject(Object.assign(new Error(error.message), { stack: error.stack }));
    });
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the thread of ${this.name} ended (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  /** Runs the function on `request`; resolves when it is done, rejects with what it threw or when it ran too long. */
  async run(request: Request): Promise<void> {
    const id = this.#next++;
    const message: RunMessage = {
      id,
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body: request.body ? await request.text() : null,
      env: { ...process.env },
    };
    const worker = this.#thread();
    // Kept alive while a run is under way (the first one runs before the server listens), not between runs.
    worker.ref();
    const done = new Promise<void>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    worker.postMessage(message);
    let timer: NodeJS.Timeout | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new Error(`the scheduled function ${this.name} ran longer than ${this.limitMs / 1000} s and was stopped`),
        );
        void worker.terminate();
      }, this.limitMs);
    });
    try {
      await Promise.race([done, stopped]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops the thread (a run under way is rejected). */
  async stop(): Promise<void> {
    await this.#worker?.terminate();
  }
}

// In the function's thread: import its bundle, then run it for each message. (No top-level await: `npm run dev`
// requires this module.)
const data = workerData as { bundle?: unknown } | null;
if (!isMainThread && typeof data?.bundle === 'string') {
  const loaded = import(data.bundle) as Promise<{ default: (request: Request, context: object) => unknown }>;
  parentPort?.on('message', async ({ id, url, method, headers, body, env }: RunMessage) => {
    for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
    Object.assign(process.env, env);
    try {
      const exports = await loaded;
      await exports.default(new Request(url, { method, headers, ...(body === null ? {} : { body }) }), {});
      parentPort?.postMessage({ id } satisfies DoneMessage);
    } catch (error) {
      const { message, stack } = error instanceof Error ? error : new Error(String(error));
      parentPort?.postMessage({ id, error: { message, stack } } satisfies DoneMessage);
    }
  });
}
