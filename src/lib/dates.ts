import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { ro } from 'date-fns/locale/ro';

/** A calendar day as stored and shared: 'yyyy-MM-dd', in the visitor's local calendar. */
export type IsoDay = string;

/** The calendar day of `date` as 'yyyy-MM-dd'. */
export function toIsoDay(date: Date): IsoDay {
  return format(date, 'yyyy-MM-dd');
}

/** The local-midnight Date of an 'yyyy-MM-dd' day, or undefined when the text is not a valid day. */
export function fromIsoDay(day: string | null | undefined): Date | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = parseISO(day);
  return isValid(date) ? date : undefined;
}

/** A day for people: day, short month, year, in Romanian ('21 nov 2026'). */
export function formatDay(day: IsoDay): string {
  const date = fromIsoDay(day);
  return date ? format(date, 'd MMM yyyy', { locale: ro }) : '';
}

/** A stay for people: '21 nov 2026 – 25 nov 2026'. */
export function formatStay(checkIn: IsoDay, checkOut: IsoDay): string {
  return `${formatDay(checkIn)} – ${formatDay(checkOut)}`;
}

/** Nights between check-in and check-out: the day difference rounded up, never negative. */
export function nightsBetween(checkIn: IsoDay, checkOut: IsoDay): number {
  const start = fromIsoDay(checkIn);
  const end = fromIsoDay(checkOut);
  if (!start || !end) return 0;
  return Math.max(0, Math.ceil(differenceInCalendarDays(end, start)));
}
