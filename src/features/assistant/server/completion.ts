// A Chat Completions answer read defensively: a compatible server may send anything, and what it sends never reaches
// the browser unchecked. Anything but the documented shape is a MalformedAnswer, which the offline assistant answers
// in its place, never a crash.
import { isRecord } from '../../../lib/json';

/** The answer is not what a Chat Completions server sends. */
export class MalformedAnswer extends Error {}

/** A tool call as the conversation sends it back. */
export interface FunctionCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** The model's message: its words ('' when it only calls tools) and its tool calls. */
export interface ModelMessage {
  text: string;
  toolCalls: FunctionCall[];
}

const malformed = (what: string) => new MalformedAnswer(`The AI service sent a malformed answer (${what}).`);

function readCall(value: unknown, index: number): FunctionCall {
  if (!isRecord(value) || !isRecord(value['function'])) throw malformed(`tool call ${index} has no function`);
  const { name, arguments: args } = value['function'];
  if (typeof name !== 'string' || typeof args !== 'string')
    throw malformed(`tool call ${index} has no name or arguments`);
  const id = typeof value['id'] === 'string' ? value['id'] : `call_${index}`;
  return { id, type: 'function', function: { name, arguments: args } };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/** The first choice's message and the tokens spent; throws a MalformedAnswer naming what was wrong. */
export function readCompletion(completion: unknown): {
  message: ModelMessage;
  usage: { promptTokens: number; completionTokens: number };
} {
  const choices = isRecord(completion) ? completion['choices'] : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message = isRecord(first) ? first['message'] : undefined;
  if (!isRecord(message)) throw malformed('no message');
  const { content, tool_calls: calls } = message;
  if (content != null && typeof content !== 'string') throw malformed('content is not text');
  if (calls != null && !Array.isArray(calls)) throw malformed('tool_calls is not a list');
  const toolCalls = (calls ?? [])
    .filter((call: unknown) => !isRecord(call) || call['type'] === undefined || call['type'] === 'function')
    .map(readCall);
  const text = (content ?? '').trim();
  if (!text && !toolCalls.length) throw malformed('no words and no tool call');
  const usage = isRecord(completion) && isRecord(completion['usage']) ? completion['usage'] : {};
  return {
    message: { text, toolCalls },
    usage: { promptTokens: count(usage['prompt_tokens']), completionTokens: count(usage['completion_tokens']) },
  };
}
