import { useStore } from '@nanostores/react';
import { Bot, Send, Sparkles, X } from '../dialog-icons';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../../i18n';
import { CHAT_LIMITS } from '../../../lib/assistant/protocol';
import { $chatBusy, $chatMessages, $chatProvider, sendChatMessage, startChat } from '../../../stores/chat';
import { $assistantOpen, closeAssistant } from '../../../stores/dialogs';
import { buttonClass } from '../../ui/button-variants';
import type { BookingProperty } from '../../../lib/booking';
import { useDialogFocus } from '../useDialogFocus';
import { MessageBubble } from './MessageBubble';

/** The open chat: header with the provider badge, the conversation, and the message box. */
function ChatWindow({ properties }: { properties: BookingProperty[] }) {
  const messages = useStore($chatMessages);
  const busy = useStore($chatBusy);
  const provider = useStore($chatProvider);
  const [draft, setDraft] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const close = useCallback(() => closeAssistant(), []);
  useDialogFocus(dialog, close);
  useEffect(startChat, []);

  // The list follows the newest message (or the typing indicator); a reply taller than the list, with
  // its cards, is shown from its first line rather than from its last card.
  useEffect(() => {
    const element = list.current;
    const newest = element?.querySelector<HTMLElement>('[data-chat-message]:last-child');
    if (!element || !newest) return;
    const bottom = element.scrollHeight - element.clientHeight;
    const top = busy ? bottom : Math.min(bottom, newest.offsetTop - 16);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ top, behavior: still ? 'auto' : 'smooth' });
  }, [messages.length, busy]);

  // Focus stays in the box while busy; bring it back there when the answer is in, from wherever it went.
  useEffect(() => {
    if (!busy) input.current?.focus();
  }, [busy]);

  const send = async () => {
    const text = draft;
    if (!text.trim() || busy) return;
    setDraft('');
    const answered = await sendChatMessage(text);
    // A failed call keeps the visitor's words: they are put back to send again.
    if (!answered) setDraft((current) => current || text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className="fixed inset-0 z-50 grid place-items-end bg-sea-950/60 backdrop-blur-sm sm:place-items-center sm:p-4" onClick={(e) => e.target === e.currentTarget && close()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="chat-dialog-title"
        className="flex h-[600px] max-h-[calc(100dvh-0.5rem)] w-full max-w-2xl flex-col overflow-hidden rounded-t-3xl bg-white text-sea-950 shadow-lift sm:max-h-[calc(100dvh-2rem)] sm:rounded-3xl"
      >
        <header className="flex items-start gap-3 border-b border-sea-900/10 px-5 py-4">
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-sea-600 to-sea-400 text-white">
            <Bot size={20} />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="chat-dialog-title" className="text-lg leading-tight font-semibold sm:text-xl">{t('chat.title')}</h2>
            {provider && (
              <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-sea-50 px-2.5 py-0.5 text-xs font-medium text-sea-800 ring-1 ring-sea-700/15" data-chat-provider>
                <Sparkles size={12} />
                {t('chat.poweredBy', { provider })}
              </p>
            )}
          </div>
          <button type="button" onClick={close} aria-label={t('chat.close')} className={buttonClass('ghost', 'icon', '-mt-1 -mr-2')}>
            <X size={20} />
          </button>
        </header>

        <div ref={list} className="relative flex-1 overflow-y-auto overscroll-contain bg-sand-50/60 px-4 py-4 sm:px-5">
          {/* The log announces new messages; the list inside keeps them a list (a role on the <ol> would not). */}
          <div role="log" aria-label={t('chat.conversation')}>
            <ol className="grid gap-4">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} properties={properties} />
              ))}
            </ol>
          </div>
          <div role="status" className="mt-4 min-h-6">
            {busy && (
              <span className="inline-flex items-center gap-2 rounded-2xl rounded-bl-md bg-sea-50 px-4 py-2.5 text-sm text-sea-900/80 ring-1 ring-sea-900/8" data-chat-typing>
                <span aria-hidden="true" className="flex gap-1">
                  {[0, 150, 300].map((delay) => (
                    <span key={delay} className="size-1.5 animate-bounce rounded-full bg-sea-600 motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
                  ))}
                </span>
                {t('chat.typing')}
              </span>
            )}
          </div>
        </div>

        <form
          className="flex items-end gap-2 border-t border-sea-900/10 bg-white px-4 py-3 sm:px-5"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <textarea
            ref={input}
            data-autofocus
            rows={2}
            value={draft}
            maxLength={CHAT_LIMITS.characters}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            // Disabled while busy, but without `disabled`, which would throw focus out to the page's body.
            readOnly={busy}
            aria-disabled={busy || undefined}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.messageLabel')}
            className="max-h-32 min-h-12 flex-1 resize-none rounded-2xl border border-sea-900/15 bg-white px-4 py-2.5 text-base leading-snug text-sea-950 placeholder:text-sea-900/60 focus:border-sea-600 focus:ring-2 focus:ring-sea-500/30 focus:outline-none aria-disabled:bg-sea-50"
          />
          <button type="submit" disabled={busy || !draft.trim()} aria-label={t('chat.send')} className={buttonClass('ai', 'icon', 'size-12')}>
            <Send size={20} />
          </button>
        </form>
      </div>
    </div>
  );
}

/** The AI assistant's dialog: renders nothing while closed. */
export default function ChatDialog({ properties }: { properties: BookingProperty[] }) {
  const open = useStore($assistantOpen);
  return open ? <ChatWindow properties={properties} /> : null;
}
