// The days a season of prices is written in: a day of every year ('MM-dd') and the nights of a weekend. Apart from
// nights.ts, whose rules every list page loads with the stay rule: these are needed only where prices are.
import type { IsoDay } from './dates';
import { dayNumber, daysInMonth } from './nights';

/** A day of every year, 'MM-dd' ('07-01'): a season that comes back each year names its nights so. */
export type MonthDay = string;

/** True when `text` is a day of the year written 'MM-dd' that some year has (29 February included). */
export function isMonthDay(text: unknown): text is MonthDay {
  const match = typeof text === 'string' ? /^(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(2000, month);
}

/** The night of `day` is a Friday's or a Saturday's: the nights of a weekend away. */
export function isWeekendNight(day: IsoDay): boolean {
  // Day 0 (1970-01-01) was a Thursday, so a day number's remainder by 7 is 1 on Fridays and 2 on Saturdays.
  const weekday = ((dayNumber(day) % 7) + 7) % 7;
  return weekday === 1 || weekday === 2;
}

