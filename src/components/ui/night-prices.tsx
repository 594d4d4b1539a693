// A calendar's days with each night's price under its number, as booking engines show them. The calendar's owner says
// what a day's night costs (the prices feature knows; this layer only draws); a day without a price (past, taken, a
// property without prices) shows its number alone.
import { createContext, useContext } from 'react';
import { DayButton, type DayButtonProps, type DayProps } from 'react-day-picker';
import { toIsoDay, type IsoDay } from '../../lib/dates';

/** A night's price as a calendar shows it: the figure under the day, and the words added to the day's name. */
export interface NightPrice {
  /** '1.400', as the page's language writes the number. */
  figure: string;
  /** '1.400 lei', read after the day's name. */
  spoken: string;
}

/** What the night of `day` costs, or undefined to show none. */
export type NightPriceOf = (day: IsoDay) => NightPrice | undefined;

const NightPrices = createContext<NightPriceOf>(() => undefined);

/** The prices the calendar inside reads, one function for all its days. */
export const NightPricesProvider = NightPrices.Provider;

/** The figure under a day's number; outside days (the next month's, shown greyed) have none. */
function Figure({ day, outside }: { day: Date; outside: boolean }) {
  const price = useContext(NightPrices)(toIsoDay(day));
  if (!price || outside) return null;
  return (
    <span data-night-price="" className="text-xs font-medium">
      {price.figure}
    </span>
  );
}

/** A day a visitor can press, its price under its number. */
export function PricedDayButton(props: DayButtonProps) {
  const { children, day, ...rest } = props;
  return (
    <DayButton day={day} {...rest}>
      {/* Read as '5 1.400': the day's name begins with those words (withNightPrices). */}
      <span>{children}</span> <Figure day={day.date} outside={day.outside} />
    </DayButton>
  );
}

/** A day of a read-only calendar, its price under its number. */
export function PricedDay(props: DayProps) {
  const { children, day, modifiers, ...cell } = props;
  return (
    <td {...cell}>
      {children !== undefined && children !== null && children !== false && (
        <span className="flex flex-col items-center leading-tight">
          <span>{children}</span> <Figure day={day.date} outside={day.outside || Boolean(modifiers['hidden'])} />
        </span>
      )}
    </td>
  );
}

type DayLabel = (date: Date, ...rest: never[]) => string;

/**
 * The calendar's labels with each priced night's price: the day's number and the price first, as the button shows them
 * ('5, 1.400 lei — sâmbătă, 5 decembrie 2026'), so that what a visitor sees is what a voice command says (WCAG 2.5.3).
 */
export function withNightPrices<Labels extends Record<string, DayLabel>>(
  labels: Labels,
  priceOf: NightPriceOf,
): Labels {
  const priced = Object.fromEntries(
    Object.entries(labels).map(([name, label]) => [
      name,
      (date: Date, ...rest: never[]) => {
        const text = label(date, ...rest);
        const price = priceOf(toIsoDay(date));
        return price ? `${date.getDate()}, ${price.spoken} — ${text}` : text;
      },
    ]),
  );
  return priced as Labels;
}
