// What a cancellation policy means for one stay: each step's last day, counted back from the check-in day, and what a
// guest who cancels on a given day gets back. Days are plain 'yyyy-MM-dd' days of the calendar, added as day numbers.
import type { RefundStep } from '../business';
import { type IsoDay, fromIsoDay } from './dates';
import { addDays } from './day-numbers';
import { LANGUAGE_LOCALES, type Language } from './languages';

/** A step of a policy for one stay: cancelled on `lastDay` or before, `refundPercent` of what was paid comes back. */
export interface RefundDeadline {
  lastDay: IsoDay;
  refundPercent: number;
}

/** The policy's steps as the last days to cancel a stay that checks in on `checkIn`, earliest first. */
export function refundDeadlines(steps: readonly RefundStep[], checkIn: IsoDay): RefundDeadline[] {
  return [...steps]
    .sort((a, b) => b.daysBefore - a.daysBefore)
    .map(({ daysBefore, refundPercent }) => ({ lastDay: addDays(checkIn, -daysBefore), refundPercent }));
}

/** What cancelling on `day` gives back, in percent of what was paid: 0 after the last step. */
export function refundOn(steps: readonly RefundStep[], checkIn: IsoDay, day: IsoDay): number {
  return refundDeadlines(steps, checkIn).find(({ lastDay }) => day <= lastDay)?.refundPercent ?? 0;
}

/**
 * The last day the stay can still be cancelled for everything back, when that day is `today` or later; undefined when
 * the policy has no such step, or its day has passed.
 */
export function freeCancellationUntil(
  steps: readonly RefundStep[],
  checkIn: IsoDay,
  today: IsoDay,
): IsoDay | undefined {
  const free = refundDeadlines(steps, checkIn).find(({ refundPercent }) => refundPercent >= 100);
  return free && today <= free.lastDay ? free.lastDay : undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A day as a sentence names it, in `language`: '12 iunie', '12 June', '12 июня'; with its year when not `today`'s. */
export function deadlineDay(day: IsoDay, today: IsoDay, language: Language): string {
  const withYear = day.slice(0, 4) !== today.slice(0, 4);
  const key = `${language}${withYear ? '+y' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    formats.set(key, format);
  }
  const date = fromIsoDay(day);
  return date ? format.format(date) : '';
}
