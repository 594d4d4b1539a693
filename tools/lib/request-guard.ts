// What `npm start`'s server (tools/serve.ts) refuses before anything reads a request: methods no page or function
// answers and that only probe a server (TRACE and TRACK echo a request; CONNECT asks for a tunnel), and addresses a
// browser never sends (broken percent-encoding, a target that is not a path). Each is a 4xx with a short reason, never
// a 500 with a stack in the log.

/** A refusal: its status, the reason shown, and the headers that go with it. */
export interface Refusal {
  status: 400 | 405;
  reason: string;
  headers: Record<string, string>;
}

const PROBES = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** The refusal of a request with `method` and `target` (the request line's path and query), or null to answer it. */
export function refusalOf(method: string, target: string): Refusal | null {
  if (PROBES.has(method.toUpperCase()))
    return { status: 405, reason: 'Method Not Allowed', headers: { allow: 'GET, HEAD, POST, OPTIONS' } };
  if (!target.startsWith('/')) return { status: 400, reason: 'Bad Request', headers: {} };
  const path = target.split(/[?#]/, 1)[0] ?? '';
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, reason: 'Bad Request', headers: {} };
  }
  return null;
}

/**
 * True when `pathname` names a place on this site as it is written: one leading slash, no empty, '.' or '..' segment
 * and no slash or backslash hidden in an escape. Only such a path may become a redirect's target: '//host/…' or
 * '/\host/…' in a Location leads a browser off the site.
 */
export function isPlainPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (!decoded.startsWith('/') || decoded.includes('\\') || /%2f|%5c/i.test(pathname)) return false;
  const segments = decoded.slice(1).split('/');
  return segments.every(
    (segment, index) => (segment !== '' || index === segments.length - 1) && segment !== '.' && segment !== '..',
  );
}

/**
 * A Location as a path on this site when it points at `origin` (the server's own, never the request's Host), so no
 * answer names a host a request made up; any other Location (a rule's redirect to another site) is kept.
 */
export function siteLocation(location: string, origin: string): string {
  const target = new URL(location, origin);
  if (target.origin !== origin) return location;
  return `${target.pathname}${target.search}${target.hash}`.replace(/^\/+/, '/');
}
