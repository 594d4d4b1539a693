import { count, t } from '../../i18n';
import { cityOf } from '../../lib/catalogue-rules';
import { localizedPath, type Language } from '../../lib/languages';
import type { Stay } from '../../lib/stay';
import { openBooking } from '../../dialogs/store';
import { buttonClass } from '../../components/ui/button-variants';
import type { DialogProperty } from '../../dialogs/properties';

/**
 * A property the assistant recommends, in the answer's `language` (its data in that language): photo, title (a link
 * to its page in that language), town, capacity, and a booking button that opens the request with the stay the
 * assistant had noted.
 */
export function SuggestionCard({
  property,
  stay = {},
  language,
}: {
  property: DialogProperty;
  stay?: Stay | undefined;
  language: Language;
}) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-white p-2 pr-3 ring-1 ring-sea-900/10">
      <img
        src={property.thumbnail.src}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-xl object-cover"
      />
      <div className="min-w-0 flex-1">
        <a
          href={localizedPath(`/apartment/${property.id}`, language)}
          className="line-clamp-2 text-sm leading-snug font-semibold text-sea-950 hover:underline"
        >
          {property.title}
        </a>
        <p className="mt-0.5 text-xs text-sea-900/75">
          {cityOf(property.location)} · {count(property.capacity, 'guest', language)}
        </p>
      </div>
      <button
        type="button"
        onClick={() => openBooking(property.id, stay)}
        aria-label={t('chat.bookLabel', { title: property.title }, language)}
        className={buttonClass('hero', 'sm')}
      >
        {t('chat.book', undefined, language)}
      </button>
    </li>
  );
}
