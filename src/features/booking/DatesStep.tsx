import { useStore } from '@nanostores/react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { count, t } from '../../i18n';
import { formatDay, formatStay, fromIsoDay, localToday, nightsBetween, toIsoDay } from '../../lib/dates';
import { MAX_NIGHTS } from '../../lib/stay';
import { $availability, nightsOf } from '../availability';
import { pickDay, type BookingForm } from './store';
import { calendarSettings, takenNights } from '../../components/ui/calendar';

/** What the line under the calendar says: the stay and its nights, or what to choose next, or why not. */
function stayLine({ checkIn, checkOut, datesNote }: BookingForm): { text: string; problem: boolean } {
  if (datesNote === 'tooLong')
    return { text: t('stay.tooLong', { nights: count(MAX_NIGHTS, 'night') }), problem: true };
  if (datesNote === 'movedCheckIn') return { text: t('stay.movedCheckIn', { day: formatDay(checkIn) }), problem: true };
  if (datesNote === 'noLongerFree') return { text: t('stay.noLongerFree'), problem: true };
  if (datesNote === 'taken') return { text: t('stay.nightTaken'), problem: true };
  if (checkIn && checkOut) {
    return {
      text: `${formatStay(checkIn, checkOut)} · ${count(nightsBetween(checkIn, checkOut), 'night')}`,
      problem: false,
    };
  }
  if (checkIn) return { text: t('booking.checkInChosen', { day: formatDay(checkIn) }), problem: false };
  return { text: '', problem: false };
}

/**
 * Step 1: the property, a one-month range calendar from today with the owner's taken nights closed, and the chosen
 * stay with its nights. When the owner's calendar could not be checked, it says once that WhatsApp confirms.
 */
export function DatesStep({ form }: { form: BookingForm }) {
  const { property, checkIn, checkOut } = form;
  const { taken, unconfirmed } = nightsOf(useStore($availability), property.id);
  const from = fromIsoDay(checkIn);
  const selected: DateRange | undefined = from ? { from, to: fromIsoDay(checkOut) } : undefined;
  const line = stayLine(form);
  const nights = takenNights(taken, t('availability.taken'), { checkIn, checkOut });
  return (
    <div>
      <div className="flex items-center gap-3 rounded-2xl bg-sand-50 p-3 ring-1 ring-sea-900/8">
        <img
          src={property.thumbnail.src}
          alt={property.thumbnail.alt}
          width={96}
          height={64}
          className="h-16 w-24 rounded-xl object-cover"
        />
        <div>
          <p className="font-semibold">{property.title}</p>
          <p className="text-sm text-sea-900/75">{property.location}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-sea-900/75">{t('booking.chooseRange')}</p>
      {unconfirmed && (
        <p className="mt-2 rounded-xl bg-sand-100 px-3 py-2 text-sm text-sea-950">{t('availability.unconfirmed')}</p>
      )}
      <div className="mt-2 flex justify-center">
        <DayPicker
          mode="range"
          {...calendarSettings()}
          numberOfMonths={1}
          selected={selected}
          defaultMonth={from ?? new Date()}
          disabled={[{ before: fromIsoDay(localToday()) ?? new Date() }, nights.unpickable]}
          modifiers={nights.modifiers}
          modifiersClassNames={nights.modifiersClassNames}
          labels={nights.labels}
          // The stay follows the site's own rule for each pick (check-in first, then a later check-out, never across
          // a taken night), not the calendar's, which would make a first click a zero-night stay.
          onSelect={(_, day) => pickDay(toIsoDay(day))}
        />
      </div>
      <p aria-live="polite" className={`mt-2 min-h-6 text-center font-medium ${line.problem ? 'text-red-700' : ''}`}>
        {line.text}
      </p>
    </div>
  );
}
