import type { CSSProperties } from 'react';
import type { DateLib, DateLibOptions, Modifiers, Styles } from 'react-day-picker';
import { enGB, ro, ru } from 'react-day-picker/locale';
import { type Language, pageLanguage } from '../../lib/languages';
import { isTakenNight, type NightRange } from '../../lib/nights';
import { toIsoDay, type IsoDay } from '../../lib/dates';
import type { StayDates } from '../../lib/stay';
import { pickStayDay } from '../../lib/stay-pick';

const LOCALES = { ro, en: enGB, ru } as const;

/**
 * The settings every calendar on the site shares: the names of the page's language, weeks from Monday, as calendars
 * are printed in Romania, in Britain and in Russia.
 */
export function calendarSettings(language: Language = pageLanguage()) {
  return { locale: LOCALES[language], weekStartsOn: 1 } as const;
}

/**
 * A calendar as wide as its column: its months share the width, a month's days share its width, a day's button at
 * most a thumb's breadth; `priced`, its days taller and rounded rather than round, for the night's price under the
 * number (night-prices.tsx). Inline styles, set by the calendar's script: the site's one stylesheet, inlined into
 * every page, carries none of it.
 */
export function fillingStyles(priced: boolean): { style: CSSProperties; styles: Partial<Styles> } {
  const variables = priced
    ? {
        '--rdp-day-height': '2.95rem',
        '--rdp-day_button-height': '2.8rem',
        '--rdp-day_button-border-radius': '0.75rem',
      }
    : {};
  return {
    style: { width: '100%', maxWidth: 'none', ...variables } as CSSProperties,
    styles: {
      months: { width: '100%', maxWidth: 'none' },
      month: { flex: '1 1 17rem' },
      month_grid: { width: '100%', tableLayout: 'fixed' },
      day: { width: 'auto' },
      day_button: {
        width: '100%',
        maxWidth: '3.25rem',
        margin: 'auto',
        ...(priced ? { flexDirection: 'column', lineHeight: 1.1 } : {}),
      },
    },
  };
}

type DayLabel = (date: Date, modifiers?: Modifiers, options?: DateLibOptions, dateLib?: DateLib) => string;

const NO_STAY: StayDates = { checkIn: '', checkOut: '' };

/**
 * How a calendar decides a pick: the site's stay rule, or a rule laid over it (the shortest stay). A refused day
 * comes back with a problem and a check-in other than itself; a stay too long is refused with a reason, not closed.
 */
export type StayPicker = (
  current: StayDates,
  day: IsoDay,
  taken: readonly NightRange[],
) => { checkIn: IsoDay; problem?: string | undefined };

/** What else a calendar over a stay rule may say: why a free day it closes cannot be picked, if it can say. */
export interface ClosedDays {
  pick: StayPicker;
  /** Added to the label of a closed day that is not a taken night, e.g. 'sosire indisponibilă (minimum 4 nopți)'. */
  label?: (day: IsoDay) => string | undefined;
}

/**
 * What a calendar needs to show a property's taken nights: a `taken` mark on each night that cannot be picked
 * (struck through, its label saying `takenLabel`), and which days cannot be picked given the stay chosen so far.
 * The stay rule itself decides (`closed.pick`, the site's by default): a day is offered unless picking it would be
 * refused, so a taken night is offered only as the departure of a free stay.
 */
export function takenNights(
  taken: readonly NightRange[],
  takenLabel: string,
  current: StayDates = NO_STAY,
  closed: ClosedDays = { pick: pickStayDay },
) {
  const { locale } = calendarSettings();
  const unpickable = (date: Date) => {
    const day = toIsoDay(date);
    const pick = closed.pick(current, day, taken);
    return pick.problem !== undefined && pick.problem !== 'tooLong' && pick.checkIn !== day;
  };
  const label =
    (base: DayLabel | undefined): DayLabel =>
    (date, modifiers, options, dateLib) => {
      const text = base ? base(date, modifiers, options, dateLib) : toIsoDay(date);
      const why = modifiers?.['taken'] ? takenLabel : modifiers?.['disabled'] && closed.label?.(toIsoDay(date));
      return why ? `${text}, ${why}` : text;
    };
  return {
    unpickable,
    modifiers: { taken: (date: Date) => isTakenNight(taken, toIsoDay(date)) && unpickable(date) },
    modifiersClassNames: { taken: 'rdp-taken' },
    labels: {
      labelDayButton: label(locale.labels?.labelDayButton as DayLabel | undefined),
      labelGridcell: label(locale.labels?.labelGridcell as DayLabel | undefined),
    },
  };
}
