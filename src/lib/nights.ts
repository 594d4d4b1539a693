// Nights as plain calendar days, for every part of the site that reasons about stays and taken nights (the stay
// rule, the list filter, the calendars, the owners' calendars): the night of day D runs from D's afternoon to D+1's
// morning. A run of taken nights is written like a stay, first night inclusive and the morning of departure exclusive,
// so a taken night's morning can still be a check-out and a block's departure morning a check-in. No Date object
// ever stands for a night here.
import type { IsoDay } from './dates';

// Whether nights are taken, which the stay rule asks on every page, is its own small module: the chunk every page's
// scripts share (astro.config.mjs) takes it in, and leaves out this day arithmetic, which only code loaded later
// (the calendars, the prices) needs.
export { isTakenNight, stayIsFree } from './taken-nights';

/** Taken nights from `from` (the first night) to `to` (the morning after the last night), plain days. */
export type NightRange = readonly [from: IsoDay, to: IsoDay];

// Day numbers count days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's civil-day
// algorithms), so days are added and compared as integers, never through a Date and its time zone.
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when `text` is a real day written 'yyyy-MM-dd'. */
export function isIsoDay(text: unknown): text is IsoDay {
  const match = typeof text === 'string' ? DAY_PATTERN.exec(text) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

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
  return `${String(newYear).padStart(4, '0')}-${pad(newMonth)}-${pad(Math.min(date, daysInMonth(newYear, newMonth)))}`;
}

/** Runs sorted by first night, overlapping or touching runs joined, empty or unreadable runs dropped. */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = ranges
    .filter(([from, to]) => isIsoDay(from) && isIsoDay(to) && from < to)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const merged: [IsoDay, IsoDay][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    // Days compare as text ('yyyy-MM-dd' sorts), so the later end is kept by comparison, not Math.max.
    if (last && from <= last[1]) {
      if (to > last[1]) last[1] = to;
    } else merged.push([from, to]);
  }
  return merged;
}

/** The parts of `ranges` inside the window [from, to). */
export function clipRanges(ranges: readonly NightRange[], [from, to]: NightRange): NightRange[] {
  return mergeRanges(ranges.map(([start, end]): NightRange => [start > from ? start : from, end < to ? end : to]));
}
