// Days as integers: day numbers count days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's
// civil-day algorithms), so days are added and compared as integers, never through a Date and its time zone. Apart
// from src/lib/nights.ts, which every page's first load carries with the stay rule: only the code that adds days (the
// prices, the owners' calendars, the calendars' minimum stay) loads this, on demand.
import type { IsoDay } from './dates';

/** The days of `month` (1-12) in `year`: from its first to the next month's first. */
function monthLength(year: number, month: number): number {
  const first = (y: number, m: number) => dayNumber(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`);
  return month === 12 ? 31 : first(year, month + 1) - first(year, month);
}

/** The night of `day` is a Friday's or a Saturday's: the nights of a weekend away. */
export function isWeekendNight(day: IsoDay): boolean {
  // Day 0 (1970-01-01) was a Thursday, so a day number's remainder by 7 is 1 on Fridays and 2 on Saturdays.
  const weekday = (((dayNumber(day) % 7) + 7) % 7) as number;
  return weekday === 1 || weekday === 2;
}

/** The day number of a 'yyyy-MM-dd' day. */
export function dayNumber(day: IsoDay): number {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + date - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The 'yyyy-MM-dd' day of a day number. */
export function dayOfNumber(number: number): IsoDay {
  const z = number + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted + (shifted < 10 ? 3 : -9);
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: IsoDay, days: number): IsoDay {
  return dayOfNumber(dayNumber(day) + days);
}

/** The same day `months` later; a day the later month lacks (31, or 29 February) becomes that month's last. */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const [newYear, newMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(newYear).padStart(4, '0')}-${pad(newMonth)}-${pad(Math.min(date, monthLength(newYear, newMonth)))}`;
}
