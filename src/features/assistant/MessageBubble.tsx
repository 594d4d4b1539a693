import { t } from '../../i18n';
import { formatClock } from '../../lib/dates';
import type { ChatMessage } from './store';
import { SuggestionCard } from './SuggestionCard';
import type { DialogProperty } from '../../dialogs/properties';

/** One message: its text (always as text, never as HTML), its time, and any recommended properties. */
export function MessageBubble({ message, properties }: { message: ChatMessage; properties: DialogProperty[] }) {
  const suggested = (message.suggestions ?? []).flatMap((id) => properties.filter((property) => property.id === id));
  const time = new Date(message.timestamp);
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
        <p data-chat-text className="break-words whitespace-pre-wrap">
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
        <ul aria-label={t('chat.suggestions')} className="grid w-full gap-2 sm:max-w-[85%]">
          {suggested.map((property) => (
            <SuggestionCard key={property.id} property={property} stay={message.stay} />
          ))}
        </ul>
      )}
    </li>
  );
}
