// A seeded random generator, for what must come out the same on every run: the illustrations (the same file always
// gets the same picture) and the tests' fuzz inputs (a failure can be replayed). Not for anything secret.

/** A deterministic stream of random choices from one seed. */
export interface Random {
  /** A number from 0 (included) to 1 (excluded). */
  next: () => number;
  /** A number from `low` (included) to `high` (excluded). */
  range: (low: number, high: number) => number;
  /** A whole number from `low` to `high`, both included. */
  integer: (low: number, high: number) => number;
  /** One of `items`, each as likely. */
  pick: <T>(items: readonly T[]) => T;
  /** True with the given probability (0 to 1). */
  chance: (probability: number) => boolean;
}

/** The stream of `seed` (mulberry32: small, fast, and good enough for pictures and test inputs). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (low, high) => low + (high - low) * next(),
    integer: (low, high) => low + Math.floor((high - low + 1) * next()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick needs a list without gaps, of at least one item');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/** A seed from text: FNV-1a over its characters, then murmur3's finalizer, so that similar texts get unrelated seeds. */
export function seedFrom(text: string): number {
  let hash = 2166136261;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
