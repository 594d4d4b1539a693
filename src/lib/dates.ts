import { LANGUAGE_LOCALES, type Language, pageLanguage } from './languages';

/** A calendar day as stored and shared: 'yyyy-MM-dd', in the visitor's local calendar. */
export type IsoDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of `date` as 'yyyy-MM-dd'. */
export function toIsoDay(date: Date): IsoDay {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local-midnight Date of an 'yyyy-MM-dd' day, or undefined when the text is not a real day. */
export function fromIsoDay(day: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, date);
  return value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date ? value : undefined;
}

/** Today in the visitor's own calendar, as the browser's calendars show it. */
export function localToday(): IsoDay {
  return toIsoDay(new Date());
}

/** The local midnight of the day after `date`. */
export function nextDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A day for people: day, short month, year, in `language` ('14 iul. 2026', '14 Jul 2026', '14 июл. 2026 г.'), the
 * page's language by default.
 */
export function formatDay(day: IsoDay, language: Language = pageLanguage()): string {
  const date = fromIsoDay(day);
  if (!date) return '';
  // One format per language: each toLocaleDateString would make its own, milliseconds on a slow phone.
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], DAY);
    dayFormats.set(language, format);
  }
  return format.format(date);
}

/** 'dd.MM.yyyy' for a calendar day, as the booking message writes dates. */
export function formatDotted(day: IsoDay): string {
  const date = fromIsoDay(day);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}` : '';
}

/** A stay for people: '14 iul. 2026 – 18 iul. 2026', in `language` (the page's by default). */
export function formatStay(checkIn: IsoDay, checkOut: IsoDay, language: Language = pageLanguage()): string {
  return `${formatDay(checkIn, language)} – ${formatDay(checkOut, language)}`;
}

/** Nights between check-in and check-out: the day difference rounded up, never negative. */
export function nightsBetween(checkIn: IsoDay, checkOut: IsoDay): number {
  const start = fromIsoDay(checkIn);
  const end = fromIsoDay(checkOut);
  if (!start || !end) return 0;
  // Compared in UTC so that a daylight-saving change inside the stay does not shift the count.
  const utc = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.max(0, Math.ceil((utc(end) - utc(start)) / DAY_MS));
}

// Made on first use, so a page that never needs them does not carry them (their creation is not dropped otherwise).
let bucharestDay: Intl.DateTimeFormat | undefined;

/** The calendar day it is in Romania at `now`, whatever the server's own time zone. */
export function romanianToday(now: Date): IsoDay {
  bucharestDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return bucharestDay.format(now);
}

/** Hour and minute ('09:05') in `language` (the page's by default), as chat messages are stamped. */
export function formatClock(date: Date, language: Language = pageLanguage()): string {
  return date.toLocaleTimeString(LANGUAGE_LOCALES[language], CLOCK);
}
