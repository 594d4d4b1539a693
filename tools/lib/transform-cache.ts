// The Image CDN's transforms, kept once made, as Netlify's edge keeps them: the local emulator encodes a photo again
// on every request (an AVIF takes about a second of a core here), which a visitor of the real site never waits for
// twice and which, on the machine that also runs the browser, would be measured as the page's own work.

/** A transform's answer, whole. */
export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

/** What the answer depends on: the address, and the formats the browser accepts when the address names none. */
export function transformKey(url: URL, accept: string | undefined): string {
  return url.searchParams.has('fm') ? url.pathname + url.search : `${url.pathname}${url.search} ${accept ?? ''}`;
}

/**
 * The answers made so far, the latest used last, forgetting the least recently used beyond `limitBytes`. Requests for
 * a transform being made wait for that one rather than making it again.
 */
export class TransformCache {
  readonly #answers = new Map<string, KeptAnswer>();
  readonly #making = new Map<string, Promise<KeptAnswer>>();
  readonly #limitBytes: number;
  #bytes = 0;

  constructor(limitBytes: number) {
    this.#limitBytes = limitBytes;
  }

  /** The bytes kept. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The kept answer for `key` (then the most recently used), or undefined. */
  get(key: string): KeptAnswer | undefined {
    const answer = this.#answers.get(key);
    if (!answer) return undefined;
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return answer;
  }

  /**
   * The answer for `key`: the kept one, the one being made, or the one `make` makes, kept when it succeeded (2xx) and
   * fits. `hit` says whether it was made for this call.
   */
  async answer(key: string, make: () => Promise<KeptAnswer>): Promise<{ answer: KeptAnswer; hit: boolean }> {
    const kept = this.get(key);
    if (kept) return { answer: kept, hit: true };
    const underway = this.#making.get(key);
    if (underway) return { answer: await underway, hit: true };
    const making = make();
    this.#making.set(key, making);
    try {
      const answer = await making;
      if (answer.status >= 200 && answer.status < 300) this.#keep(key, answer);
      return { answer, hit: false };
    } finally {
      this.#making.delete(key);
    }
  }

  #keep(key: string, answer: KeptAnswer): void {
    if (answer.body.byteLength > this.#limitBytes) return;
    this.#answers.set(key, answer);
    this.#bytes += answer.body.byteLength;
    for (const [oldest, { body }] of this.#answers) {
      if (this.#bytes <= this.#limitBytes) break;
      this.#answers.delete(oldest);
      this.#bytes -= body.byteLength;
    }
  }
}
