// Nights as plain calendar days, for every part of the site that reasons about stays and taken nights (the stay
// rule, the list filter, the calendars, the owners' calendars): the night of day D runs from D's afternoon to D+1's
// morning. A run of taken nights is written like a stay, first night inclusive and the morning of departure exclusive,
// so a taken night's morning can still be a check-out and a block's departure morning a check-in. No Date object
// ever stands for a night here.
import type { IsoDay } from './dates';

/** Taken nights from `from` (the first night) to `to` (the morning after the last night), plain days. */
export type NightRange = readonly [from: IsoDay, to: IsoDay];

// Adding days and months, and weekend nights, are src/lib/day-numbers.ts: code that every page need not load.
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

/** True when the night of `day` is taken. */
export function isTakenNight(taken: readonly NightRange[], day: IsoDay): boolean {
  return taken.some(([from, to]) => from <= day && day < to);
}

/** True when no night from `checkIn` up to the morning of `checkOut` is taken: no taken run overlaps the stay. */
export function stayIsFree(taken: readonly NightRange[], checkIn: IsoDay, checkOut: IsoDay): boolean {
  return !taken.some(([from, to]) => from < checkOut && checkIn < to);
}
