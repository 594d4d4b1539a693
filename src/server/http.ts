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
