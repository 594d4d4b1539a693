// A fake OpenAI-compatible server on loopback, for tests: answers POST /v1/chat/completions like the
// real API (text, tool calls) or fails on purpose (errors, rate limits, hangs, malformed answers).
//
// What it does is chosen by the last message it receives, so parallel tests never share state:
//   'eroare 500'   → 500         'eroare 401' → 401 (a refused key)       'json stricat' → broken JSON
//   'limită 429'   → 429 with Retry-After: 1      'limită lungă' → 429 with Retry-After: 3600
//   'răspuns lent' → answers after SLOW_MS        'fără răspuns', 'never answer' → never answers (a hung upstream)
//   'conținut număr' / 'conținut părți' / 'apeluri obiect' / 'apel fără funcție' → malformed answers
//   'html'         → a reply holding an <img onerror> tag
//   'caut …'       → a search_properties call (town, guests and yyyy-MM-dd days read from the text)
//   'rezerv #ID [yyyy-MM-dd yyyy-MM-dd] [N oaspeți]' → a start_booking call
//   a tool result  → words about it; anything else → 'Am primit: …'
// A conversation whose first visitor message says 'ollama' gets the start_booking call for every request, whatever
// tool_choice says, as servers that ignore tool_choice 'none' do. Unit tests can also queue exact answers with
// enqueue(). Run directly: node tests/support/fake-openai.ts
import { createServer } from 'node:http';
import { isRecord } from '../../src/lib/json.ts';

/** One scripted answer of the fake: a status with a JSON body (or raw text), headers, a delay. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Never answers. */
  hang?: boolean;
}

/** A message of the conversation the fake receives. */
interface ChatMessage {
  role: string;
  content: string | null;
  tool_call_id?: string;
}

/** What a chat completion request holds, as far as the tests read it. */
interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: { type: string; function: { name: string; strict?: boolean; parameters: unknown } }[];
  tool_choice?: string;
  max_tokens?: number;
  max_completion_tokens?: number;
}

/** A recorded request to the fake. */
export interface FakeRequest {
  headers: Record<string, string | string[] | undefined>;
  body: ChatRequest;
}

/** A completion answer's usage figures. */
interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface FakeOpenAI {
  url: string;
  requests: FakeRequest[];
  /** One entry per hung request whose connection the caller closed. */
  hangsClosed: number[];
  /** Queues exact answers, served before any scripted one. */
  enqueue(...answers: FakeAnswer[]): void;
  completion(message: Record<string, unknown>, usage?: Usage): unknown;
  toolCall(name: string, args: Record<string, unknown>): unknown;
  close(): Promise<void>;
}

const isMessage = (value: unknown): value is ChatMessage =>
  isRecord(value) &&
  typeof value['role'] === 'string' &&
  (typeof value['content'] === 'string' || value['content'] === null);

/** True when `value` is a chat completion request: a model and messages, tools as a list if any. */
const isChatRequest = (value: unknown): value is ChatRequest =>
  isRecord(value) &&
  typeof value['model'] === 'string' &&
  Array.isArray(value['messages']) &&
  value['messages'].every(isMessage) &&
  (value['tools'] === undefined || Array.isArray(value['tools']));

/** How long a 'slow' answer takes: longer than the timeout tests configure. */
export const SLOW_MS = 4_000;

const completion = (
  message: Record<string, unknown>,
  usage: Usage = { prompt_tokens: 120, completion_tokens: 30 },
) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 0,
  model: 'fake-model',
  choices: [
    {
      index: 0,
      finish_reason: message.tool_calls ? 'tool_calls' : 'stop',
      message: { role: 'assistant', content: null, ...message },
    },
  ],
  usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
});

const toolCall = (name: string, args: Record<string, unknown>) =>
  completion({
    tool_calls: [{ id: `call_${name}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
  });

const TOWNS: [stem: string, town: string][] = [
  ['constan', 'Constanța'],
  ['eforie', 'Eforie Sud'],
  ['mamaia', 'Mamaia-Sat'],
];

/** The scripted answer to a conversation: { status, body, headers?, delayMs?, raw?, hang? }. */
export function scriptedAnswer(messages: readonly ChatMessage[]): FakeAnswer {
  const last: Partial<ChatMessage> = messages[messages.length - 1] ?? {};
  const firstVisitor = String(messages.find((message) => message.role === 'user')?.content ?? '').toLowerCase();
  const ignoring = /ollama.*rezerv\S*\s+#(\d+)/.exec(firstVisitor);
  if (ignoring)
    return {
      status: 200,
      body: toolCall('start_booking', { propertyId: ignoring[1], checkIn: null, checkOut: null, guests: null }),
    };
  if (last.role === 'tool') {
    const parsed: unknown = JSON.parse(last.content ?? 'null');
    const result = isRecord(parsed) ? parsed : {};
    if (result['error'])
      return { status: 200, body: completion({ content: `Nu se poate: ${String(result['error'])}` }) };
    if (result['type'] === 'open-booking')
      return { status: 200, body: completion({ content: 'Vă deschid formularul de rezervare.' }) };
    const [first]: unknown[] = Array.isArray(result['matches']) ? result['matches'] : [];
    return {
      status: 200,
      body: completion({
        content: first
          ? `Vă recomand ${String(isRecord(first) ? first['title'] : undefined)}.`
          : 'Nu am găsit nimic potrivit.',
      }),
    };
  }
  const text = String(last.content ?? '').toLowerCase();
  if (text.includes('eroare 500'))
    return { status: 500, body: { error: { message: 'upstream exploded', type: 'server_error' } } };
  if (text.includes('eroare 401'))
    return { status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } };
  if (text.includes('limită 429'))
    return {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: { message: 'slow down', type: 'rate_limit' } },
    };
  if (text.includes('limită lungă'))
    return {
      status: 429,
      headers: { 'retry-after': '3600' },
      body: { error: { message: 'quota', type: 'rate_limit' } },
    };
  if (text.includes('fără răspuns') || text.includes('never answer')) return { status: 200, hang: true };
  if (text.includes('conținut număr')) return { status: 200, body: completion({ content: 42 }) };
  if (text.includes('conținut părți'))
    return { status: 200, body: completion({ content: [{ type: 'text', text: 'Bună' }] }) };
  if (text.includes('apeluri obiect'))
    return { status: 200, body: completion({ tool_calls: { id: 'x', type: 'function' } }) };
  if (text.includes('apel fără funcție'))
    return { status: 200, body: completion({ tool_calls: [{ id: 'call_1', type: 'function' }] }) };
  if (text.includes('json stricat'))
    return { status: 200, raw: '{"choices": [ {"message": ', headers: { 'content-type': 'application/json' } };
  if (text.includes('răspuns lent'))
    return { status: 200, delayMs: SLOW_MS, body: completion({ content: 'Prea târziu.' }) };
  if (text.includes('html'))
    return { status: 200, body: completion({ content: 'Iată: <img src=x onerror=alert(1)> <b>gata</b>' }) };
  const booking = /rezerv\S*\s+#(\d+)/.exec(text);
  if (booking) {
    const [checkIn = null, checkOut = null] = text.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    const guests = /(\d+)\s+oaspe/.exec(text);
    return {
      status: 200,
      body: toolCall('start_booking', {
        propertyId: booking[1],
        checkIn,
        checkOut,
        guests: guests ? Number(guests[1]) : null,
      }),
    };
  }
  if (text.includes('caut')) {
    const town = TOWNS.find(([stem]) => text.includes(stem));
    const guests = /(\d+)\s+(persoane|oaspe)/.exec(text);
    const [checkIn = null, checkOut = null] = text.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    return {
      status: 200,
      body: toolCall('search_properties', {
        city: town ? town[1] : null,
        guests: guests ? Number(guests[1]) : null,
        checkIn,
        checkOut,
      }),
    };
  }
  return { status: 200, body: completion({ content: `Am primit: ${last.content}` }) };
}

/** Starts the fake on 127.0.0.1:`port` (0 picks a free port). */
export async function startFakeOpenAI(port = 0): Promise<FakeOpenAI> {
  const queue: FakeAnswer[] = [];
  const requests: FakeRequest[] = [];
  const hangsClosed: number[] = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200).end('ok');
      return;
    }
    let text = '';
    for await (const chunk of req) text += chunk;
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body: unknown = JSON.parse(text);
    if (!isChatRequest(body)) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not a chat completion request"}}');
      return;
    }
    requests.push({ headers: req.headers, body });
    const answer = queue.shift() ?? scriptedAnswer(body.messages);
    // A hung upstream: keeps the connection open and never answers; its close is recorded.
    if (answer.hang) {
      res.on('close', () => hangsClosed.push(requests.length));
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.raw ?? JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the fake OpenAI server is not listening on a port');
  const url = `http://127.0.0.1:${address.port}/v1`;
  return {
    url,
    requests,
    /** One entry per hung request whose connection the caller closed. */
    hangsClosed,
    /** Queues exact answers, served before any scripted one. */
    enqueue: (...answers) => queue.push(...answers),
    completion,
    toolCall,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeOpenAI(Number(process.env.PORT ?? 4411));
  console.log(`Fake OpenAI-compatible API on ${fake.url}`);
}
