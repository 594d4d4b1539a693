import { CANCELLATION_TERMS } from '../../business';
import type { DialogProperty } from '../../dialogs/properties';
import { t } from '../../i18n';
import { deadlineDay, freeCancellationUntil, refundOn } from '../../lib/cancellation';
import { type IsoDay, localToday } from '../../lib/dates';
import { LANGUAGE_LOCALES, localizedPath, pageLanguage } from '../../lib/languages';
import { CANCELLATION_SECTION, LEGAL_PAGES } from '../../lib/legal-pages';

const link = 'font-medium text-sea-700 underline underline-offset-2 hover:text-sea-900';

/** What cancelling this stay would give back, from today: free until a day, or the share refunded now. */
function cancellationLine(property: DialogProperty, checkIn: IsoDay, today: IsoDay): string {
  const language = pageLanguage();
  const steps = CANCELLATION_TERMS[property.cancellation.policy];
  const policy = property.cancellation.name;
  const free = freeCancellationUntil(steps, checkIn, today);
  if (free) return t('booking.freeCancellation', { date: deadlineDay(free, today, language), policy });
  const refund = refundOn(steps, checkIn, today);
  if (refund <= 0) return t('booking.noRefund', { policy });
  const percent = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'percent' }).format(refund / 100);
  return t('booking.partRefund', { percent, policy });
}

/**
 * The line before 'Trimite cererea': that this is a request and not a booking, what the property's cancellation policy
 * means for these dates (linked to the terms), and the privacy notice. Both open in a new tab, so the form stays.
 */
export function RequestTerms({ property, checkIn }: { property: DialogProperty; checkIn: IsoDay }) {
  const language = pageLanguage();
  const terms = `${localizedPath(LEGAL_PAGES.terms, language)}#${CANCELLATION_SECTION}`;
  return (
    <p className="text-sm leading-relaxed text-sea-900/80">
      {t('booking.requestNotBooking')}{' '}
      <a href={terms} target="_blank" rel="noopener" className={link}>
        {cancellationLine(property, checkIn, localToday())}
      </a>
      .{' '}
      <a href={localizedPath(LEGAL_PAGES.privacy, language)} target="_blank" rel="noopener" className={link}>
        {t('booking.privacyLink')}
      </a>
    </p>
  );
}
