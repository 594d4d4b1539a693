// /api/requests: a guest's request recorded (POST, anyone), and the owner's inbox (GET the list, POST a status to
// /api/requests/{reference}, DELETE one), the owner's calls signed in with the GitHub account that edits the site.
// Every refusal is a readable JSON error; a store that fails answers 503 and the guest's browser sends again later.
import { randomUUID } from 'node:crypto';
import { romanianToday } from '../../../lib/dates';
import { checkCaller, HttpError, json, readBody } from '../../../server/http';
import { holdersOf, type AnswerSources, type ConfirmedStays, type Holder } from '../../availability/server';
import { isReference, newReference } from '../reference';
import {
  keptUntil,
  readDraft,
  sameRequest,
  STATUS_CHANGES,
  STORED_STATUSES,
  statusOn,
  type RequestDraft,
  type RequestRecord,
  type StoredStatus,
} from '../rules';
import { commitStay, ownerOf, type GitHubSettings } from './github';
import { type LimitReached, takePlace, type RequestLimits } from './limits';
import { notifyOwner, type WebhookSettings } from './notify';
import { ownerView } from './owner-view';
import { resilient } from './resilient';
import type { RequestStore } from './store';
import { checkDraft, serverTotal, type BookableProperty } from './validate';

/** What the handler works with; the function's adapter passes the deployed ones, tests their own. */
export interface RequestsSetup {
  store: RequestStore;
  catalogue: readonly BookableProperty[];
  /** The availability's sources at a moment (the deployed ones, read afresh). */
  availability: (now: Date) => AnswerSources;
  confirmed: ConfirmedStays;
  github: GitHubSettings;
  webhook: WebhookSettings;
  limits: RequestLimits;
  /** Drops the availability answers cached at the CDN, once the taken nights change. */
  purgeAvailability: () => Promise<void>;
  now?: () => Date;
}

/** What the handler reads of Netlify's context: the visitor's address and a way to finish work after answering. */
export interface RequestContext {
  ip: string;
  waitUntil?: (promise: Promise<unknown>) => void;
  params?: Record<string, string | undefined>;
}

/** A guest's body is a few hundred bytes; this leaves room for long names in any script. */
const BODY_LIMIT = 8 * 1024;

/** The body as JSON, or a 400 that says it is not. */
async function jsonBody(request: Request): Promise<unknown> {
  const text = await readBody(request, BODY_LIMIT);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The body must be JSON.');
  }
}

/** The words a refusal for taken nights gives for what holds them. */
function heldBy(holders: readonly Holder[]): string {
  return holders
    .map((holder) =>
      holder.kind === 'platform'
        ? "a platform's calendar"
        : holder.kind === 'direct'
          ? 'a direct booking'
          : `the confirmed request ${holder.reference}`,
    )
    .join(' and ');
}

/** The refusal of a stay whose nights are held. */
const nightsTaken = (holders: readonly Holder[]) =>
  new HttpError(409, 'nights_taken', `Some of these nights are already taken by ${heldBy(holders)}.`);

/** The refusal of a request past a day's limit. */
const limitReached = (limit: LimitReached) =>
  new HttpError(
    429,
    limit,
    limit === 'visitor_limit'
      ? 'This connection has sent as many requests as a day allows; call or write on WhatsApp instead.'
      : 'The site has taken as many requests as a day allows; call or write on WhatsApp instead.',
    { 'retry-after': '3600' },
  );

/** What the guest's browser is told of its recorded request. */
const guestView = (record: RequestRecord) => ({
  reference: record.reference,
  status: record.status,
  total: record.total,
  ...(record.totalSeen === undefined ? {} : { totalSeen: record.totalSeen }),
  keptUntil: keptUntil(record, romanianToday(new Date(record.createdAt))),
});

/** The handler of every /api/requests call. */
export function createRequestsHandler(setup: RequestsSetup) {
  const now = setup.now ?? (() => new Date());
  const store = resilient(setup.store);

  /** The signed-in owner of a call, or the 401 or 403 that refuses it. */
  async function owner(request: Request) {
    const header = request.headers.get('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const found = await ownerOf(token, setup.github);
    if (found instanceof HttpError) throw found;
    return { ...found, token: token as string };
  }

  /** Records a guest's request: its reference, or why it cannot be recorded. */
  async function record(request: Request, context: RequestContext): Promise<Response> {
    checkCaller(request);
    const read = readDraft(await jsonBody(request));
    if ('problem' in read)
      throw new HttpError(400, 'invalid_request', `${read.problem.field}: ${read.problem.message}`, {});
    const draft = read.draft;
    const at = now();
    const today = romanianToday(at);
    const property = checkDraft(draft, setup.catalogue, today);
    if (property instanceof HttpError) throw property;

    // The nights as the page showed them (a platform's fresh reading, a direct booking, a confirmed request) and a
    // place in the day's counts, asked for together. When the nights cannot be read, the request is recorded all the
    // same: the owner's confirmation checks them again.
    const { reference: _drawn, ...stay } = draft;
    const [holders, place] = await Promise.all([
      holdersOf(setup.availability(at), stay).catch((error: unknown) => {
        console.error('requests: the nights could not be checked:', error);
        return [];
      }),
      takePlace(store.counters, setup.limits, { secret: await store.secret(), address: context.ip }, today),
    ]);
    const refusal = holders.length ? nightsTaken(holders) : typeof place === 'string' ? limitReached(place) : null;
    if (refusal || typeof place === 'string') {
      if (typeof place === 'object') await place.giveBack();
      // A request sent again (a retry, a double tap, a reload) is answered as the first time, whatever came since.
      const earlier = draft.reference ? await store.get(draft.reference) : null;
      if (earlier) return repeated(earlier, draft);
      throw refusal;
    }
    try {
      const created = await create(draft, property, at);
      if ('repeated' in created) {
        await place.giveBack();
        return created.repeated;
      }
      if (setup.webhook.url) context.waitUntil?.(notify(created.record));
      return json({ request: guestView(created.record) }, 201);
    } catch (error) {
      await place.giveBack().catch(() => undefined);
      throw error;
    }
  }

  /** The answer to a request sent again (a retry, a double tap, a reload): the first one, or a clash of references. */
  function repeated(earlier: RequestRecord, draft: RequestDraft): Response {
    if (!sameRequest(earlier, draft))
      throw new HttpError(409, 'reference_taken', 'This reference belongs to another request; draw a new one.');
    return json({ request: guestView(earlier) }, 200);
  }

  /** Writes the new request under its reference (a new one when the server draws it and meets a taken one). */
  async function create(
    draft: RequestDraft,
    property: BookableProperty,
    at: Date,
  ): Promise<{ record: RequestRecord } | { repeated: Response }> {
    const total = serverTotal(property, draft);
    for (let attempt = 0; attempt < 5; attempt++) {
      const reference = draft.reference ?? newReference();
      const record: RequestRecord = {
        reference,
        propertyId: property.id,
        title: property.title,
        checkIn: draft.checkIn,
        checkOut: draft.checkOut,
        guests: draft.guests,
        name: draft.name,
        phone: draft.phone,
        language: draft.language,
        total,
        ...(draft.total === total ? {} : { totalSeen: draft.total }),
        createdAt: at.toISOString(),
        status: 'new',
        history: [{ status: 'new', at: at.toISOString() }],
        notification: { state: setup.webhook.url ? 'pending' : 'off', attempts: 0 },
        receipt: randomUUID(),
      };
      if (await store.create(record)) return { record };
      const taken = await store.get(reference);
      // A write that went through although its answer was lost (and was tried again) is this request itself.
      if (taken && taken.receipt === record.receipt) return { record: taken };
      if (taken && draft.reference) return { repeated: repeated(taken, draft) };
    }
    throw new HttpError(503, 'store_unavailable', 'The request could not be recorded; it is sent again shortly.');
  }

  /** Tells the owner of a new request, and keeps how it went on the request. */
  async function notify(record: RequestRecord): Promise<void> {
    try {
      const notification = await notifyOwner(record, setup.webhook, now);
      await store.update(record.reference, (current) => ({ ...current, notification }));
      if (notification.state === 'pending')
        console.error(`requests: ${record.reference} not notified yet (${notification.lastError}); tried again later`);
    } catch (error) {
      console.error(`requests: the notification of ${record.reference} could not be kept:`, error);
    }
  }

  /** The owner's inbox: every request, newest first, with its status and whether its nights are still free. */
  async function list(request: Request): Promise<Response> {
    await owner(request);
    const at = now();
    const today = romanianToday(at);
    const records = await store.list();
    const kept: RequestRecord[] = [];
    for (const record of records) {
      if (keptUntil(record, romanianToday(new Date(record.createdAt))) < today) await store.delete(record.reference);
      else kept.push(record);
    }
    kept.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const sources = setup.availability(at);
    const views = await Promise.all(kept.map((record) => ownerView(record, kept, sources, today, setup.catalogue)));
    return json({ requests: views, today });
  }

  /** The owner changes a request's status: 'confirmed', 'declined' or 'cancelled'. */
  async function change(request: Request, reference: string): Promise<Response> {
    // Signed in by a token in a header, which no other site's page can send: no origin to check.
    const signedIn = await owner(request);
    const body = await jsonBody(request);
    const status = typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined;
    if (typeof status !== 'string' || !STORED_STATUSES.includes(status as StoredStatus) || status === 'new')
      throw new HttpError(400, 'invalid_status', 'status must be "confirmed", "declined" or "cancelled".');
    const wanted = status as StoredStatus;
    const current = await store.get(reference);
    if (!current) throw new HttpError(404, 'unknown_request', `No request ${reference}.`);
    const at = now();
    const today = romanianToday(at);
    if (current.status !== wanted) {
      if (!STATUS_CHANGES[current.status].includes(wanted))
        throw new HttpError(409, 'status_not_allowed', `A request that is ${current.status} cannot become ${wanted}.`);
      if (wanted === 'confirmed' && statusOn(current, today) === 'expired')
        throw new HttpError(409, 'request_expired', 'Its check-in has passed.');
    }
    const stay = { propertyId: current.propertyId, checkIn: current.checkIn, checkOut: current.checkOut, reference };
    if (wanted === 'confirmed' && current.status !== 'confirmed') {
      const holders = await holdersOf(setup.availability(at), stay);
      if (holders.length)
        throw new HttpError(409, 'nights_taken', `These nights were taken meanwhile by ${heldBy(holders)}.`);
      if (!(await setup.confirmed.addIfFree({ ...stay })))
        throw new HttpError(409, 'nights_taken', 'These nights were just confirmed for another request.');
    }
    if (wanted === 'cancelled' && current.status === 'confirmed') await setup.confirmed.release(reference);
    const changedNights = (wanted === 'confirmed' || current.status === 'confirmed') && current.status !== wanted;
    let updated =
      (await store.update(reference, (record) =>
        record.status === wanted
          ? record
          : { ...record, status: wanted, history: [...record.history, { status: wanted, at: at.toISOString() }] },
      )) ?? current;
    if (changedNights) await setup.purgeAvailability().catch(() => undefined);
    updated = await commitFor(updated, signedIn.token, at);
    const sources = setup.availability(at);
    const all = await store.list();
    return json({ request: await ownerView(updated, all, sources, today, setup.catalogue) });
  }

  /** Writes a confirmed stay into its property's file (or a cancelled one out of it), and keeps how that went. */
  async function commitFor(record: RequestRecord, token: string, at: Date): Promise<RequestRecord> {
    const kind =
      record.status === 'confirmed' ? 'add' : record.status === 'cancelled' && record.committed ? 'remove' : null;
    if (!kind || (record.committed && record.committed.removed === (kind === 'remove'))) return record;
    try {
      const sha = await commitStay(setup.github, token, {
        propertyId: record.propertyId,
        stay: { checkIn: record.checkIn, checkOut: record.checkOut },
        reference: record.reference,
        kind,
      });
      const committed = { sha: sha ?? '', at: at.toISOString(), removed: kind === 'remove' };
      return (
        (await store.update(record.reference, ({ commitError: _, ...rest }) => ({ ...rest, committed }))) ?? record
      );
    } catch (error) {
      const commitError = error instanceof HttpError ? error.message : 'The commit could not be made.';
      console.error(`requests: the commit for ${record.reference} failed:`, error);
      return (await store.update(record.reference, (current) => ({ ...current, commitError }))) ?? record;
    }
  }

  /** The owner deletes a request and the guest's details with it; a confirmed stay's nights stay closed. */
  async function remove(request: Request, reference: string): Promise<Response> {
    await owner(request);
    if (!(await store.get(reference))) throw new HttpError(404, 'unknown_request', `No request ${reference}.`);
    await store.delete(reference);
    return json({ deleted: reference });
  }

  return async (request: Request, context: RequestContext): Promise<Response> => {
    try {
      const path = new URL(request.url).pathname.replace(/\/+$/, '');
      const reference = context.params?.['reference'] ?? /^\/api\/requests\/([^/]+)$/.exec(path)?.[1];
      if (reference !== undefined) {
        if (!isReference(decodeURIComponent(reference)))
          throw new HttpError(404, 'unknown_request', 'No request has this reference.');
        const id = decodeURIComponent(reference);
        if (request.method === 'POST') return await change(request, id);
        if (request.method === 'DELETE') return await remove(request, id);
        throw new HttpError(405, 'method_not_allowed', 'Use POST or DELETE.', { allow: 'POST, DELETE' });
      }
      if (request.method === 'POST') return await record(request, context);
      if (request.method === 'GET') return await list(request);
      throw new HttpError(405, 'method_not_allowed', 'Use GET or POST.', { allow: 'GET, POST' });
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      console.error('requests: no answer:', error);
      return new HttpError(503, 'store_unavailable', 'The requests cannot be reached right now; try again shortly.', {
        'retry-after': '30',
      }).toResponse();
    }
  };
}
