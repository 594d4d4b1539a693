// The inbox's state and the verbs that change it: who is signed in, the requests as the server last listed them,
// what is being done to which, and what went wrong. The page only renders this store and calls its verbs; the
// network goes through a parameter, so a unit test passes its own.
import { atom } from 'nanostores';
import { REQUESTS_PATH } from '../outbox';
import type { OwnerRequest, StoredStatus } from '../rules';
import { forgetToken, SignInError, signIn, storedToken } from './session';

/** Where the inbox stands. */
export type InboxState =
  | { kind: 'signedOut'; problem?: string }
  | { kind: 'loading' }
  | { kind: 'ready'; requests: OwnerRequest[]; today: string }
  | { kind: 'refused'; message: string };

export const $inbox = atom<InboxState>({ kind: 'signedOut' });
/** The references being changed now, and the last problem with each. */
export const $working = atom<Record<string, boolean>>({});
export const $problems = atom<Record<string, string>>({});

let fetcher: typeof fetch = (...args) => fetch(...args);
let token: string | null = null;

/** Uses `next` for every call (tests). */
export function fetchWith(next: typeof fetch): void {
  fetcher = next;
}

/** What the server's error says, in its own words, or the status. */
async function errorOf(answer: Response): Promise<string> {
  const body = (await answer.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  return typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${answer.status}`;
}

const call = (path: string, init: RequestInit = {}) =>
  fetcher(path, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

/** Lists the requests again; a sign-in the server refuses ends the session with its reason. */
export async function loadRequests(): Promise<void> {
  if (!token) return $inbox.set({ kind: 'signedOut' });
  if ($inbox.get().kind !== 'ready') $inbox.set({ kind: 'loading' });
  let answer: Response;
  try {
    answer = await call(REQUESTS_PATH);
  } catch {
    return $inbox.set({
      kind: 'refused',
      message: 'Serverul nu poate fi contactat. Verificați conexiunea și reîncercați.',
    });
  }
  if (answer.status === 401) {
    forgetToken();
    token = null;
    return $inbox.set({
      kind: 'signedOut',
      problem: 'Conectarea nu mai este valabilă. Conectați-vă din nou cu GitHub.',
    });
  }
  if (answer.status === 403)
    return $inbox.set({
      kind: 'refused',
      message: `Acest cont GitHub nu poate scrie în depozitul site-ului, deci nu vede cererile. (${await errorOf(answer)})`,
    });
  if (!answer.ok)
    return $inbox.set({ kind: 'refused', message: `Cererile nu pot fi citite acum: ${await errorOf(answer)}` });
  const { requests, today } = (await answer.json()) as { requests: OwnerRequest[]; today: string };
  $inbox.set({ kind: 'ready', requests, today });
}

/** Starts the inbox with the token this browser holds, if any. */
export function startInbox(): Promise<void> {
  token = storedToken();
  return loadRequests();
}

/** Signs in through GitHub, then lists the requests. */
export async function signInAndLoad(sign: () => Promise<string> = signIn): Promise<void> {
  try {
    token = await sign();
  } catch (error) {
    const reason = error instanceof SignInError ? error.reason : 'refused';
    return $inbox.set({
      kind: 'signedOut',
      problem:
        reason === 'blocked'
          ? 'Browserul a blocat fereastra de conectare. Permiteți ferestrele pop-up pentru acest site și reîncercați.'
          : reason === 'closed'
            ? 'Fereastra de conectare a fost închisă înainte de sfârșit.'
            : 'GitHub nu a acceptat conectarea. Reîncercați.',
    });
  }
  await loadRequests();
}

/** Ends the inbox's session in this browser. */
export function signOut(): void {
  forgetToken();
  token = null;
  $inbox.set({ kind: 'signedOut' });
}

function replaced(updated: OwnerRequest): void {
  const state = $inbox.get();
  if (state.kind === 'ready')
    $inbox.set({
      ...state,
      requests: state.requests.map((request) => (request.reference === updated.reference ? updated : request)),
    });
}

/** Runs `work` for the request of `reference`, marking it busy and keeping its problem, if any. */
async function working(reference: string, work: () => Promise<Response>, done: (answer: Response) => Promise<void>) {
  $working.set({ ...$working.get(), [reference]: true });
  const { [reference]: _, ...others } = $problems.get();
  $problems.set(others);
  try {
    const answer = await work();
    if (answer.ok) await done(answer);
    else $problems.set({ ...$problems.get(), [reference]: await errorOf(answer) });
  } catch {
    $problems.set({
      ...$problems.get(),
      [reference]: 'Serverul nu poate fi contactat. Verificați conexiunea și reîncercați.',
    });
  } finally {
    const { [reference]: __, ...rest } = $working.get();
    $working.set(rest);
  }
}

/** Confirms, declines or cancels a request; then lists them all again (the other requests' nights change too). */
export function setStatus(reference: string, status: Exclude<StoredStatus, 'new'>): Promise<void> {
  return working(
    reference,
    () => call(`${REQUESTS_PATH}/${reference}`, { method: 'POST', body: JSON.stringify({ status }) }),
    async (answer) => {
      replaced(((await answer.json()) as { request: OwnerRequest }).request);
      await loadRequests();
    },
  );
}

/** Deletes a request and the guest's details with it. */
export function deleteRequest(reference: string): Promise<void> {
  return working(
    reference,
    () => call(`${REQUESTS_PATH}/${reference}`, { method: 'DELETE' }),
    async () => {
      const state = $inbox.get();
      if (state.kind === 'ready')
        $inbox.set({ ...state, requests: state.requests.filter((request) => request.reference !== reference) });
    },
  );
}
