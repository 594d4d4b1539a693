// A request's reference: short enough to read aloud over the phone ('K7Q-428'), with no two characters a person
// could take for one another (no 0 or O, no 1, I or L), and drawn at random, so that nobody can guess another's.

/** The characters of a reference's first part: digits 2-9 and the letters but I, L and O. */
export const REFERENCE_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A reference as the site writes it: three of those characters, a hyphen, three digits. */
export const REFERENCE_PATTERN = /^[2-9A-HJKMNP-Z]{3}-\d{3}$/;

/** Whether `text` is a reference as the site writes them. */
export function isReference(text: unknown): text is string {
  return typeof text === 'string' && REFERENCE_PATTERN.test(text);
}

/** Fills `bytes` with random values: the browser's and Node's `crypto.getRandomValues`. */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A new reference, each character drawn evenly (bytes past the last whole multiple are drawn again). */
export function newReference(fill: RandomFill = cryptoFill): string {
  const draw = (size: number) => {
    const limit = 256 - (256 % size);
    for (;;) {
      const [byte = 0] = fill(new Uint8Array(1));
      if (byte < limit) return byte % size;
    }
  };
  const letters = Array.from({ length: 3 }, () => REFERENCE_LETTERS[draw(REFERENCE_LETTERS.length)]).join('');
  const digits = Array.from({ length: 3 }, () => String(draw(10))).join('');
  return `${letters}-${digits}`;
}
