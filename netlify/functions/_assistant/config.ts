// How the assistant runs, read from the environment: with a model (OPENAI_API_KEY set) or offline.

/** The small current model used when OPENAI_MODEL does not name one. */
export const DEFAULT_MODEL = 'gpt-5-mini';
/** Upper bound for one model call, whatever OPENAI_TIMEOUT_MS says. */
export const MAX_TIMEOUT_MS = 20_000;

/** The assistant's configuration. */
export type AssistantConfig =
  | { mode: 'offline'; provider: string }
  | { mode: 'model'; provider: string; apiKey: string; baseURL?: string; model: string; timeoutMs: number };

/** Reads the configuration from `env` (a lookup such as `(name) => process.env[name]`). */
export function readConfig(env: (name: string) => string | undefined): AssistantConfig {
  const apiKey = env('OPENAI_API_KEY')?.trim();
  if (!apiKey) return { mode: 'offline', provider: 'asistentul offline' };
  const baseURL = env('OPENAI_BASE_URL')?.trim() || undefined;
  const model = env('OPENAI_MODEL')?.trim() || DEFAULT_MODEL;
  const asked = Number(env('OPENAI_TIMEOUT_MS'));
  const timeoutMs = Number.isFinite(asked) && asked > 0 ? Math.min(asked, MAX_TIMEOUT_MS) : MAX_TIMEOUT_MS;
  const host = baseURL ? hostOf(baseURL) : 'OpenAI';
  const provider = `${env('OPENAI_PROVIDER_NAME')?.trim() || host} (${model})`;
  return { mode: 'model', provider, apiKey, ...(baseURL ? { baseURL } : {}), model, timeoutMs };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'un server compatibil OpenAI';
  }
}
