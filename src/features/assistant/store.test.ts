import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n';
import { CHAT_ENDPOINT, CHAT_LIMITS, STATUS_ENDPOINT } from './protocol';
import { addDays } from 'date-fns';
import { fromIsoDay, localToday, toIsoDay } from '../../lib/dates';
import {
  $chatBusy,
  $chatCards,
  $chatMessages,
  $chatProvider,
  $chatRetryAt,
  type Fetch,
  loadChatProvider,
  sendChatMessage,
  startChat,
} from './store';
import { $assistantOpen, $booking, closeBooking, openAssistant } from '../../dialogs/store';

/** A stand-in for the network: answers each call with the next response and records what was sent. */
function fakeFetch(...responses: (Response | Error)[]) {
  const calls: { url: string; body: unknown }[] = [];
  const send: Fetch = async (url, init) => {
    calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const next = responses.shift();
    if (!next) throw new Error('no response left');
    if (next instanceof Error) throw next;
    return next;
  };
  return { send, calls };
}

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
/** The site's rate limit refusing a request, as Netlify answers it. */
const tooMany = (headers: Record<string, string>) =>
  answer({ error: { code: 'rate_limited', message: 'Too many requests; try again shortly.' } }, 429, headers);

beforeEach(() => {
  $chatMessages.set([]);
  $chatBusy.set(false);
  $chatProvider.set(null);
  $chatRetryAt.set(null);
  $chatCards.set({});
  closeBooking();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the chat store', () => {
  it('greets once, then sends the conversation and shows the answer with its suggestions', async () => {
    startChat();
    startChat();
    const { send, calls } = fakeFetch(
      answer({ message: 'Vă recomand Vila Mara.', suggestions: ['7', 8], provider: 'model-x' }),
    );
    expect(await sendChatMessage('  Caut o vilă  ', send)).toBe(true);
    expect(calls).toEqual([
      {
        url: CHAT_ENDPOINT,
        body: {
          messages: [
            { role: 'assistant', content: t('chat.greeting') },
            { role: 'user', content: 'Caut o vilă' },
          ],
          language: 'ro',
        },
      },
    ]);
    const messages = $chatMessages.get();
    expect(messages.map(({ text, isBot }) => [text, isBot])).toEqual([
      [t('chat.greeting'), true],
      ['Caut o vilă', false],
      ['Vă recomand Vila Mara.', true],
    ]);
    expect(messages[2]?.suggestions).toEqual(['7']);
    expect($chatProvider.get()).toBe('model-x');
    expect($chatBusy.get()).toBe(false);
  });

  it('ignores a blank message and a message sent while an answer is pending', async () => {
    const { send, calls } = fakeFetch();
    expect(await sendChatMessage('   ', send)).toBe(false);
    $chatBusy.set(true);
    expect(await sendChatMessage('Salut', send)).toBe(false);
    expect(calls).toHaveLength(0);
    expect($chatMessages.get()).toEqual([]);
  });

  it('is busy while the answer is on its way', async () => {
    let release: (response: Response) => void = () => {};
    const pending = sendChatMessage('Salut', () => new Promise((resolve) => (release = resolve)));
    expect($chatBusy.get()).toBe(true);
    release(answer({ message: 'Bună!' }));
    await pending;
    expect($chatBusy.get()).toBe(false);
  });

  it('apologises for an error answer, and the message sent again is in the next request once, without the apology', async () => {
    const { send, calls } = fakeFetch(
      answer({ error: { code: 'x', message: 'y' } }, 500),
      answer({ message: 'Acum da.' }),
    );
    expect(await sendChatMessage('Prima', send)).toBe(false);
    expect($chatMessages.get().map((message) => message.text)).toEqual([t('chat.error')]);
    expect($chatMessages.get().at(-1)).toMatchObject({ isBot: true, failed: true });
    // The message box gives the words back; sent again, they are in the conversation once.
    expect(await sendChatMessage('Prima', send)).toBe(true);
    expect(calls[1]?.body).toEqual({ messages: [{ role: 'user', content: 'Prima' }], language: 'ro' });
  });

  it('apologises for an answer without a message, and says the assistant is unavailable when the network fails', async () => {
    const { send } = fakeFetch(answer({ text: 'not the shape' }), new TypeError('Failed to fetch'));
    await sendChatMessage('Unu', send);
    expect($chatMessages.get().at(-1)?.text).toBe(t('chat.error'));
    await sendChatMessage('Doi', send);
    expect($chatMessages.get().at(-1)).toMatchObject({ text: t('chat.unavailable'), failed: true });
    expect($chatBusy.get()).toBe(false);
  });

  it('on a rate limit, takes the message back, says how long to wait, and sends it once the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-24T10:00:00Z') });
    startChat();
    const { send, calls } = fakeFetch(tooMany({ 'retry-after': '40' }), answer({ message: 'Acum da.' }));
    expect(await sendChatMessage('Caut o vilă', send)).toBe(false);
    // The message never reached the assistant: it is no bubble of the conversation, the box gets it back.
    expect($chatMessages.get().map(({ text, isBot }) => [text, isBot])).toEqual([
      [t('chat.greeting'), true],
      ['Ați trimis multe mesaje într-un timp scurt. Încercați din nou peste 40 de secunde.', true],
    ]);
    expect($chatRetryAt.get()).toBe(Date.now() + 40_000);
    // Sent again before the wait is over, it would be refused again: it waits in the box.
    vi.advanceTimersByTime(39_000);
    expect(await sendChatMessage('Caut o vilă', send)).toBe(false);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(await sendChatMessage('Caut o vilă', send)).toBe(true);
    expect(calls[1]?.body).toEqual({
      messages: [
        { role: 'assistant', content: t('chat.greeting') },
        { role: 'user', content: 'Caut o vilă' },
      ],
      language: 'ro',
    });
  });

  it.each(['en', 'ru'] as const)(
    'sends the language of the page it runs on (%s), the one to answer in',
    async (lang) => {
      vi.stubGlobal('document', { documentElement: { lang } });
      const { send, calls } = fakeFetch(answer({ message: 'OK' }));
      expect(await sendChatMessage('2', send)).toBe(true);
      expect(calls[0]?.body).toEqual({ messages: [{ role: 'user', content: '2' }], language: lang });
    },
  );

  it.each([
    ['one second', { 'retry-after': '1' }, '1 secundă'],
    ['a few seconds', { 'retry-after': '2' }, '2 secunde'],
    ['an HTTP date', { 'retry-after': 'Tue, 24 Nov 2026 10:00:20 GMT' }, '20 de secunde'],
    ['no Retry-After: the minute of the site’s rate limit', {}, '60 de secunde'],
  ])('counts the wait of %s', async (_, headers, wait) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-24T10:00:00Z') });
    await sendChatMessage('Salut', fakeFetch(tooMany(headers)).send);
    expect($chatMessages.get().at(-1)?.text).toBe(
      `Ați trimis multe mesaje într-un timp scurt. Încercați din nou peste ${wait}.`,
    );
  });

  it('sends only the latest turns that fit one request', async () => {
    const { send, calls } = fakeFetch(
      ...Array.from({ length: CHAT_LIMITS.messages + 5 }, () => answer({ message: 'ok' })),
    );
    for (let turn = 0; turn < CHAT_LIMITS.messages; turn += 1) await sendChatMessage(`mesaj ${turn}`, send);
    const last = calls.at(-1)?.body as { messages: { content: string }[] };
    expect(last.messages.length).toBeLessThanOrEqual(CHAT_LIMITS.messages);
    expect(last.messages.at(-1)?.content).toBe(`mesaj ${CHAT_LIMITS.messages - 1}`);
  });

  it('keeps the stay an answer noted, and opens the booking wizard when the answer starts a booking', async () => {
    const today = fromIsoDay(localToday())!;
    const checkIn = toIsoDay(addDays(today, 10));
    const checkOut = toIsoDay(addDays(today, 13));
    openAssistant();
    const { send } = fakeFetch(
      answer({ message: 'Iată.', suggestions: ['3'], stay: { checkIn, checkOut, guests: 2 } }),
      answer({
        message: 'Deschid rezervarea.',
        action: { type: 'open-booking', propertyId: '3', checkIn, checkOut, guests: 2 },
      }),
    );
    await sendChatMessage('Ceva pentru 2', send);
    expect($chatMessages.get().at(-1)?.stay).toEqual({ checkIn, checkOut, guests: 2 });
    await sendChatMessage('Rezerv', send);
    expect($booking.get()).toEqual({ propertyId: '3', prefill: { checkIn, checkOut, guests: 2 } });
    expect($assistantOpen.get()).toBe(false);
  });

  it('opens the wizard without a stay that is already past', async () => {
    const { send } = fakeFetch(
      answer({
        message: 'Deschid.',
        action: { type: 'open-booking', propertyId: '3', checkIn: '2020-01-01', checkOut: '2020-01-04' },
      }),
    );
    await sendChatMessage('Rezerv', send);
    expect($booking.get()).toEqual({ propertyId: '3', prefill: {} });
  });
});

describe('the assistant badge', () => {
  it('names who answers, and asks only once it knows', async () => {
    const { send, calls } = fakeFetch(answer({ mode: 'model', provider: 'model-x' }));
    await loadChatProvider(send);
    await loadChatProvider(send);
    expect($chatProvider.get()).toBe('model-x');
    expect(calls.map(({ url }) => url)).toEqual([STATUS_ENDPOINT]);
  });

  it('stays empty when the status cannot be read', async () => {
    await loadChatProvider(fakeFetch(answer({ provider: 42 })).send);
    expect($chatProvider.get()).toBeNull();
    await loadChatProvider(fakeFetch(new TypeError('offline')).send);
    expect($chatProvider.get()).toBeNull();
  });

  it("fetches the cards' data in the answer's language when it is not the page's, once, before showing the answer", async () => {
    const card = { id: '7', title: 'Premium suite', location: 'Eforie Sud, Romania', capacity: 3 };
    const { send, calls } = fakeFetch(
      answer({ message: 'I recommend:', suggestions: ['7'], language: 'en' }),
      answer(card),
      answer({ message: 'Also:', suggestions: ['7'], language: 'en' }),
      answer({ message: 'Vă recomand:', suggestions: ['7'], language: 'ro' }),
    );
    await sendChatMessage('A suite in Eforie', send);
    expect(calls.map((call) => call.url)).toEqual([CHAT_ENDPOINT, '/en/dialog-properties/7.json']);
    expect($chatCards.get()).toEqual({ en: { '7': card } });
    expect($chatMessages.get().at(-1)).toMatchObject({ text: 'I recommend:', language: 'en', suggestions: ['7'] });
    // Fetched once; the page's own language needs nothing more.
    await sendChatMessage('Another', send);
    await sendChatMessage('Încă una', send);
    expect(calls.map((call) => call.url)).toEqual([
      CHAT_ENDPOINT,
      '/en/dialog-properties/7.json',
      CHAT_ENDPOINT,
      CHAT_ENDPOINT,
    ]);
    expect(t('chat.book', undefined, 'en')).toBe('Book');
  });

  it("shows the answer all the same when the cards' data cannot be fetched: its cards stay in the page's language", async () => {
    const { send } = fakeFetch(answer({ message: 'Рекомендую:', suggestions: ['7'], language: 'ru' }), answer({}, 500));
    expect(await sendChatMessage('Люкс в Эфорие', send)).toBe(true);
    expect($chatCards.get()).toEqual({});
    expect($chatMessages.get().at(-1)).toMatchObject({ text: 'Рекомендую:', language: 'ru' });
  });
});
