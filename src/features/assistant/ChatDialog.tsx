import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Send } from '../../components/ui/dialog-icons';
import { count, t } from '../../i18n';
import { CHAT_LIMITS } from './protocol';
import { $chatBusy, $chatMessages, $chatRetryAt, sendChatMessage, startChat } from './store';
import { $assistantOpen } from '../../dialogs/store';
import { buttonClass } from '../../components/ui/button-variants';
import { MessageBubble } from './MessageBubble';
import { AiNotice, PrivacyLink } from './ChatPrivacy';
import { usePaintedFirst } from '../../components/ui/usePaintedFirst';
import { useSecondsLeft } from './useSecondsLeft';

/** The open chat's conversation and message box; the dialog's frame, title and badge are the page's own. */
function ChatWindow() {
  const messages = useStore($chatMessages);
  const busy = useStore($chatBusy);
  // After the rate limit refused a message, the seconds until it may be sent again.
  const wait = useSecondsLeft(useStore($chatRetryAt));
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(startChat, []);

  // The list follows the newest message (or the typing indicator); a reply taller than the list, with
  // its cards, is shown from its first line rather than from its last card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is what moves the list, though the effect reads it from the page
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
    if (!text.trim() || busy || wait > 0) return;
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
    <>
      <div ref={list} className="relative flex-1 overflow-y-auto overscroll-contain bg-sand-50/60 px-4 py-4 sm:px-5">
        <AiNotice />
        {/* The log announces new messages; the list inside keeps them a list (a role on the <ol> would not). */}
        <div role="log" aria-label={t('chat.conversation')}>
          <ol className="grid gap-4">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        </div>
        <div role="status" className="mt-4 min-h-6">
          {busy && (
            <span
              className="inline-flex items-center gap-2 rounded-2xl rounded-bl-md bg-sea-50 px-4 py-2.5 text-sm text-sea-900/80 ring-1 ring-sea-900/8"
              data-chat-typing
            >
              <span aria-hidden="true" className="flex gap-1">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-1.5 animate-bounce rounded-full bg-sea-600 motion-reduce:animate-none"
                    style={{ animationDelay: `${delay}ms` }}
                  />
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
        <button
          type="submit"
          disabled={busy || wait > 0 || !draft.trim()}
          aria-label={wait > 0 ? t('chat.sendIn', { wait: count(wait, 'second') }) : t('chat.send')}
          className={buttonClass('ai', 'icon', 'size-12')}
        >
          {wait > 0 ? (
            <span aria-hidden="true" className="text-base font-semibold tabular-nums">
              {wait}
            </span>
          ) : (
            <Send size={20} />
          )}
        </button>
      </form>
      <PrivacyLink />
    </>
  );
}

/** The AI assistant's dialog: renders nothing while closed. */
export default function ChatDialog() {
  const open = useStore($assistantOpen);
  // Drawn once the frame that shows the dialog's outline has been painted, so the press that opened it answers at once.
  const painted = usePaintedFirst(open);
  return open && painted ? <ChatWindow /> : null;
}
