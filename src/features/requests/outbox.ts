// A guest's request on its way to the site: kept in the browser (localStorage) from the moment 'Trimite cererea' is
// pressed until the site has recorded it, so that a connection lost, a function down or a closed tab loses nothing:
// what is kept is sent again when the connection returns or the site is next opened. Sent again, it stays one
// request: its reference, drawn here and already in the WhatsApp message, names it.
import { isReference, newReference } from './reference';
import type { RequestDraft } from './rules';

/** Where the site records requests. tests/unit/endpoints.test.ts holds it equal to the function's path. */
export const REQUESTS_PATH = '/api/requests';

/** A request with the reference it goes out under. */
export type OutgoingRequest = RequestDraft & { reference: string };

/** What became of a request sent. */
export type SendResult =
  | { kind: 'recorded'; reference: string }
  | { kind: 'kept'; reference: string }
  | { kind: 'refused'; reference: string; code: string };

/** The localStorage entry that holds the requests not yet recorded. */
export const OUTBOX_KEY = 'requests-outbox';

/** The browser's storage, or none (a browser that refuses it, or outside a browser). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The requests kept: what this code wrote, each with its reference (anything else is dropped). The server reads each
 * as it reads any request, so one damaged in the storage is refused there, not sent as something else.
 */
export function keptRequests(): OutgoingRequest[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(OUTBOX_KEY) ?? '[]');
  } catch {
    stored = [];
  }
  return (Array.isArray(stored) ? stored : []).filter(
    (entry): entry is OutgoingRequest =>
      typeof entry === 'object' && entry !== null && isReference((entry as { reference?: unknown }).reference),
  );
}

function writeKept(requests: OutgoingRequest[]): void {
  try {
    if (requests.length) storage()?.setItem(OUTBOX_KEY, JSON.stringify(requests));
    else storage()?.removeItem(OUTBOX_KEY);
  } catch {
    // A full or refused storage keeps nothing: the request still goes out now, and its WhatsApp message stays.
  }
}

/** Keeps `request` (in place of one with its reference, or of the one it is sent again as). */
function keep(request: OutgoingRequest, replacing = request.reference): void {
  writeKept([...keptRequests().filter(({ reference }) => reference !== replacing), request]);
}

/** Drops the request of `reference`. */
function forget(reference: string): void {
  writeKept(keptRequests().filter((request) => request.reference !== reference));
}

/** Whether an answer's status means the site could not take the request now, and later it may. */
const tryLater = (status: number) => status >= 500 || status === 408;

/**
 * Sends `request` to the site, kept in the browser until the site answers: 'recorded' once it has it, 'kept' when it
 * could not be reached (offline, a function down; sent again later), 'refused' with the reason the site gave (the
 * nights just taken, a limit reached), which drops it. A reference the site says is another request's is drawn again.
 */
export async function sendRequest(request: OutgoingRequest, fetcher: typeof fetch = fetch): Promise<SendResult> {
  keep(request);
  let current = request;
  for (let attempt = 0; attempt < 3; attempt++) {
    let answer: Response;
    try {
      answer = await fetcher(REQUESTS_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(current),
        // Goes on if the page is left (the guest follows the WhatsApp link in this tab, or closes it).
        keepalive: true,
      });
    } catch {
      return { kind: 'kept', reference: current.reference };
    }
    if (answer.ok) {
      forget(current.reference);
      return { kind: 'recorded', reference: current.reference };
    }
    if (tryLater(answer.status)) return { kind: 'kept', reference: current.reference };
    const body = (await answer.json().catch(() => null)) as { error?: { code?: unknown } } | null;
    const code = typeof body?.error?.code === 'string' ? body.error.code : `http_${answer.status}`;
    if (code !== 'reference_taken') {
      forget(current.reference);
      return { kind: 'refused', reference: current.reference, code };
    }
    const next = { ...current, reference: newReference() };
    keep(next, current.reference);
    current = next;
  }
  return { kind: 'kept', reference: current.reference };
}

/** Sends every request kept in the browser; `told` hears what became of each. */
export async function sendKeptRequests(
  told: (result: SendResult) => void,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  for (const request of keptRequests()) told(await sendRequest(request, fetcher));
}
