import { DayPicker, type DateRange } from 'react-day-picker';
import { count, t } from '../../../i18n';
import { formatDay, formatStay, fromIsoDay, localToday, nightsBetween, toIsoDay } from '../../../lib/dates';
import { MAX_NIGHTS } from '../../../lib/stay';
import { pickDay, type BookingForm } from '../../../stores/booking';
import { ROMANIAN_CALENDAR } from '../calendar';

/** What the line under the calendar says: the stay and its nights, or what to choose next, or why not. */
function stayLine({ checkIn, checkOut, tooLong }: BookingForm): { text: string; problem: boolean } {
  if (tooLong) return { text: t('stay.tooLong', { nights: count(MAX_NIGHTS, 'night') }), problem: true };
  if (checkIn && checkOut) {
    return { text: `${formatStay(checkIn, checkOut)} · ${count(nightsBetween(checkIn, checkOut), 'night')}`, problem: false };
  }
  if (checkIn) return { text: t('booking.checkInChosen', { day: formatDay(checkIn) }), problem: false };
  return { text: '', problem: false };
}

/** Step 1: the property, a one-month range calendar from today, and the chosen stay with its nights. */
export function DatesStep({ form }: { form: BookingForm }) {
  const { property, checkIn, checkOut } = form;
  const from = fromIsoDay(checkIn);
  const selected: DateRange | undefined = from ? { from, to: fromIsoDay(checkOut) } : undefined;
  const line = stayLine(form);
  return (
    <div>
      <div className="flex items-center gap-3 rounded-2xl bg-sand-50 p-3 ring-1 ring-sea-900/8">
        <img src={property.thumbnail.src} alt={property.thumbnail.alt} width={96} height={64} className="h-16 w-24 rounded-xl object-cover" />
        <div>
          <p className="font-semibold">{property.title}</p>
          <p className="text-sm text-sea-900/75">{property.location}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-sea-900/75">{t('booking.chooseRange')}</p>
      <div className="mt-2 flex justify-center">
        <DayPicker
          mode="range"
          {...ROMANIAN_CALENDAR}
          numberOfMonths={1}
          selected={selected}
          defaultMonth={from ?? new Date()}
          disabled={{ before: fromIsoDay(localToday()) ?? new Date() }}
          // The stay follows the site's own rule for each pick (check-in first, then a later check-out), not the
          // calendar's, which would make a first click a zero-night stay.
          onSelect={(_, day) => pickDay(toIsoDay(day))}
        />
      </div>
      <p aria-live="polite" className={`mt-2 min-h-6 text-center font-medium ${line.problem ? 'text-red-700' : ''}`}>
        {line.text}
      </p>
    </div>
  );
}
