// /api/requests through its handler, with Netlify Blobs' own local server, a fake GitHub and the owner's relay on
// loopback: a guest's request recorded once whatever happens to it on the way, every bad one refused with a
// readable 4xx, the owner's inbox closed to everyone else, and a confirmation that closes the nights at once and
// commits them to the property's file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalBlobs } from '../../../../tools/local-blobs';
import { OWNER_TOKEN, READER_TOKEN, startFakeGitHub, type FakeGitHub } from '../../../../tests/support/fake-github';
import { availabilityAnswer, blobConfirmedStays, blobReadings, type AnswerSources } from '../../availability/server';
import { REFERENCE_PATTERN } from '../reference';
import { createRequestsHandler, type RequestsSetup } from './handler';
import { githubSettings } from './github';
import { maintainRequests } from './maintenance';
import { webhookSettings } from './notify';
import { blobRequests, forgetCountsBefore } from './store';
import type { BookableProperty } from './validate';

const SITE = 'http://127.0.0.1:4321';
/** The clock of these tests: a December afternoon in Romania. */
const NOW = new Date('2026-12-01T12:00:00Z');

/** Properties as the requests see them: 7 with prices (a 2-night minimum in summer), 2 without, 20 with a direct booking. */
const CATALOGUE: BookableProperty[] = [
  {
    id: '7',
    title: 'Apartament cu două camere lângă plajă',
    titles: { en: 'Two-room flat near the beach' },
    capacity: 4,
    prices: { nightly: 300, cleaning: 100, seasons: [{ from: '07-01', to: '08-31', nightly: 500, minNights: 3 }] },
  },
  { id: '2', title: 'Cameră triplă economică', capacity: 3 },
  { id: '20', title: 'Cameră dublă cu balcon', capacity: 2, prices: { nightly: 250 } },
];
const OWNERS = [
  { id: '7', title: CATALOGUE[0]!.title, blocked: [] },
  { id: '2', title: CATALOGUE[1]!.title, blocked: [] },
  { id: '20', title: CATALOGUE[2]!.title, blocked: [['2027-02-10', '2027-02-14'] as const] },
];

let blobsDir: string;
let stopBlobs: () => Promise<void>;
let github: FakeGitHub;
let store = '';

const sources = (now: Date): AnswerSources => ({
  owners: OWNERS,
  feeds: {},
  store: blobReadings(),
  confirmed: blobConfirmedStays(),
  now,
});

/** The handler with a store of its own (each test starts empty) and the given limits. */
function handler(overrides: Partial<RequestsSetup> = {}) {
  const setup: RequestsSetup = {
    store: blobRequests(store),
    catalogue: CATALOGUE,
    availability: sources,
    confirmed: blobConfirmedStays(),
    github: githubSettings({ repository: 'cazare-litoral/cazare-litoral', branch: 'main' }, () => github.url),
    webhook: {
      ...webhookSettings((name) => (name === 'REQUEST_WEBHOOK_URL' ? `${github.url}/webhook` : undefined), SITE),
      retryDelaysMs: [20, 40],
    },
    limits: { visitorDaily: 0, siteDaily: 0 },
    purgeAvailability: async () => {},
    now: () => NOW,
    ...overrides,
  };
  const handle = createRequestsHandler(setup);
  const after: Promise<unknown>[] = [];
  const call = (request: Request, ip = '203.0.113.7', params?: Record<string, string>) =>
    handle(request, { ip, waitUntil: (promise) => after.push(promise), ...(params ? { params } : {}) });
  return { call, settled: () => Promise.all(after), setup };
}

const guestPost = (body: unknown, init: RequestInit = {}) =>
  new Request(`${SITE}/api/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
const ownerCall = (path: string, token: string | undefined, init: RequestInit = {}) =>
  new Request(`${SITE}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json', origin: SITE } : {}),
    },
  });
const setStatus = (reference: string, status: string, token = OWNER_TOKEN) =>
  ownerCall(`/api/requests/${reference}`, token, { method: 'POST', body: JSON.stringify({ status }) });

/** A request for property 7 out of season: three nights in February 2027, two guests, 3 × 300 + 100 lei. */
const FEBRUARY = {
  propertyId: '7',
  checkIn: '2027-02-03',
  checkOut: '2027-02-06',
  guests: 2,
  name: 'Ana Popescu',
  phone: '+40 712 345 678',
  language: 'ro',
  total: 1000,
};

async function listed(call: ReturnType<typeof handler>['call']) {
  const answer = await call(ownerCall('/api/requests', OWNER_TOKEN));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { requests: Record<string, unknown>[] }).requests;
}

beforeAll(async () => {
  blobsDir = mkdtempSync(join(tmpdir(), 'requests-blobs-'));
  stopBlobs = await startLocalBlobs(blobsDir);
  github = await startFakeGitHub();
});
afterAll(async () => {
  await Promise.all([stopBlobs(), github.close()]);
  rmSync(blobsDir, { recursive: true, force: true });
});
let tests = 0;
beforeEach(async () => {
  tests += 1;
  store = `requests-test-${tests}`;
  github.reset();
  await blobConfirmedStays().keepOnly(() => false);
});

describe('a guest request', () => {
  it('is recorded with a reference, the site’s own total, and the owner is notified with its facts but no contacts', async () => {
    const { call, settled } = handler();
    const answer = await call(guestPost(FEBRUARY));
    expect(answer.status).toBe(201);
    const { request } = (await answer.json()) as { request: Record<string, unknown> };
    expect(request['reference']).toMatch(REFERENCE_PATTERN);
    expect(request).toMatchObject({ status: 'new', total: 1000, keptUntil: '2026-12-31' });
    await settled();
    expect(github.webhooks).toHaveLength(1);
    const note = github.webhooks[0] as Record<string, unknown>;
    expect(note).toMatchObject({
      reference: request['reference'],
      property: { id: '7', title: CATALOGUE[0]!.title },
      checkIn: '2027-02-03',
      checkOut: '2027-02-06',
      nights: 3,
      guests: 2,
      total: 1000,
      title: `Cerere nouă ${request['reference']}`,
    });
    expect(note['text']).toContain('3 nopți');
    expect(note['text']).toContain('1.000 lei');
    expect(JSON.stringify(note)).not.toMatch(/Ana|712/);
    const [shown] = await listed(call);
    expect(shown).toMatchObject({
      reference: request['reference'],
      shownStatus: 'new',
      name: 'Ana Popescu',
      total: 1000,
      nights: 3,
      holders: [],
      overlaps: [],
      whatsapp: '40712345678',
      notification: { state: 'sent', attempts: 1 },
    });
    expect(shown!['reply']).toBe(
      `Bună ziua, Ana Popescu! Am primit cererea ${request['reference']}: ${CATALOGUE[0]!.title}, 3 feb. 2027 – 6 feb. 2027, 2 oaspeți. Revenim în curând cu confirmarea.`,
    );
  });

  it('keeps the site’s total and notes what the page said when they differ; null without prices', async () => {
    const { call } = handler();
    const wrong = await call(guestPost({ ...FEBRUARY, total: 10 }));
    expect(((await wrong.json()) as { request: unknown }).request).toMatchObject({ total: 1000, totalSeen: 10 });
    const unpriced = await call(guestPost({ ...FEBRUARY, propertyId: '2', total: null }));
    const body = (await unpriced.json()) as { request: Record<string, unknown> };
    expect(body.request['total']).toBeNull();
    expect(body.request).not.toHaveProperty('totalSeen');
  });

  it('is one request however often it comes: a retry, a double tap at once, a reload', async () => {
    const { call } = handler();
    const sent = { ...FEBRUARY, reference: 'K7Q-428' };
    const [first, second] = await Promise.all([call(guestPost(sent)), call(guestPost(sent))]);
    expect([first!.status, second!.status].sort()).toEqual([200, 201]);
    expect((await call(guestPost(sent))).status).toBe(200);
    const all = await listed(call);
    expect(all.map((request) => request['reference'])).toEqual(['K7Q-428']);
    // The same reference for another request is not taken over: the browser draws a new one.
    const other = await call(guestPost({ ...sent, name: 'Ion' }));
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('reference_taken');
  });

  it('sent again is answered as the first time, after its visitor reached the day’s limit or its nights were confirmed', async () => {
    const { call } = handler({ limits: { visitorDaily: 1, siteDaily: 10 } });
    const sent = { ...FEBRUARY, reference: 'M3P-205' };
    expect((await call(guestPost(sent))).status).toBe(201);
    // The visitor's one request of the day is this one: a reload sends it again.
    const again = await call(guestPost(sent));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { request: { reference: string } }).request.reference).toBe('M3P-205');
    expect((await call(guestPost({ ...FEBRUARY, checkIn: '2027-02-20', checkOut: '2027-02-23' }))).status).toBe(429);

    expect((await call(setStatus('M3P-205', 'confirmed'))).status).toBe(200);
    const afterConfirmed = await call(guestPost(sent), '203.0.113.99');
    expect(afterConfirmed.status).toBe(200);
    expect(((await afterConfirmed.json()) as { request: { status: string } }).request.status).toBe('confirmed');
    // Another guest's request for those nights is refused, and gives its place in the day's count back.
    const other = { ...FEBRUARY, name: 'Ion' };
    expect((await call(guestPost(other), '203.0.113.98')).status).toBe(409);
    const otherNights = { ...other, checkIn: '2027-02-20', checkOut: '2027-02-23' };
    expect((await call(guestPost(otherNights), '203.0.113.98')).status).toBe(201);
    expect(await listedCount(call)).toBe(2);
  });

  it.each([
    ['not JSON', 'nu e json', 400, 'invalid_json'],
    ['an array', [], 400, 'invalid_request'],
    ['an unknown property', { ...FEBRUARY, propertyId: '999' }, 404, 'unknown_property'],
    ['an id that is not one', { ...FEBRUARY, propertyId: '../7' }, 400, 'invalid_request'],
    ['no day', { ...FEBRUARY, checkIn: '3 feb' }, 400, 'invalid_request'],
    ['a day that does not exist', { ...FEBRUARY, checkIn: '2027-02-30' }, 422, 'stay_invalid'],
    ['an inverted stay', { ...FEBRUARY, checkIn: '2027-02-06', checkOut: '2027-02-03' }, 422, 'stay_inverted'],
    ['a stay in the past', { ...FEBRUARY, checkIn: '2026-11-03', checkOut: '2026-11-06' }, 422, 'stay_past'],
    ['a stay of 40 nights', { ...FEBRUARY, checkOut: '2027-03-15' }, 422, 'stay_tooLong'],
    [
      'a stay below its minimum',
      { ...FEBRUARY, checkIn: '2027-07-10', checkOut: '2027-07-12', total: 1100 },
      422,
      'stay_too_short',
    ],
    ['more guests than it takes', { ...FEBRUARY, guests: 5 }, 422, 'too_many_guests'],
    ['guests that are not a party', { ...FEBRUARY, guests: 2.5 }, 400, 'invalid_request'],
    ['an empty name', { ...FEBRUARY, name: '   ' }, 400, 'invalid_request'],
    ['an absurdly long name', { ...FEBRUARY, name: 'A'.repeat(81) }, 400, 'invalid_request'],
    ['an absurdly long phone', { ...FEBRUARY, phone: '7'.repeat(31) }, 400, 'invalid_request'],
    ['another language', { ...FEBRUARY, language: 'de' }, 400, 'invalid_request'],
    ['a total that is not one', { ...FEBRUARY, total: 'o mie' }, 400, 'invalid_request'],
    ['a reference that is not one', { ...FEBRUARY, reference: '<b>x</b>' }, 400, 'invalid_request'],
    ['a body of 20 KB', { ...FEBRUARY, name: 'x'.repeat(20_000) }, 413, 'payload_too_large'],
  ])('refuses %s with a readable %i', async (_case, body, status, code) => {
    const { call } = handler();
    const answer = await call(guestPost(body));
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const error = ((await answer.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(10);
    expect(await listedCount(call)).toBe(0);
  });

  it('refuses a post from another site’s page or a form, and a GET of the list from anyone not signed in', async () => {
    const { call } = handler();
    expect(
      (
        await call(
          guestPost(FEBRUARY, { headers: { 'content-type': 'application/json', origin: 'https://rau.example' } }),
        )
      ).status,
    ).toBe(403);
    expect((await call(guestPost(FEBRUARY, { headers: { 'content-type': 'text/plain', origin: SITE } }))).status).toBe(
      415,
    );
    expect((await call(new Request(`${SITE}/api/requests`, { method: 'PUT' }))).status).toBe(405);
  });

  it('refuses nights a direct booking or a confirmed request holds, saying which', async () => {
    const { call } = handler();
    const booked = await call(
      guestPost({ ...FEBRUARY, propertyId: '20', checkIn: '2027-02-12', checkOut: '2027-02-15', total: 750 }),
    );
    expect(booked.status).toBe(409);
    expect(((await booked.json()) as { error: { message: string } }).error.message).toMatch(/direct booking/);
    const first = (await (await call(guestPost(FEBRUARY))).json()) as { request: { reference: string } };
    expect((await call(setStatus(first.request.reference, 'confirmed'))).status).toBe(200);
    const next = await call(guestPost({ ...FEBRUARY, name: 'Ion', checkIn: '2027-02-05', checkOut: '2027-02-08' }));
    expect(next.status).toBe(409);
    expect(((await next.json()) as { error: { message: string } }).error.message).toContain(first.request.reference);
  });

  it('holds each visitor and the whole site to their daily limits, whatever comes at once', async () => {
    const { call } = handler({ limits: { visitorDaily: 2, siteDaily: 5 } });
    const day = (n: number) => ({
      ...FEBRUARY,
      checkIn: `2027-03-${String(n).padStart(2, '0')}`,
      checkOut: `2027-03-${String(n + 2).padStart(2, '0')}`,
      total: 700,
    });
    const same = await Promise.all([1, 3, 5, 7].map((n) => call(guestPost(day(n)), '198.51.100.1')));
    expect(same.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429]);
    const others = await Promise.all(
      [9, 11, 13, 15, 17].map((n, index) => call(guestPost(day(n)), `198.51.100.${10 + index}`)),
    );
    expect(others.filter((answer) => answer.status === 201).length).toBe(3);
    const refused = others.find((answer) => answer.status === 429)!;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('daily_limit');
    expect(await listedCount(call)).toBe(5);
  });
});

async function listedCount(call: ReturnType<typeof handler>['call']) {
  return (await listed(call)).length;
}

describe("the owner's inbox", () => {
  it('answers 401 without a sign-in or with one GitHub does not know, and 403 to an account that cannot write', async () => {
    const { call } = handler();
    const { request } = (await (await call(guestPost(FEBRUARY))).json()) as { request: { reference: string } };
    for (const [token, status] of [
      [undefined, 401],
      ['gho_forged', 401],
      [READER_TOKEN, 403],
    ] as const) {
      const list = await call(ownerCall('/api/requests', token));
      expect(list.status).toBe(status);
      expect(JSON.stringify(await list.json())).not.toContain('Ana');
      expect((await call(setStatus(request.reference, 'confirmed', token ?? ''))).status).toBe(status);
      expect((await call(ownerCall(`/api/requests/${request.reference}`, token, { method: 'DELETE' }))).status).toBe(
        status,
      );
    }
    expect(github.commits).toHaveLength(0);
    expect((await listed(call))[0]).toMatchObject({ shownStatus: 'new' });
  });

  it('confirms a request: its nights close at once, the stay is committed as the editor writes it, and a request for the same nights cannot be confirmed too', async () => {
    const { call } = handler();
    const first = (await (await call(guestPost(FEBRUARY))).json()) as { request: { reference: string } };
    const second = (await (
      await call(
        guestPost({
          ...FEBRUARY,
          name: 'Ion Ionescu',
          phone: '0733 000 111',
          language: 'en',
          checkIn: '2027-02-04',
          checkOut: '2027-02-07',
        }),
      )
    ).json()) as { request: { reference: string } };
    const together = await listed(call);
    expect(together.find((r) => r['reference'] === first.request.reference)!['overlaps']).toEqual([
      second.request.reference,
    ]);

    const confirmed = await call(setStatus(first.request.reference, 'confirmed'));
    expect(confirmed.status).toBe(200);
    const view = ((await confirmed.json()) as { request: Record<string, unknown> }).request;
    expect(view).toMatchObject({ shownStatus: 'confirmed', committed: { removed: false } });
    expect(view['reply']).toBe(
      `Rezervarea ${first.request.reference} este confirmată: ${CATALOGUE[0]!.title}, 3 feb. 2027 – 6 feb. 2027, 2 oaspeți, 1.000\u00a0lei. Vă așteptăm!`,
    );
    const answer = await availabilityAnswer(sources(NOW), ['7']);
    expect(answer.properties['7']!.taken).toEqual([['2027-02-03', '2027-02-06']]);

    expect(github.commits).toHaveLength(1);
    const [commit] = github.commits;
    expect(commit!.path).toBe('src/content/properties/7.md');
    expect(commit!.branch).toBe('main');
    expect(commit!.message).toContain(first.request.reference);
    const added = commit!.after.split('\n').filter((line) => !commit!.before.split('\n').includes(line));
    expect(added).toEqual(['blocked:', '  - { checkIn: 2027-02-03, checkOut: 2027-02-06 }']);
    expect(commit!.before.split('\n').filter((line) => !commit!.after.split('\n').includes(line))).toEqual([]);

    // The other request now says its nights are taken, by which request, and cannot be confirmed.
    const other = (await listed(call)).find((r) => r['reference'] === second.request.reference)!;
    expect(other['holders']).toEqual([{ kind: 'request', reference: first.request.reference }]);
    expect(other['reply']).toContain('We have received request');
    const refused = await call(setStatus(second.request.reference, 'confirmed'));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(first.request.reference);
    expect(github.commits).toHaveLength(1);

    // Declined: no commit. Cancelled: the nights reopen and the stay leaves the file by a second commit.
    expect((await call(setStatus(second.request.reference, 'declined'))).status).toBe(200);
    const cancelled = await call(setStatus(first.request.reference, 'cancelled'));
    expect(((await cancelled.json()) as { request: Record<string, unknown> }).request).toMatchObject({
      shownStatus: 'cancelled',
      committed: { removed: true },
    });
    expect((await availabilityAnswer(sources(NOW), ['7'])).properties['7']!.taken).toEqual([]);
    expect(github.commits).toHaveLength(2);
    expect(github.commits[1]!.after).toBe(github.commits[0]!.before);
    const history = (await listed(call)).find((r) => r['reference'] === first.request.reference)!['history'] as {
      status: string;
    }[];
    expect(history.map((change) => change.status)).toEqual(['new', 'confirmed', 'cancelled']);
    // A status it cannot take is refused with its reason.
    const back = await call(setStatus(first.request.reference, 'confirmed'));
    expect(back.status).toBe(409);
  });

  it('deletes a request at once, and forgets each after its time: 30 days after it came, or after its check-out once confirmed', async () => {
    const { call } = handler();
    const kept = (await (await call(guestPost(FEBRUARY))).json()) as { request: { reference: string } };
    const gone = (await (await call(guestPost({ ...FEBRUARY, name: 'Ion' }))).json()) as {
      request: { reference: string };
    };
    expect(
      (await call(ownerCall(`/api/requests/${gone.request.reference}`, OWNER_TOKEN, { method: 'DELETE' }))).status,
    ).toBe(200);
    expect((await listed(call)).map((r) => r['reference'])).toEqual([kept.request.reference]);
    expect((await call(setStatus(kept.request.reference, 'confirmed'))).status).toBe(200);
    // 60 days on it is still kept (its check-out is 6 February); 40 days after its check-out it is gone.
    const later = (days: number) => handler({ now: () => new Date(NOW.getTime() + days * 86_400_000) });
    expect(await listedCount(later(60).call)).toBe(1);
    const summary = await maintainRequests({
      store: blobRequests(store),
      webhook: later(0).setup.webhook,
      confirmed: blobConfirmedStays(),
      built: OWNERS,
      forgetCountsBefore: (day) => forgetCountsBefore(day, store),
      now: () => new Date('2027-03-20T10:00:00Z'),
    });
    expect(summary.deleted).toBe(1);
    expect(await listedCount(later(60).call)).toBe(0);
  });
});

describe('the notification', () => {
  it('is tried again when the relay fails, and the schedule keeps trying until it goes out; the guest’s answer never waits for it', async () => {
    github.failWebhooks(5);
    const { call, settled, setup } = handler();
    const started = Date.now();
    const answer = await call(guestPost(FEBRUARY));
    expect(answer.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1_000);
    await settled();
    expect(github.webhooks).toHaveLength(0);
    expect((await listed(call))[0]!['notification']).toMatchObject({ state: 'pending', attempts: 3 });
    const run = () =>
      maintainRequests({
        store: blobRequests(store),
        webhook: setup.webhook,
        confirmed: blobConfirmedStays(),
        built: OWNERS,
        forgetCountsBefore: (day) => forgetCountsBefore(day, store),
        now: () => NOW,
      });
    expect(await run()).toMatchObject({ notified: 0, stillPending: 1 });
    expect(await run()).toMatchObject({ notified: 0, stillPending: 1 });
    expect(await run()).toMatchObject({ notified: 1, stillPending: 0 });
    expect(github.webhooks).toHaveLength(1);
    expect((await listed(call))[0]!['notification']).toMatchObject({ state: 'sent', attempts: 6 });
  });
});

describe('a store that fails', () => {
  it('for a moment loses nothing: each call is tried again', async () => {
    const real = blobRequests(store);
    let failures = 2;
    const flaky = {
      ...real,
      create: async (record: Parameters<typeof real.create>[0]) =>
        failures-- > 0 ? Promise.reject(new Error('blobs down')) : real.create(record),
    };
    const { call } = handler({ store: flaky });
    expect((await call(guestPost(FEBRUARY))).status).toBe(201);
    expect(await listedCount(call)).toBe(1);
  });

  it('for longer answers a readable 503, and the browser keeps the request to send again', async () => {
    const real = blobRequests(store);
    const down = { ...real, create: () => Promise.reject(new Error('blobs down')) };
    const { call } = handler({ store: down });
    const answer = await call(guestPost(FEBRUARY));
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('store_unavailable');
  });
});
