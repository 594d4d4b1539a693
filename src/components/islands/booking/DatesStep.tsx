import { startOfToday } from 'date-fns';
import { DayPicker, type DateRange } from 'react-day-picker';
import { count, t } from '../../../i18n';
import { formatStay, fromIsoDay, nightsBetween, toIsoDay, type IsoDay } from '../../../lib/dates';
import { ROMANIAN_CALENDAR } from '../calendar';
import type { BookingProperty } from './types';

interface DatesStepProps {
  property: BookingProperty;
  checkIn: IsoDay;
  checkOut: IsoDay;
  onChange: (checkIn: IsoDay, checkOut: IsoDay) => void;
}

/** Step 1: the property, a one-month range calendar from today, and the chosen stay with its nights. */
export function DatesStep({ property, checkIn, checkOut, onChange }: DatesStepProps) {
  const selected: DateRange | undefined = fromIsoDay(checkIn) ? { from: fromIsoDay(checkIn), to: fromIsoDay(checkOut) } : undefined;
  const nights = nightsBetween(checkIn, checkOut);
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
          defaultMonth={fromIsoDay(checkIn) ?? new Date()}
          disabled={{ before: startOfToday() }}
          onSelect={(range) => onChange(range?.from ? toIsoDay(range.from) : '', range?.to ? toIsoDay(range.to) : '')}
        />
      </div>
      <p aria-live="polite" className="mt-2 min-h-6 text-center font-medium">
        {checkIn && checkOut && nights > 0 && (
          <>
            {formatStay(checkIn, checkOut)} · {count(nights, 'night')}
          </>
        )}
      </p>
    </div>
  );
}
