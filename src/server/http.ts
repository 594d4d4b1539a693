// Answers of the site's functions. Netlify's [[headers]] rules do not reach function responses, so every answer
// carries its own security headers.

/** Headers on every function answer: JSON, never cached, never framed or sniffed. */
export const FUNCTION_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/** A JSON answer with the function headers (plus any given). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...FUNCTION_HEADERS, ...headers } });
}

/** A failure as `{ error: { code, message } }`: readable, stable, and without internals. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The answer a visitor's browser receives. */
  toResponse(): Response {
    return json({ error: { code: this.code, message: this.message } }, this.status, this.headers);
  }
}

/**
 * The site's own addresses: the one the request's URL names, and the site's configured ones (SITE_URL, and Netlify's
 * URL and DEPLOY_URL), for a platform that hands the function another URL.
 */
function siteHosts(request: Request, env: (name: string) => string | undefined): string[] {
  const hosts = [new URL(request.url).host];
  for (const name of ['SITE_URL', 'URL', 'DEPLOY_URL']) {
    try {
      const address = env(name);
      if (address) hosts.push(new URL(address).host);
    } catch {
      // Not an address: names nothing.
    }
  }
  return hosts;
}

/**
 * Refuses a request that is not the site's own page calling with JSON. Browsers send Origin with every POST, so a
 * request from another site's page (or a form's text/plain post, which needs no CORS preflight) is refused before it
 * costs anything. The Origin must name the site's own address, which the request's URL carries (Netlify's, or the
 * local server's own name for itself) or the settings name: never a Host or X-Forwarded-Host header, which a page on a name that only
 * points at the server (DNS rebinding) or any script can write. A script outside a browser can forge the Origin too;
 * the per-visitor and daily limits hold those.
 */
export function checkCaller(
  request: Request,
  env: (name: string) => string | undefined = (name) => process.env[name],
): void {
  const origin = request.headers.get('origin');
  let host = '';
  try {
    host = origin ? new URL(origin).host : '';
  } catch {
    // An unreadable Origin ('null' from a sandboxed frame) is no origin of ours.
  }
  if (!host || !siteHosts(request, env).includes(host)) {
    throw new HttpError(403, 'forbidden_origin', "Only the site's own pages may call this.");
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
}

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
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The body must be UTF-8 encoded JSON.');
  }
}
