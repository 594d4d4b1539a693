import type { IsoDay } from '../dates';

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

/** The assistant asks the site to open the booking wizard for a property. */
export interface OpenBookingAction {
  type: 'open-booking';
  propertyId: string;
  checkIn?: IsoDay;
  checkOut?: IsoDay;
  guests?: number;
}

/** A 200 answer of POST /api/ai-chat. */
export interface ChatAnswer {
  /** Plain text shown as the bot's message (never HTML). */
  message: string;
  /** Ids of the properties the reply recommends, best first. */
  suggestions?: string[];
  action?: OpenBookingAction;
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
