import { useStore } from '@nanostores/react';
import { t } from '../../i18n';
import { formatClock } from '../../lib/dates';
import { pageLanguage, type Language } from '../../lib/languages';
import { $chatCards, type ChatMessage } from './store';
import { SuggestionCard } from './SuggestionCard';
import { useEffect, useState } from 'react';
import { dialogProperties, type DialogProperty } from '../../dialogs/properties';

/**
 * The suggested properties' data in the page's language, fetched as the message shows (a small file each, normally
 * fetched already when a card of the page was); those that cannot be fetched have no card.
 */
function usePageCards(ids: readonly string[]): DialogProperty[] {
  const [properties, setProperties] = useState<DialogProperty[]>([]);
  const key = ids.join(',');
  useEffect(() => {
    let current = true;
    if (key) void dialogProperties(key.split(',')).then((list) => current && setProperties(list));
    return () => {
      current = false;
    };
  }, [key]);
  return properties;
}

/**
 * The cards of a message and their language: its own when their data in it has come and names every property
 * suggested, else the page's (`properties`).
 */
function cardsOf(
  message: ChatMessage,
  properties: DialogProperty[],
  cards: Partial<Record<Language, Record<string, DialogProperty>>>,
): { language: Language; suggested: DialogProperty[] } {
  const ids = message.suggestions ?? [];
  const own = message.language && message.language !== pageLanguage() ? cards[message.language] : undefined;
  const suggested = own && ids.flatMap((id) => own[id] ?? []);
  if (message.language && suggested && suggested.length === ids.length)
    return { language: message.language, suggested };
  return {
    language: pageLanguage(),
    suggested: ids.flatMap((id) => properties.filter((property) => property.id === id)),
  };
}

/** One message: its text (always as text, never as HTML), its time, and any recommended properties. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { language, suggested } = cardsOf(message, usePageCards(message.suggestions ?? []), useStore($chatCards));
  const time = new Date(message.timestamp);
  // Words in another language than the page's are marked so, for screen readers to speak them right.
  const lang = (spoken: Language | undefined) => (spoken && spoken !== pageLanguage() ? spoken : undefined);
  return (
    <li
      className={`flex flex-col gap-2 ${message.isBot ? 'items-start' : 'items-end'}`}
      data-chat-message={message.isBot ? 'bot' : 'user'}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed ${
          message.isBot
            ? 'rounded-bl-md bg-sea-50 text-sea-950 ring-1 ring-sea-900/8'
            : 'rounded-br-md bg-sea-700 text-white'
        }`}
      >
        <span className="sr-only">{message.isBot ? t('chat.fromBot') : t('chat.fromYou')}: </span>
        <p data-chat-text lang={lang(message.language)} className="break-words whitespace-pre-wrap">
          {message.text}
        </p>
        <time
          dateTime={time.toISOString()}
          className={`mt-1 block text-right text-xs ${message.isBot ? 'text-sea-900/70' : 'text-white/80'}`}
        >
          {formatClock(time)}
        </time>
      </div>
      {suggested.length > 0 && (
        <ul
          aria-label={t('chat.suggestions', undefined, language)}
          lang={lang(language)}
          className="grid w-full gap-2 sm:max-w-[85%]"
        >
          {suggested.map((property) => (
            <SuggestionCard key={property.id} property={property} stay={message.stay} language={language} />
          ))}
        </ul>
      )}
    </li>
  );
}
