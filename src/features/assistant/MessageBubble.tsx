import { useStore } from '@nanostores/react';
import { t } from '../../i18n';
import { formatClock } from '../../lib/dates';
import { pageLanguage, type Language } from '../../lib/languages';
import { $chatCards, type ChatMessage } from './store';
import { SuggestionCard } from './SuggestionCard';
import type { DialogProperty } from '../../dialogs/properties';

/**
 * The cards of a message and their language: its own when their data in it has come and names every property
 * suggested, else the page's (`properties`).
 */
function cardsOf(
  message: ChatMessage,
  properties: DialogProperty[],
  cards: Partial<Record<Language, DialogProperty[]>>,
): { language: Language; suggested: DialogProperty[] } {
  const ids = message.suggestions ?? [];
  const pick = (list: DialogProperty[]) => ids.flatMap((id) => list.filter((property) => property.id === id));
  const own = message.language && message.language !== pageLanguage() ? cards[message.language] : undefined;
  if (message.language && own && pick(own).length === ids.length)
    return { language: message.language, suggested: pick(own) };
  return { language: pageLanguage(), suggested: pick(properties) };
}

/** One message: its text (always as text, never as HTML), its time, and any recommended properties. */
export function MessageBubble({ message, properties }: { message: ChatMessage; properties: DialogProperty[] }) {
  const { language, suggested } = cardsOf(message, properties, useStore($chatCards));
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
