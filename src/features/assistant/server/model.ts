// The assistant with a model: Chat Completions with two tools, run on the server and checked in code, within a time
// budget and the daily call budgets (the site's and the visitor's). When the model cannot answer in time (a hang, an
// outage, a rate limit whose wait does not fit) it throws ModelUnavailable, and the offline assistant answers instead.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AssistantProperty } from '../search/catalogue';
import { namedIds, recommendedIds, systemPrompt, type PromptFocus } from '../search/prompt';
import type { ChatAnswer, ChatTurn, OpenBookingAction } from '../protocol';
import { assistantTools, parseToolArguments, searchProperties, startBooking } from '../search/tools';
import { catalogueTowns, townNames } from '../search/towns';
import type { IsoDay } from '../../../lib/dates';
import type { Language } from '../../../lib/languages';
import { retryAfterMs } from '../../../lib/retry-after';
import { readStay, type Stay } from '../../../lib/stay';
import { conversationLanguage, understandConversation } from '../offline/offline';
import { detectLanguage } from '../understanding/language';
import { MalformedAnswer, readCompletion, type ModelMessage } from './completion';
import type { ModelConfig } from './config';
import { takeCall, type CallBudgets } from './daily-limit';
import { within } from './within';

/** Tokens the model spent on one answer. */
export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

/** An answer, what it cost, and why the offline assistant gave it when it did. */
export interface Reply {
  answer: ChatAnswer;
  usage: Usage;
  /** Calls made to the model for it. */
  modelCalls: number;
  /** Why the model did not answer (the offline assistant did), for the log. */
  fallback?: FallbackCause;
}

/** Why the model did not answer. */
export type FallbackCause =
  | 'timeout'
  | 'rate_limited'
  | 'upstream_unavailable'
  | 'upstream_refused'
  | 'upstream_malformed'
  | 'daily_limit'
  | 'visitor_limit'
  | 'daily_limit_unavailable'
  | 'daily_limit_slow'
  | 'no_words';

/** The model could not answer within its budget; `action` is a booking it had already decided, if any. */
export class ModelUnavailable extends Error {
  constructor(
    readonly reason: FallbackCause,
    readonly action?: OpenBookingAction,
    readonly usage: Usage = { promptTokens: 0, completionTokens: 0 },
    readonly modelCalls = 0,
  ) {
    super(`The model did not answer: ${reason}`);
  }
}

/** The visitor left: nothing more to do for them. */
export class ClientGone extends Error {}

/** What one answer may spend: until when, which visitor's request, and the day's call budgets. */
export interface ModelRun {
  /** Epoch milliseconds by which the model must have answered. */
  deadline: number;
  /** Aborted when the visitor disconnects: the model call is dropped too. */
  signal?: AbortSignal;
  budgets: CallBudgets;
  now?: () => number;
}

/** Model calls per answer: a search, a booking, then the words. */
const MAX_ROUNDS = 3;
/** A bounded answer: short replies are all the chat shows. */
const MAX_OUTPUT_TOKENS = 600;
/** A call with less time than this left is not worth starting. */
const MIN_CALL_MS = 1_000;
/** The wait before retrying a failure that names none. */
const RETRY_WAIT_MS = 500;
/** Retries of one round's call, when the time left allows. */
const MAX_RETRIES = 1;

/** A failed call: why, whether another try may help, and after how long. */
interface Failure {
  cause: FallbackCause;
  retryable: boolean;
  waitMs: number;
}

/**
 * Sorts a call's failure. An answer that could not be read (not JSON, or not the documented shape) is not retried: a
 * server that answers so is set up wrongly, and the guest gets the offline answer, as for a hang or a 500.
 */
function failureOf(error: unknown, now: number): Failure {
  if (error instanceof MalformedAnswer) return { cause: 'upstream_malformed', retryable: false, waitMs: 0 };
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return { cause: 'timeout', retryable: true, waitMs: 0 };
  }
  if (error instanceof OpenAI.APIConnectionError)
    return { cause: 'upstream_unavailable', retryable: true, waitMs: RETRY_WAIT_MS };
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    const waitMs = retryAfterMs(error.headers, now) ?? RETRY_WAIT_MS;
    if (status === 429) return { cause: 'rate_limited', retryable: true, waitMs };
    if (status >= 500 || status === 408 || status === 409)
      return { cause: 'upstream_unavailable', retryable: true, waitMs };
    // A refused key, a model that does not exist, a request the server rejects: retrying cannot help.
    return { cause: 'upstream_refused', retryable: false, waitMs };
  }
  // Anything else the client throws is an answer it could not read (a body that is not JSON).
  return { cause: 'upstream_malformed', retryable: false, waitMs: 0 };
}

/** The limits' store did not answer within the time the answer had left for it. */
class StoreTooSlow extends Error {}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new ClientGone());
      },
      { once: true },
    );
  });
}

/** Runs one tool call and says what happened, in the words the model reads next. */
function runTool(name: string, json: string, catalogue: readonly AssistantProperty[], today: IsoDay) {
  const args = parseToolArguments(json);
  if (!args) return { ok: false as const, error: 'The arguments must be a JSON object.' };
  if (name === 'search_properties') return searchProperties(args, catalogue, today);
  if (name === 'start_booking') return startBooking(args, catalogue, today);
  return { ok: false as const, error: `There is no tool named ${name}.` };
}

/**
 * Asks the model, running its tool calls, until it answers in words (or the rounds or the time run out); it answers
 * in the page's `language` unless the visitor writes in another.
 */
export async function askModel(
  conversation: ChatTurn[],
  catalogue: readonly AssistantProperty[],
  today: IsoDay,
  language: Language,
  config: ModelConfig,
  run: ModelRun,
): Promise<Reply> {
  const now = run.now ?? Date.now;
  // Retries are this code's, not the SDK's, so that no wait outlasts the budget.
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL ?? null, maxRetries: 0 });
  // OpenAI's current models take max_completion_tokens; compatible servers (Ollama, vLLM) know max_tokens.
  const limit = config.baseURL ? { max_tokens: MAX_OUTPUT_TOKENS } : { max_completion_tokens: MAX_OUTPUT_TOKENS };
  // What the conversation asks for, read only when the catalogue is too large to list whole: the prompt then lists the
  // properties that suit it, and those the replies named.
  const focus = (): PromptFocus => ({
    request: understandConversation(conversation, catalogue, today, language).request,
    named: namedIds(
      conversation
        .filter((turn) => turn.role === 'assistant')
        .map((turn) => turn.content)
        .join('\n'),
      catalogue,
    ),
  });
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(catalogue, today, language, focus) },
    ...conversation,
  ];
  const tools = assistantTools(townNames(catalogue));
  const usage: Usage = { promptTokens: 0, completionTokens: 0 };
  let modelCalls = 0;
  let searched: string[] = [];
  // The stay of the last search the model ran: what it has understood, for the suggestions' booking buttons.
  let noted: Stay = {};
  let action: OpenBookingAction | undefined;
  const unavailable = (cause: FallbackCause) => new ModelUnavailable(cause, action, usage, modelCalls);

  /** One round's call, retried once when the failure and the time left allow. */
  async function complete(toolChoice: 'auto' | 'none'): Promise<ModelMessage> {
    for (let attempt = 0; ; attempt++) {
      if (run.deadline - now() < MIN_CALL_MS) throw unavailable('timeout');
      let refused: FallbackCause | undefined;
      try {
        // The tickets come out of the answer's time: a store slower than what is left gives the answer to the
        // offline assistant rather than keep the visitor waiting on it.
        refused = await within(takeCall(run.budgets), run.deadline - MIN_CALL_MS - now(), () => {
          throw new StoreTooSlow();
        });
      } catch (error) {
        throw unavailable(error instanceof StoreTooSlow ? 'daily_limit_slow' : 'daily_limit_unavailable');
      }
      if (refused) throw unavailable(refused);
      const left = run.deadline - now();
      if (left < MIN_CALL_MS) throw unavailable('timeout');
      modelCalls += 1;
      const timeout = Math.min(config.timeoutMs, left);
      const signals = [AbortSignal.timeout(timeout), ...(run.signal ? [run.signal] : [])];
      try {
        const completion: unknown = await client.chat.completions.create(
          {
            model: config.model,
            messages,
            tools,
            tool_choice: toolChoice,
            ...limit,
          },
          { signal: AbortSignal.any(signals), timeout },
        );
        const read = readCompletion(completion);
        usage.promptTokens += read.usage.promptTokens;
        usage.completionTokens += read.usage.completionTokens;
        return read.message;
      } catch (error) {
        if (run.signal?.aborted) throw new ClientGone();
        const failure = failureOf(error, now());
        const retry =
          failure.retryable && attempt < MAX_RETRIES && now() + failure.waitMs + MIN_CALL_MS <= run.deadline;
        if (!retry) throw unavailable(failure.cause);
        await sleep(failure.waitMs, run.signal);
      }
    }
  }

  for (let round = 1; round <= MAX_ROUNDS; round++) {
    // The last round, or once booking has started, must be words.
    const message = await complete(round === MAX_ROUNDS || action ? 'none' : 'auto');
    if (!message.toolCalls.length) {
      const suggestions = recommendedIds(message.text, catalogue, searched);
      // The words' own language, as far as they tell; else the conversation's, which the model was told to keep.
      const towns = catalogueTowns(catalogue);
      const written = detectLanguage(message.text, towns) ?? conversationLanguage(conversation, language, towns);
      return {
        answer: {
          message: message.text,
          ...(suggestions.length ? { suggestions } : {}),
          ...(action ? { action } : {}),
          ...(Object.keys(noted).length ? { stay: noted } : {}),
          provider: config.provider,
          language: written,
        },
        usage,
        modelCalls,
      };
    }
    // A server that ignores tool_choice 'none' (Ollama does) would call tools for ever: a decided booking is returned,
    // anything else is answered by the offline assistant.
    if (action || round === MAX_ROUNDS) throw unavailable('no_words');
    messages.push({ role: 'assistant', content: message.text || null, tool_calls: message.toolCalls });
    for (const call of message.toolCalls) {
      const outcome = runTool(call.function.name, call.function.arguments, catalogue, today);
      if (outcome.ok && call.function.name === 'search_properties' && 'matches' in outcome.value) {
        searched = outcome.value.matches.map((match) => match.id);
        noted = readStay(parseToolArguments(call.function.arguments), today);
      }
      if (outcome.ok && call.function.name === 'start_booking' && 'type' in outcome.value) action = outcome.value;
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify(outcome.ok ? outcome.value : { error: outcome.error }),
      });
    }
  }
  throw unavailable('no_words');
}
