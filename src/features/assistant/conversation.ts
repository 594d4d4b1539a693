// The conversation the browser sends: as much of it as the function accepts, newest last.
import { CHAT_LIMITS, type ChatTurn } from './protocol';

/** What a request body may hold: as many turns, characters per turn and bytes in all as the function accepts. */
export type ConversationLimits = Pick<typeof CHAT_LIMITS, 'messages' | 'characters' | 'bodyBytes'>;

const encoder = new TextEncoder();

/** The bytes of a request body carrying these turns, as JSON.stringify({ messages }) writes it. */
export function bodyBytes(turns: readonly ChatTurn[]): number {
  return encoder.encode(JSON.stringify({ messages: turns })).byteLength;
}

/**
 * The latest turns that fit one request: at most `limits.messages`, each cut to `limits.characters`, and the body
 * within `limits.bodyBytes`, dropping the oldest first. The newest turn (the visitor's message) is always kept whole.
 */
export function fitConversation(turns: readonly ChatTurn[], limits: ConversationLimits = CHAT_LIMITS): ChatTurn[] {
  const kept = turns
    .slice(-limits.messages)
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, limits.characters) }));
  let start = 0;
  while (start < kept.length - 1 && bodyBytes(kept.slice(start)) > limits.bodyBytes) start += 1;
  return kept.slice(start);
}
