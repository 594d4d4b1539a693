// The days a calendar rule most often gets wrong, as the moments a test run's clock is set to: the first and the last
// day of a month, the last days of December and the New Year's first half hour (still the old year in UTC, where the
// servers run), the end of February in a common and in a leap year, and the two Sundays Romania's clocks change
// (the last of March, 03:00 → 04:00, and of October, 04:00 → 03:00). Each is taken at its next occurrence from the
// day the run starts, so the same names mean the coming edges whenever the suite runs.
import { TEST_TIME_ZONE } from './clock.ts';

/** One edge: its name and the moment a run on it starts, in Romania. */
export interface CalendarEdge {
  /** A short name a person types to run on it: 'first-of-month', 'leap-day'. */
  name: string;
  /** The day in Romania, 'yyyy-MM-dd'. */
  day: string;
  /** The time of day in Romania, 'HH:mm'. */
  time: string;
  /** The same moment as an instant. */
  at: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isLeap = (year: number) => daysIn(year, 2) === 29;
/** The day of the week of a day, 0 for Sunday. */
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const lastSunday = (year: number, month: number) => {
  const last = daysIn(year, month);
  return last - weekday(year, month, last);
};

const romanianParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day and time it is in Romania at `at`: 'yyyy-MM-dd HH:mm'. */
export function romanianMoment(at: Date): string {
  const parts = Object.fromEntries(romanianParts.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}`;
}

/** The instant at which Romania's clocks show `day` at `time` (the later one, where a time comes twice). */
export function romanianInstant(day: string, time: string): Date {
  const wanted = `${day} ${time}`;
  // Romania is two or three hours ahead of UTC: one of those offsets gives the wanted wall time.
  for (const hours of [2, 3]) {
    const at = new Date(`${day}T${time}:00.000Z`);
    at.setUTCHours(at.getUTCHours() - hours);
    if (romanianMoment(at) === wanted) return at;
  }
  throw new Error(`${wanted} does not exist in Romania`);
}

/** Whole days in Romania from the day of `from`, each `yyyy-MM-dd`, for as many years as `years`. */
function* daysFrom(from: Date, years: number): Generator<[number, number, number]> {
  const [year, month, day] = romanianMoment(from).slice(0, 10).split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, day);
  for (let offset = 0; offset < years * 366; offset++) {
    const date = new Date(start + offset * 86_400_000);
    yield [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  }
}

// A run's clock moves on from its edge as the run goes (a journey an hour into the run is an hour later), so each
// edge starts hours away from its day's end: the year's last evening at 20:00, not just before midnight, or a long
// run's later journeys would already be in the new year.
const RULES: { name: string; time: string; is: (year: number, month: number, day: number) => boolean }[] = [
  // An ordinary month's change: the year's own are the December and January edges below.
  { name: 'first-of-month', time: '12:00', is: (_y, month, day) => day === 1 && month !== 1 },
  { name: 'last-of-month', time: '12:00', is: (year, month, day) => day === daysIn(year, month) && month !== 12 },
  { name: 'december-30', time: '12:00', is: (_y, month, day) => month === 12 && day === 30 },
  { name: 'december-31', time: '20:00', is: (_y, month, day) => month === 12 && day === 31 },
  { name: 'new-year-night', time: '00:30', is: (_y, month, day) => month === 1 && day === 1 },
  { name: 'february-28', time: '12:00', is: (year, month, day) => month === 2 && day === 28 && !isLeap(year) },
  { name: 'leap-day', time: '12:00', is: (_y, month, day) => month === 2 && day === 29 },
  { name: 'clocks-forward', time: '12:00', is: (year, month, day) => month === 3 && day === lastSunday(year, 3) },
  { name: 'clocks-back', time: '12:00', is: (year, month, day) => month === 10 && day === lastSunday(year, 10) },
];

/** Every edge at its next occurrence from `from` (today included, if its moment is still to come). */
export function calendarEdges(from: Date = new Date()): CalendarEdge[] {
  return RULES.map(({ name, time, is }) => {
    for (const [year, month, day] of daysFrom(from, 5)) {
      if (!is(year, month, day)) continue;
      const at = romanianInstant(isoDay(year, month, day), time);
      if (at.getTime() >= from.getTime()) return { name, day: isoDay(year, month, day), time, at };
    }
    throw new Error(`no ${name} within five years`);
  });
}
