// The assistant with a model: Chat Completions with two tools, run on the server and checked in code.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { AssistantProperty } from '../../../src/lib/assistant/catalogue';
import { recommendedIds, systemPrompt } from '../../../src/lib/assistant/prompt';
import type { ChatAnswer, ChatTurn, OpenBookingAction } from '../../../src/lib/assistant/protocol';
import { ASSISTANT_TOOLS, parseToolArguments, searchProperties, startBooking } from '../../../src/lib/assistant/tools';
import type { IsoDay } from '../../../src/lib/dates';
import { readStay, type Stay } from '../../../src/lib/stay';
import type { AssistantConfig } from './config';
import { HttpError } from './http';

/** Tokens the model spent on one answer. */
export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

/** An answer and what it cost. */
export interface Reply {
  answer: ChatAnswer;
  usage: Usage;
}

/** Model calls per answer: a search, a booking, then the words. */
const MAX_ROUNDS = 3;
/** A bounded answer: short replies are all the chat shows. */
const MAX_OUTPUT_TOKENS = 600;

type ModelConfig = Extract<AssistantConfig, { mode: 'model' }>;

/** Translates an upstream failure into the answer the browser gets; the upstream's own words stay out. */
function upstreamFailure(error: unknown): HttpError {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return new HttpError(504, 'upstream_timeout', 'The AI service took too long to answer.');
  }
  if (error instanceof OpenAI.RateLimitError) {
    const seconds = Number(error.headers?.get('retry-after'));
    const retryAfter = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 30;
    return new HttpError(429, 'rate_limited', 'The AI service is busy; try again shortly.', { 'retry-after': String(retryAfter) });
  }
  return new HttpError(502, 'upstream_error', 'The AI service could not answer.');
}

/** Runs one tool call and says what happened, in the words the model reads next. */
function runTool(name: string, json: string, catalogue: readonly AssistantProperty[], today: IsoDay) {
  const args = parseToolArguments(json);
  if (!args) return { ok: false as const, error: 'The arguments must be a JSON object.' };
  if (name === 'search_properties') return searchProperties(args, catalogue, today);
  if (name === 'start_booking') return startBooking(args, catalogue, today);
  return { ok: false as const, error: `There is no tool named ${name}.` };
}

/** Asks the model, running its tool calls, until it answers in words (or the rounds run out). */
export async function askModel(conversation: ChatTurn[], catalogue: readonly AssistantProperty[], today: IsoDay, config: ModelConfig): Promise<Reply> {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL ?? null, timeout: config.timeoutMs, maxRetries: 1 });
  // OpenAI's current models take max_completion_tokens; compatible servers (Ollama, vLLM) know max_tokens.
  const limit = config.baseURL ? { max_tokens: MAX_OUTPUT_TOKENS } : { max_completion_tokens: MAX_OUTPUT_TOKENS };
  const deadline = AbortSignal.timeout(2 * config.timeoutMs + 2_000);
  const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: systemPrompt(catalogue, today) }, ...conversation];
  const usage: Usage = { promptTokens: 0, completionTokens: 0 };
  let searched: string[] = [];
  // The stay of the last search the model ran: what it has understood, for the suggestions' booking buttons.
  let noted: Stay = {};
  let action: OpenBookingAction | undefined;

  for (let round = 1; round <= MAX_ROUNDS; round++) {
    let message;
    try {
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          messages,
          tools: ASSISTANT_TOOLS as unknown as ChatCompletionTool[],
          // The last round, or once booking has started, must be words.
          tool_choice: round === MAX_ROUNDS || action ? 'none' : 'auto',
          ...limit,
        },
        { signal: deadline },
      );
      usage.promptTokens += completion.usage?.prompt_tokens ?? 0;
      usage.completionTokens += completion.usage?.completion_tokens ?? 0;
      message = completion.choices?.[0]?.message;
    } catch (error) {
      throw upstreamFailure(error);
    }
    if (!message) throw new HttpError(502, 'upstream_error', 'The AI service sent no answer.');

    const calls = (message.tool_calls ?? []).filter((call) => call.type === 'function');
    if (!calls.length) {
      const text = (message.content ?? '').trim();
      if (!text) throw new HttpError(502, 'upstream_error', 'The AI service sent an empty answer.');
      const suggestions = recommendedIds(text, catalogue, searched);
      return {
        answer: {
          message: text,
          ...(suggestions.length ? { suggestions } : {}),
          ...(action ? { action } : {}),
          ...(Object.keys(noted).length ? { stay: noted } : {}),
        },
        usage,
      };
    }
    messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
    for (const call of calls) {
      const outcome = runTool(call.function.name, call.function.arguments, catalogue, today);
      if (outcome.ok && call.function.name === 'search_properties' && 'matches' in outcome.value) {
        searched = outcome.value.matches.map((match) => match.id);
        noted = readStay(parseToolArguments(call.function.arguments), today);
      }
      if (outcome.ok && call.function.name === 'start_booking' && 'type' in outcome.value) action = outcome.value;
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(outcome.ok ? outcome.value : { error: outcome.error }) });
    }
  }
  throw new HttpError(502, 'upstream_error', 'The AI service did not finish its answer.');
}
