import { CHAT_LIMITS, type ChatRequest, type ChatTurn } from './protocol';
import { isRecord } from '../../lib/json';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../lib/languages';

/** Why a request body was refused: a stable code and a sentence a developer can act on. */
export interface RequestProblem {
  code:
    | 'invalid_request'
    | 'invalid_language'
    | 'invalid_role'
    | 'no_user_message'
    | 'too_many_messages'
    | 'message_too_long';
  message: string;
}

/** A request that passed the checks: its language always known (Romanian when the client sent none). */
export type CheckedChatRequest = Required<ChatRequest>;

/** A checked request, or the first problem found in it. */
export type RequestCheck = { ok: true; request: CheckedChatRequest } | { ok: false; problem: RequestProblem };

const refuse = (code: RequestProblem['code'], message: string): RequestCheck => ({
  ok: false,
  problem: { code, message },
});

/** Checks a parsed JSON body against the request's shape (ChatRequest) and the limits in CHAT_LIMITS. */
export function checkChatRequest(body: unknown): RequestCheck {
  if (!isRecord(body)) return refuse('invalid_request', 'The body must be a JSON object with a "messages" array.');
  const { messages, language = DEFAULT_LANGUAGE } = body;
  if (!isLanguage(language)) {
    const known = LANGUAGES.map((code) => `"${code}"`).join(', ');
    return refuse('invalid_language', `"language" must be one of ${known} (the page's language), or left out.`);
  }
  if (!Array.isArray(messages))
    return refuse('invalid_request', '"messages" must be an array of { role, content } objects.');
  if (messages.length > CHAT_LIMITS.messages) {
    return refuse('too_many_messages', `Send at most ${CHAT_LIMITS.messages} messages; keep the latest ones.`);
  }
  const turns: ChatTurn[] = [];
  for (const [index, message] of messages.entries()) {
    if (!isRecord(message) || typeof message['content'] !== 'string') {
      return refuse('invalid_request', `messages[${index}] must be an object with a string "content".`);
    }
    const { role, content } = message;
    if (role !== 'user' && role !== 'assistant') {
      return refuse('invalid_role', `messages[${index}].role must be "user" or "assistant".`);
    }
    if (content.length > CHAT_LIMITS.characters) {
      return refuse('message_too_long', `messages[${index}] is longer than ${CHAT_LIMITS.characters} characters.`);
    }
    turns.push({ role, content });
  }
  const last = turns[turns.length - 1];
  if (last?.role !== 'user' || !last.content.trim()) {
    return refuse('no_user_message', 'The last message must be a non-blank message from the user.');
  }
  return { ok: true, request: { messages: turns, language } };
}
