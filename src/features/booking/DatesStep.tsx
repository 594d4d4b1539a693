import { useStore } from '@nanostores/react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { count, t } from '../../i18n';
import { formatDay, formatStay, fromIsoDay, localToday, nightsBetween, toIsoDay } from '../../lib/dates';
import { MAX_NIGHTS } from '../../lib/stay';
import type { NightRange } from '../../lib/nights';
import { $availability, nightsOf } from '../availability';
import { freeNightPrices, minimumStay, minimumText, quoteSummary, type Quote } from '../prices';
import { pickBookableDay } from './minimum';
import { priceTexts } from './price-texts';
import { $bookingQuote, pickDay, shortestAt, type BookingForm } from './store';
import {
  calendarSettings,
  fillingStyles,
  takenNights,
  type ClosedDays,
  type StayPicker,
} from '../../components/ui/calendar';
import { NightPricesProvider, PricedDayButton, withNightPrices } from '../../components/ui/night-prices';
import { pageLanguage } from '../../lib/languages';

/** What the stay's first line says: the stay and its nights, or what to choose next, or why not. */
function stayLine({ checkIn, checkOut, datesNote }: BookingForm): { text: string; problem: boolean } {
  if (datesNote === 'tooLong')
    return { text: t('stay.tooLong', { nights: count(MAX_NIGHTS, 'night') }), problem: true };
  if (datesNote === 'movedCheckIn') return { text: t('stay.movedCheckIn', { day: formatDay(checkIn) }), problem: true };
  if (datesNote === 'noLongerFree') return { text: t('stay.noLongerFree'), problem: true };
  if (datesNote === 'shorterThanMinimum') return { text: t('stay.shorterThanMinimum'), problem: true };
  if (datesNote === 'taken') return { text: t('stay.nightTaken'), problem: true };
  if (checkIn && checkOut) {
    return {
      text: `${formatStay(checkIn, checkOut)} · ${count(nightsBetween(checkIn, checkOut), 'night')}`,
      problem: false,
    };
  }
  if (checkIn) return { text: t('booking.checkInChosen', { day: formatDay(checkIn) }), problem: false };
  return { text: t('booking.chooseRange'), problem: false };
}

/**
 * What follows the stay's first line: while the check-out is being chosen, the check-in's minimum stay when it is more than
 * a night ('Pentru sosiri între 1 iulie și 31 august, minimum 5 nopți'), which is why the earlier days are closed;
 * once both days are chosen, what the stay costs the guests chosen ('2.760 lei pentru 4 nopți'), when it has prices.
 */
function priceLine({ property, checkIn, checkOut }: BookingForm, quote: Quote | undefined): string {
  if (checkIn && !checkOut) {
    const minimum = minimumStay(property.prices, checkIn);
    return minimum.nights > 1 ? minimumText(priceTexts(), minimum) : '';
  }
  return quote?.kind === 'priced' ? quoteSummary(priceTexts(), quote) : '';
}

/** The wizard's rule for its calendar: the site's stay rule with the property's minimum stay laid over it. */
function minimumRule(form: BookingForm, taken: readonly NightRange[]): ClosedDays {
  const shortest = shortestAt(form.property);
  const pick: StayPicker = (current, day, nights) => pickBookableDay(current, day, nights, shortest);
  return {
    pick,
    // A free day that cannot start a stay: its minimum runs into a taken night.
    label: (day) =>
      pick(form, day, taken).problem === 'noRoom'
        ? t('booking.noArrival', { nights: count(shortest(day), 'night') })
        : undefined,
  };
}

/**
 * Step 1: the property, a one-month range calendar from today with the owner's taken nights and the days the minimum
 * stay refuses closed, the chosen stay with its nights, and its minimum or its price. When the owner's calendar could
 * not be checked, it says once that WhatsApp confirms.
 */
export function DatesStep({ form }: { form: BookingForm }) {
  const { property, checkIn, checkOut } = form;
  const { taken, unconfirmed } = nightsOf(useStore($availability), property.id);
  const from = fromIsoDay(checkIn);
  const selected: DateRange | undefined = from ? { from, to: fromIsoDay(checkOut) } : undefined;
  const nights = takenNights(taken, t('availability.taken'), { checkIn, checkOut }, minimumRule(form, taken));
  // Each free night's price under its day, for a property with prices.
  const priceOf = property.prices && freeNightPrices(property.prices, taken, localToday(), pageLanguage());
  return (
    <div>
      {/* On a phone, a small line for the property, so that the calendar and the bar below it fit one screen. */}
      <div className="flex items-center gap-3 rounded-2xl bg-sand-50 p-2 ring-1 ring-sea-900/8 sm:p-3">
        <img
          src={property.thumbnail.src}
          alt={property.thumbnail.alt}
          width={96}
          height={64}
          className="size-12 shrink-0 rounded-xl object-cover sm:h-16 sm:w-24"
        />
        <div className="min-w-0">
          <p className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">{property.title}</p>
          <p className="text-xs text-sea-900/75 sm:text-sm">{property.location}</p>
        </div>
      </div>
      {unconfirmed && (
        <p className="mt-2 rounded-xl bg-sand-100 px-3 py-2 text-sm text-sea-950">{t('availability.unconfirmed')}</p>
      )}
      <div className="mt-2">
        <NightPricesProvider value={priceOf ?? (() => undefined)}>
          <DayPicker
            mode="range"
            {...calendarSettings()}
            numberOfMonths={1}
            selected={selected}
            defaultMonth={from ?? new Date()}
            disabled={[{ before: fromIsoDay(localToday()) ?? new Date() }, nights.unpickable]}
            modifiers={nights.modifiers}
            modifiersClassNames={nights.modifiersClassNames}
            labels={priceOf ? withNightPrices(nights.labels, priceOf) : nights.labels}
            {...(priceOf ? { components: { DayButton: PricedDayButton } } : {})}
            {...fillingStyles(Boolean(priceOf))}
            // The stay follows the site's own rule for each pick (check-in first, then a later check-out, never across
            // a taken night, never shorter than the check-in's minimum), not the calendar's, which would make a first
            // click a zero-night stay.
            onSelect={(_, day) => pickDay(toIsoDay(day))}
          />
        </NightPricesProvider>
        {priceOf && <p className="text-center text-xs text-sea-900/75">{t('availability.nightPrices')}</p>}
      </div>
    </div>
  );
}

/**
 * The stay as the first step has it, in the wizard's bar beside 'Continuați', always in view however tall the
 * calendar: what to choose, then the check-in and why the earlier departures are closed (its minimum), then the stay,
 * its nights and its total; or why the dates changed.
 */
export function StayStatus({ form }: { form: BookingForm }) {
  const line = stayLine(form);
  const price = priceLine(form, useStore($bookingQuote));
  return (
    <div aria-live="polite" className="mb-3 grid min-h-11 content-center gap-0.5 text-center text-sm leading-snug">
      <p className={line.problem ? 'font-medium text-red-700' : 'text-sea-900/85'}>{line.text}</p>
      {price && (
        <p className={form.checkOut ? 'text-base font-semibold text-sea-950' : 'font-medium text-sea-950'}>{price}</p>
      )}
    </div>
  );
}
