import type { Stay } from '../stay';

/** One turn of the conversation as the browser sends it (SPEC §7). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The request body of POST /api/ai-chat. `apartments` is accepted for compatibility and never used. */
export interface ChatRequest {
  messages: ChatTurn[];
  apartments?: unknown[];
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
}

/** Any other answer of POST /api/ai-chat: a 4xx or 5xx with a readable reason. */
export interface ChatError {
  error: { code: string; message: string };
}

/** Limits the function enforces on a request. */
export const CHAT_LIMITS = {
  /** Most turns in one request; the browser sends the latest ones. */
  messages: 30,
  /** Most characters in one turn. */
  characters: 2000,
  /** Most bytes in a request body. */
  bodyBytes: 32 * 1024,
} as const;
