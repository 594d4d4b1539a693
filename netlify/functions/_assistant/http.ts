// The assistant's request bodies; its answers share the site's function headers (../_shared/http.ts).
import { HttpError } from '../_shared/http';

export { FUNCTION_HEADERS, HttpError, json } from '../_shared/http';

/**
 * The body as text, refused before it is all read when it is larger than `limit` bytes, and refused
 * when it is not UTF-8.
 */
export async function readBody(request: Request, limit: number): Promise<string> {
  const tooLarge = new HttpError(413, 'payload_too_large', `The body is larger than ${limit} bytes.`);
  if (Number(request.headers.get('content-length')) > limit) throw tooLarge;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge;
    }
    chunks.push(part.value);
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.byteLength), 0);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The body must be UTF-8 encoded JSON.');
  }
}
