import { count, t } from '../../i18n';
import { formatStay } from '../../lib/dates';
import type { DialogProperty } from '../../dialogs/properties';
import type { Quote } from '../prices';
import { QuoteTable } from './QuoteTable';

interface SummaryProps {
  property: DialogProperty;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Heading of the block: 'Cererea finală' or, from a search, 'Detaliile rezervării'. */
  heading: string;
  /** Also show the location (the shortcut's booking-details block does). */
  withLocation?: boolean;
  /** Say that the guests were lowered to the capacity. */
  capped?: boolean;
  /** What the stay costs, when the property has prices. */
  quote?: Quote | undefined;
}

/** The request at a glance: apartment, (location,) dates and guests, then its price line by line when it has one. */
export function Summary({
  property,
  checkIn,
  checkOut,
  guests,
  heading,
  withLocation = false,
  capped = false,
  quote,
}: SummaryProps) {
  const rows = [
    [t('request.property'), property.title],
    ...(withLocation ? [[t('booking.location'), property.location]] : []),
    [t('booking.dates'), formatStay(checkIn, checkOut)],
    [t('booking.guestsLabel'), count(guests, 'guest')],
  ];
  return (
    <section aria-label={heading} className="rounded-2xl bg-sand-50 p-4 ring-1 ring-sea-900/8">
      <h3 className="font-sans text-base font-semibold">{heading}</h3>
      <dl className="mt-2 grid gap-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-sea-900/75">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {capped && (
        <p className="mt-2 text-sm font-medium text-coral-700">
          {t('booking.guestsCapped', { guests: count(guests, 'guest'), n: guests })}
        </p>
      )}
      {quote?.kind === 'priced' && <QuoteTable quote={quote} />}
    </section>
  );
}
