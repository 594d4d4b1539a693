// The assistant the configuration asks for: the model when a key is set, with the offline assistant standing in when
// the model cannot answer in time or the day's calls (the site's or the visitor's) are spent; else the offline
// assistant alone.
import type { AssistantProperty } from '../search/catalogue';
import { conversationLanguage, offlineReply } from '../offline/offline';
import type { FallbackReason } from '../offline/phrases';
import type { ChatTurn } from '../protocol';
import { bookingReply, phrasesFor } from '../offline/replies';
import { catalogueTowns, townNames } from '../search/towns';
import { romanianToday, type IsoDay } from '../../../lib/dates';
import { DEFAULT_LANGUAGE, type Language } from '../../../lib/languages';
import { MODEL_BUDGET_MS, OFFLINE_PROVIDER, type AssistantConfig } from './config';
import { callBudgets, type CallBudgets } from './daily-limit';
import { askModel, ModelUnavailable, type FallbackCause, type Reply } from './model';

/** What one request adds to its conversation: the page's language, and whether the visitor is still there. */
export interface RespondOptions {
  /** The page's language: the reply's unless the visitor writes in another (Romanian when not given). */
  language?: Language;
  /** Aborts when the visitor disconnects. */
  signal?: AbortSignal;
}

/** Produces the assistant's reply to a checked conversation. */
export type Responder = (conversation: ChatTurn[], today: IsoDay, options?: RespondOptions) => Promise<Reply>;

/** What a responder runs with; tests give a shorter budget, their own clock or budgets. */
export interface ResponderOptions {
  /** How long the model has for one answer, in milliseconds. */
  modelBudgetMs?: number;
  /** The visitor's address (the client's IP, as Netlify gives it), for their daily limit. */
  visitor?: string;
  /** The day's call budgets; by default the site's and the visitor's, in Netlify Blobs. */
  budgets?: CallBudgets;
  /**
   * When the request arrived, in epoch milliseconds: the model's budget counts from then, so that the time spent
   * before it (the calendars, the tickets) is the visitor's time too. By default, when the answer starts.
   */
  arrivedAt?: number;
  now?: () => number;
}

/** What the offline assistant says first when a limit, not the model, kept the model from answering. */
const LIMIT_REASONS: Partial<Record<FallbackCause, FallbackReason>> = {
  daily_limit: 'dailyLimit',
  visitor_limit: 'visitorLimit',
};

const NOTHING_SPENT = { promptTokens: 0, completionTokens: 0 };

/**
 * The answer when the model could not give one: its decided booking in our words, else the offline assistant's; in
 * the conversation's language, the page's (`language`) while the visitor writes in none other.
 */
function standIn(
  error: ModelUnavailable,
  conversation: ChatTurn[],
  catalogue: readonly AssistantProperty[],
  today: IsoDay,
  language: Language,
  provider: string,
): Reply {
  const spent = { usage: error.usage, modelCalls: error.modelCalls, fallback: error.reason };
  const property = error.action && catalogue.find((candidate) => candidate.id === error.action?.propertyId);
  if (error.action && property) {
    const { checkIn, checkOut, guests } = error.action;
    const stay = { ...(checkIn ? { checkIn } : {}), ...(checkOut ? { checkOut } : {}), ...(guests ? { guests } : {}) };
    const towns = catalogueTowns(catalogue);
    const phrases = phrasesFor(conversationLanguage(conversation, language, towns), townNames(catalogue));
    const words = bookingReply(property, stay, '', catalogue, phrases, today);
    return {
      answer: { message: words.message, action: error.action, provider, language: phrases.language },
      ...spent,
    };
  }
  const reason = LIMIT_REASONS[error.reason] ?? 'unavailable';
  return {
    answer: {
      ...offlineReply(conversation, catalogue, today, { fallback: reason, language }),
      provider: OFFLINE_PROVIDER,
    },
    ...spent,
  };
}

/** The responder for a configuration, and its name for the log. */
export function responderFor(
  config: AssistantConfig,
  catalogue: readonly AssistantProperty[],
  { modelBudgetMs = MODEL_BUDGET_MS, now = Date.now, visitor, budgets, arrivedAt }: ResponderOptions = {},
): { respond: Responder; mode: string } {
  if (config.mode === 'offline') {
    return {
      mode: 'offline',
      respond: async (conversation, today, { language = DEFAULT_LANGUAGE } = {}) => ({
        answer: { ...offlineReply(conversation, catalogue, today, { language }), provider: config.provider },
        usage: NOTHING_SPENT,
        modelCalls: 0,
      }),
    };
  }
  const calls = budgets ?? callBudgets(config, visitor, () => romanianToday(new Date(now())));
  return {
    mode: config.model,
    respond: async (conversation, today, { language = DEFAULT_LANGUAGE, signal } = {}) => {
      try {
        return await askModel(conversation, catalogue, today, language, config, {
          deadline: (arrivedAt ?? now()) + modelBudgetMs,
          budgets: calls,
          now,
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        if (error instanceof ModelUnavailable)
          return standIn(error, conversation, catalogue, today, language, config.provider);
        throw error;
      }
    },
  };
}
