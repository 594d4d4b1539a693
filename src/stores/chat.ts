import { atom } from 'nanostores';
import { t } from '../i18n';
import { readChatAnswer } from '../lib/assistant/answer';
import { fitConversation } from '../lib/assistant/conversation';
import { ANSWER_BUDGET_MS, CHAT_ENDPOINT, STATUS_ENDPOINT, type ChatTurn } from '../lib/assistant/protocol';
import { localToday } from '../lib/dates';
import { isRecord } from '../lib/json';
import type { Stay } from '../lib/stay';
import { openBooking } from './dialogs';

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
  /** A bot apology for a failed call: shown, but not part of the conversation sent back. */
  failed?: boolean;
}

/** The conversation, oldest first; starts with the greeting once the chat opens. */
export const $chatMessages = atom<ChatMessage[]>([]);
/** True while a reply is pending: the input and the send button are disabled. */
export const $chatBusy = atom(false);
/** Who answers, for the "powered by" badge; null until known. */
export const $chatProvider = atom<string | null>(null);

let counter = 0;
function add(text: string, isBot: boolean, extra: Partial<ChatMessage> = {}): void {
  $chatMessages.set([...$chatMessages.get(), { id: `m${++counter}`, text, isBot, timestamp: Date.now(), ...extra }]);
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
 * Sends the visitor's message (trimmed; blank or while busy: ignored) and adds the reply. An answer that
 * starts a booking opens the wizard, which closes the chat. Resolves true when the assistant answered.
 */
export async function sendChatMessage(text: string, send: Fetch = fetch): Promise<boolean> {
  const content = text.trim();
  if (!content || $chatBusy.get()) return false;
  add(content, false);
  $chatBusy.set(true);
  try {
    const response = await send(CHAT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: conversation() }),
      // The function answers within the budget whatever the model does; past it, the assistant counts as unavailable.
      signal: AbortSignal.timeout(ANSWER_BUDGET_MS),
    });
    const answer = response.ok ? readChatAnswer(await response.json().catch(() => null), localToday()) : null;
    if (!answer) {
      console.error(
        'ai-chat failed',
        response.status,
        response.ok ? 'unreadable answer' : await response.text().catch(() => ''),
      );
      add(t('chat.error'), true, { failed: true });
      return false;
    }
    const { message, suggestions, stay, action, provider } = answer;
    // The badge names whoever answered last: the offline assistant when it stood in for the model.
    if (provider) $chatProvider.set(provider);
    add(message, true, { ...(suggestions ? { suggestions } : {}), ...(stay ? { stay } : {}) });
    if (action) {
      const { type: _, propertyId, ...known } = action;
      openBooking(propertyId, known);
    }
    return true;
  } catch {
    add(t('chat.unavailable'), true, { failed: true });
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
