// Node streams and web streams, for fetch's Request and Response bodies. Node's web streams (node:stream/web) are the
// global classes at run time, but the type definitions declare them apart from the DOM's; the casts only join the two
// declarations of one class.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** `readable` as a web ReadableStream, for a Request's or Response's body. */
export const webStream = (readable: Readable): ReadableStream<Uint8Array> =>
  Readable.toWeb(readable) as ReadableStream<Uint8Array>;

/** A web ReadableStream (a Response's body) as a Node stream. */
export const nodeStream = (stream: ReadableStream<Uint8Array>): Readable =>
  Readable.fromWeb(stream as NodeReadableStream<Uint8Array>);
