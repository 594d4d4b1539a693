import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { DayPicker } from 'react-day-picker';
import { fromIsoDay, localToday } from '../../lib/dates';
import type { NightRange } from '../../lib/nights';
import { $availability, needAvailability, nightsOf } from './store';
import { calendarSettings, fillingStyles, takenNights } from '../../components/ui/calendar';
import { NightPricesProvider, PricedDay, type NightPriceOf, withNightPrices } from '../../components/ui/night-prices';
import type { AvailabilityLabels } from './labels';

/**
 * The next two months, read-only, as wide as their section: past days dimmed, taken nights struck through, with a
 * legend; with `nightPrices` (a property with prices), each free night's price under its day.
 */
export default function AvailabilityCalendar({
  propertyId,
  labels,
  nightPrices,
}: {
  propertyId: string;
  labels: AvailabilityLabels;
  /** The price of each free night from today, given the taken nights. */
  nightPrices?: ((taken: readonly NightRange[]) => NightPriceOf) | undefined;
}) {
  useEffect(() => void needAvailability(), []);
  const { taken, unconfirmed, loading } = nightsOf(useStore($availability), propertyId);
  const today = fromIsoDay(localToday()) ?? new Date();
  const nights = takenNights(taken, labels.taken);
  const priceOf = nightPrices?.(taken);
  return (
    <div aria-busy={loading}>
      {unconfirmed && (
        <p className="mb-3 rounded-xl bg-sand-100 px-3 py-2 text-sm text-sea-950">{labels.unconfirmed}</p>
      )}
      <NightPricesProvider value={priceOf ?? (() => undefined)}>
        <DayPicker
          {...calendarSettings()}
          numberOfMonths={2}
          month={today}
          hideNavigation
          modifiers={{ ...nights.modifiers, past: { before: today } }}
          modifiersClassNames={{ ...nights.modifiersClassNames, past: 'rdp-past' }}
          labels={priceOf ? withNightPrices(nights.labels, priceOf) : nights.labels}
          {...(priceOf ? { components: { Day: PricedDay } } : {})}
          {...fillingStyles(Boolean(priceOf))}
          className="rdp-root [&_.rdp-months]:gap-6"
        />
      </NightPricesProvider>
      <ul className="mt-3 flex gap-5 text-sm text-sea-900/80">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-md bg-white ring-1 ring-sea-900/20" />
          {labels.free}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-md bg-sand-200 ring-1 ring-sea-900/20" />
          <span className="line-through">{labels.takenLegend}</span>
        </li>
      </ul>
      {priceOf && <p className="mt-2 text-sm text-sea-900/80">{labels.nightPrices}</p>}
    </div>
  );
}
