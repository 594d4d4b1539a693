import type { Language } from '../../lib/languages';
import type { Stay } from '../../lib/stay';

/** Where the assistant answers: POST a ChatRequest, get a ChatAnswer or a ChatError. */
export const CHAT_ENDPOINT = '/api/ai-chat';
/** Where the assistant says who it is: GET, answered with { mode, provider }. */
export const STATUS_ENDPOINT = '/api/ai-status';
/**
 * The name the status and the answers give the offline assistant, in Romanian as ever: a page shows it in its own
 * language ('chat.offlineProvider').
 */
export const OFFLINE_PROVIDER = 'asistentul offline';
/**
 * The name they give a custom server without OPENAI_PROVIDER_NAME (never its address), before its model in
 * parentheses: a page shows it in its own language ('chat.unnamedServer').
 */
export const UNNAMED_SERVER = 'un server compatibil OpenAI';

/**
 * Who runs the model the assistant sends a visitor's messages to, as the settings name it: OPENAI_PROVIDER_NAME, else
 * OpenAI, or a custom server (OPENAI_BASE_URL) by `UNNAMED_SERVER`; undefined without OPENAI_API_KEY, when the offline
 * assistant answers and nothing leaves the site. The badge adds the model; the privacy notice names this.
 */
export function modelProvider(env: (name: string) => string | undefined): string | undefined {
  if (!env('OPENAI_API_KEY')?.trim()) return undefined;
  return env('OPENAI_PROVIDER_NAME')?.trim() || (env('OPENAI_BASE_URL')?.trim() ? UNNAMED_SERVER : 'OpenAI');
}

/** One turn of the conversation as the browser sends it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The request body of POST /api/ai-chat: the whole conversation, the visitor's message last, and the language of the
 * page it was written on. The catalogue is the server's own; any other field a client sends (an older one sent its
 * list of properties) is ignored.
 */
export interface ChatRequest {
  messages: ChatTurn[];
  /**
   * The page's language: the assistant answers in it unless the visitor writes in another. Older clients send none,
   * which counts as Romanian.
   */
  language?: Language;
}

/** The assistant asks the site to open the booking wizard for a property, with what it knows of the stay. */
export interface OpenBookingAction extends Stay {
  type: 'open-booking';
  propertyId: string;
}

/** A 200 answer of POST /api/ai-chat. */
export interface ChatAnswer {
  /** Plain text shown as the bot's message (never HTML). */
  message: string;
  /** Ids of the properties the reply recommends, best first. */
  suggestions?: string[];
  action?: OpenBookingAction;
  /** What the assistant has noted of the stay so far: booking one of the suggestions starts from it. */
  stay?: Stay;
  /** Who answered (the model's name, or the offline assistant when it stood in): the chat's badge follows it. */
  provider?: string;
  /** The language the answer is written in: its cards follow it. Older servers send none (the page's). */
  language?: Language;
}

/** Any other answer of POST /api/ai-chat: a 4xx or 5xx with a readable reason. */
export interface ChatError {
  error: { code: string; message: string };
}

/**
 * The longest a visitor waits for an answer, in milliseconds: the browser gives up then, and the function answers
 * well before it, whatever the model does (the offline assistant stands in for a model that is slow or down).
 */
export const ANSWER_BUDGET_MS = 15_000;

/** Limits the function enforces on a request. */
export const CHAT_LIMITS = {
  /** Most turns in one request; the browser sends the latest ones. */
  messages: 30,
  /** Most characters in one turn. */
  characters: 2000,
  /** Most bytes in a request body. */
  bodyBytes: 32 * 1024,
} as const;
