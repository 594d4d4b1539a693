// How the assistant runs, read from the environment: with a model (OPENAI_API_KEY set) or offline, and the time and
// call budgets that keep it answering quickly and affordably.
import { ANSWER_BUDGET_MS, modelProvider, OFFLINE_PROVIDER, UNNAMED_SERVER } from '../protocol';

export { OFFLINE_PROVIDER, UNNAMED_SERVER };

/** The small current model used when OPENAI_MODEL does not name one. */
export const DEFAULT_MODEL = 'gpt-5-mini';
/**
 * How long the function gives the model for one answer, every round and retry included, before the offline assistant
 * answers instead. The rest of the visitor's budget covers a cold start, the offline answer and the network.
 */
export const MODEL_BUDGET_MS = ANSWER_BUDGET_MS - 4_000;
/** Upper bound (and default) for one model call, whatever OPENAI_TIMEOUT_MS says. */
export const MAX_TIMEOUT_MS = MODEL_BUDGET_MS;
/**
 * Model calls a day for the whole site when ASSISTANT_DAILY_MODEL_CALLS does not say. An answer takes one to three
 * calls (a search, a booking, the words), each sending the system prompt (about 5,500 tokens), so this is a few
 * hundred answers a day; past it the offline assistant answers until the next day.
 */
export const DEFAULT_DAILY_MODEL_CALLS = 500;
/**
 * Model calls a day for one visitor when ASSISTANT_VISITOR_DAILY_MODEL_CALLS does not say: some twenty answers, more
 * than a long conversation asks (the browser sends at most the latest 30 turns, some fifteen questions), and a
 * twelfth of the site's day, so one visitor can no longer spend it alone.
 */
export const DEFAULT_VISITOR_DAILY_MODEL_CALLS = 40;

/** The assistant's configuration. */
export type AssistantConfig =
  | { mode: 'offline'; provider: string }
  | {
      mode: 'model';
      provider: string;
      apiKey: string;
      baseURL?: string;
      model: string;
      timeoutMs: number;
      /** Model calls the whole site may make in a day (Romanian time); 0 keeps the offline assistant answering. */
      dailyModelCalls: number;
      /** Model calls one visitor (IP address) may make in a day; 0 sets no limit per visitor. */
      visitorDailyModelCalls: number;
    };

/** The configuration when a model answers. */
export type ModelConfig = Extract<AssistantConfig, { mode: 'model' }>;

/** A whole number of at least `min` from the environment, else `fallback`. */
function wholeNumber(text: string | undefined, min: number, fallback: number): number {
  const value = Number(text?.trim() || NaN);
  return Number.isInteger(value) && value >= min ? value : fallback;
}

/** Reads the configuration from `env` (a lookup such as `(name) => process.env[name]`). */
export function readConfig(env: (name: string) => string | undefined): AssistantConfig {
  const apiKey = env('OPENAI_API_KEY')?.trim();
  if (!apiKey) return { mode: 'offline', provider: OFFLINE_PROVIDER };
  const baseURL = env('OPENAI_BASE_URL')?.trim() || undefined;
  const model = env('OPENAI_MODEL')?.trim() || DEFAULT_MODEL;
  const timeoutMs = Math.min(wholeNumber(env('OPENAI_TIMEOUT_MS'), 1, MAX_TIMEOUT_MS), MAX_TIMEOUT_MS);
  const dailyModelCalls = wholeNumber(env('ASSISTANT_DAILY_MODEL_CALLS'), 0, DEFAULT_DAILY_MODEL_CALLS);
  const visitorDailyModelCalls = wholeNumber(
    env('ASSISTANT_VISITOR_DAILY_MODEL_CALLS'),
    0,
    DEFAULT_VISITOR_DAILY_MODEL_CALLS,
  );
  // A custom server's address is an internal detail: the badge names it only as its operator chose to.
  return {
    mode: 'model',
    provider: `${modelProvider(env)} (${model})`,
    apiKey,
    ...(baseURL ? { baseURL } : {}),
    model,
    timeoutMs,
    dailyModelCalls,
    visitorDailyModelCalls,
  };
}
