import { atom } from 'nanostores';
import { count, loadLanguage, t } from '../../i18n';
import { readChatAnswer } from './answer';
import { fitConversation } from './conversation';
import { ANSWER_BUDGET_MS, CHAT_ENDPOINT, STATUS_ENDPOINT, type ChatTurn } from './protocol';
import { localToday } from '../../lib/dates';
import { isRecord } from '../../lib/json';
import { pageLanguage, type Language } from '../../lib/languages';
import { retryAfterMs } from '../../lib/retry-after';
import type { Stay } from '../../lib/stay';
import { openBooking } from '../../dialogs/store';
import { dialogPropertyUrl, type DialogProperty } from '../../dialogs/properties';

/** The browser's fetch, or a stand-in for it in tests. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** One message of the chat. */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  /** When it was written, in milliseconds since the epoch. */
  timestamp: number;
  /** Ids of the properties a bot message recommends. */
  suggestions?: string[];
  /** What the assistant had noted of the stay when it recommended them: booking one starts from it. */
  stay?: Stay;
  /** The language a bot message is written in, when the server says: its cards follow it. */
  language?: Language;
  /** A bot apology for a failed call: shown, but not part of the conversation sent back. */
  failed?: boolean;
}

/** The conversation, oldest first; starts with the greeting once the chat opens. */
export const $chatMessages = atom<ChatMessage[]>([]);
/** True while a reply is pending: the input and the send button are disabled. */
export const $chatBusy = atom(false);
/** Who answers, for the "powered by" badge; null until known. */
export const $chatProvider = atom<string | null>(null);
/** When the site's rate limit lets the visitor send again (epoch milliseconds); null when it has not refused them. */
export const $chatRetryAt = atom<number | null>(null);
/**
 * The cards' data in the languages other than the page's that answers were written in, by property, once fetched:
 * the cards under an answer follow its language (the page's own data is fetched by the cards, MessageBubble.tsx).
 */
export const $chatCards = atom<Partial<Record<Language, Record<string, DialogProperty>>>>({});

/**
 * Fetches what the cards of an answer in `language` need when it is not the page's: that language's texts and the
 * data of the properties suggested (`ids`) not fetched yet, a small file each. A failure leaves the cards in the
 * page's language.
 */
async function loadCards(language: Language, ids: readonly string[], send: Fetch): Promise<void> {
  const known = $chatCards.get()[language] ?? {};
  const missing = ids.filter((id) => !known[id]);
  if (language === pageLanguage() || !missing.length) return;
  try {
    const fetchOne = async (id: string) => {
      const url = dialogPropertyUrl(id, language);
      const response = await send(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as DialogProperty;
    };
    const [properties] = await Promise.all([Promise.all(missing.map(fetchOne)), loadLanguage(language)]);
    const cards = $chatCards.get();
    const fetched = Object.fromEntries(properties.map((property) => [property.id, property]));
    $chatCards.set({ ...cards, [language]: { ...cards[language], ...fetched } });
  } catch (error) {
    console.error('chat cards', language, error);
  }
}

/**
 * The wait when a refusal of the rate limit names none: the limit's window (a minute, `config.rateLimit` of
 * netlify/functions/ai-chat.ts), the longest the oldest of the visitor's requests can still count.
 */
const RATE_LIMIT_WAIT_MS = 60_000;

let counter = 0;
/** Adds a message to the conversation and returns its id. */
function add(text: string, isBot: boolean, extra: Partial<ChatMessage> = {}): string {
  const id = `m${++counter}`;
  $chatMessages.set([...$chatMessages.get(), { id, text, isBot, timestamp: Date.now(), ...extra }]);
  return id;
}

/** Whether the site's rate limit still holds the visitor's messages back. */
function waiting(): boolean {
  return Date.now() < ($chatRetryAt.get() ?? 0);
}

/**
 * Message `id` got no answer: it leaves the conversation (the message box gives the visitor's words back, to send
 * again, so they are never in the conversation twice) and the bot says why, in `apology`.
 */
function unanswered(id: string, apology: string): void {
  $chatMessages.set($chatMessages.get().filter((message) => message.id !== id));
  add(apology, true, { failed: true });
}

/**
 * The rate limit refused message `id`: it never reached the assistant, and the bot says how long to wait, in whole
 * seconds; sending is held back until then.
 */
function holdBack(id: string, response: Response): void {
  const now = Date.now();
  const seconds = Math.max(1, Math.ceil((retryAfterMs(response.headers, now) ?? RATE_LIMIT_WAIT_MS) / 1000));
  unanswered(id, t('chat.rateLimited', { wait: count(seconds, 'second') }));
  $chatRetryAt.set(now + seconds * 1000);
}

/** Greets the visitor, once: the first message of every conversation. */
export function startChat(): void {
  if (!$chatMessages.get().length) add(t('chat.greeting'), true);
}

/** The conversation as the function takes it: apologies left out, the latest turns that fit one request. */
function conversation(): ChatTurn[] {
  return fitConversation(
    $chatMessages
      .get()
      .filter((message) => !message.failed)
      .map((message): ChatTurn => ({ role: message.isBot ? 'assistant' : 'user', content: message.text })),
  );
}

/**
 * Sends the visitor's message (trimmed; blank, while busy or while the rate limit holds it back: ignored) with the
 * page's language, and adds the reply. An answer that starts a booking opens the wizard, which closes the chat.
 * Resolves true when the assistant answered.
 */
export async function sendChatMessage(text: string, send: Fetch = fetch): Promise<boolean> {
  const content = text.trim();
  if (!content || $chatBusy.get() || waiting()) return false;
  const sent = add(content, false);
  $chatBusy.set(true);
  try {
    const response = await send(CHAT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: conversation(), language: pageLanguage() }),
      // The function answers within the budget whatever the model does; past it, the assistant counts as unavailable.
      signal: AbortSignal.timeout(ANSWER_BUDGET_MS),
    });
    if (response.status === 429) {
      holdBack(sent, response);
      return false;
    }
    const answer = response.ok ? readChatAnswer(await response.json().catch(() => null), localToday()) : null;
    if (!answer) {
      console.error(
        'ai-chat failed',
        response.status,
        response.ok ? 'unreadable answer' : await response.text().catch(() => ''),
      );
      unanswered(sent, t('chat.error'));
      return false;
    }
    const { message, suggestions, stay, action, provider, language } = answer;
    // The badge names whoever answered last: the offline assistant when it stood in for the model.
    if (provider) $chatProvider.set(provider);
    if (language && suggestions) await loadCards(language, suggestions, send);
    add(message, true, {
      ...(suggestions ? { suggestions } : {}),
      ...(stay ? { stay } : {}),
      ...(language ? { language } : {}),
    });
    if (action) {
      const { type: _, propertyId, ...known } = action;
      openBooking(propertyId, known);
    }
    return true;
  } catch {
    unanswered(sent, t('chat.unavailable'));
    return false;
  } finally {
    $chatBusy.set(false);
  }
}

/** Asks the site which assistant answers; leaves the badge empty when that fails. */
export async function loadChatProvider(send: Fetch = fetch): Promise<void> {
  if ($chatProvider.get()) return;
  try {
    const response = await send(STATUS_ENDPOINT, { signal: AbortSignal.timeout(3_000) });
    const status: unknown = response.ok ? await response.json() : null;
    const provider = isRecord(status) ? status['provider'] : undefined;
    if (typeof provider === 'string' && provider) $chatProvider.set(provider);
  } catch {
    // The badge is informative only; the chat works without it.
  }
}
