// Runs the site's scheduled functions (`config.schedule`) inside the local server, as Netlify's scheduler would:
// once at start, then at every time their cron expression names (UTC). Netlify gives such functions no URL, so
// nothing else could run them under `npm start`.

/** A test of whether a number (a minute, an hour...) or a UTC minute matches. */
type Matcher<T> = (value: T) => boolean;

/** A scheduled function as the local server knows it. */
export interface ScheduledFunction {
  name: string;
  schedule: string;
  /** Its answer is not read, as Netlify's scheduler reads none. */
  run: (request: Request, context: object) => unknown;
}

/** One cron field ('*', '*\/5', '0,30', '1-5') as a test of a number. */
function field(text: string, min: number, max: number): Matcher<number> {
  const tests = text.split(',').map((part) => {
    const [range = '', step = '1'] = part.split('/');
    const [from = NaN, to = NaN] =
      range === '*'
        ? [min, max]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), part.includes('/') ? max : Number(range)];
    const every = Number(step);
    if (![from, to, every].every(Number.isInteger) || every < 1)
      throw new Error(`cannot read the cron field ${JSON.stringify(text)}`);
    return (value: number) => value >= from && value <= to && (value - from) % every === 0;
  });
  return (value) => tests.some((test) => test(value));
}

const ALIASES: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** A test of whether a UTC minute matches the cron expression `schedule`. */
export function cronMatcher(schedule: string): Matcher<Date> {
  const fields = (ALIASES[schedule.trim()] ?? schedule).trim().split(/\s+/);
  if (fields.length !== 5)
    throw new Error(`cannot read the schedule ${JSON.stringify(schedule)}: five fields expected`);
  const [minutes = '', hours = '', days = '', months = '', weekdays = ''] = fields;
  const [minute, hour, day, month, weekday] = [
    field(minutes, 0, 59),
    field(hours, 0, 23),
    field(days, 1, 31),
    field(months, 1, 12),
    field(weekdays, 0, 7),
  ];
  return (date) =>
    minute(date.getUTCMinutes()) &&
    hour(date.getUTCHours()) &&
    day(date.getUTCDate()) &&
    month(date.getUTCMonth() + 1) &&
    (weekday(date.getUTCDay()) || (date.getUTCDay() === 0 && weekday(7)));
}

/** The first whole minute after `from` that `matches`, within a year. */
export function nextRun(matches: Matcher<Date>, from = new Date()): Date {
  const candidate = new Date(Math.floor(from.getTime() / 60_000) * 60_000 + 60_000);
  for (let step = 0; step < 366 * 24 * 60; step++, candidate.setTime(candidate.getTime() + 60_000)) {
    if (matches(candidate)) return candidate;
  }
  throw new Error('the schedule never runs');
}

/**
 * Runs each scheduled function once now (a failure there is thrown: the server must not start on a broken
 * setting), then on its schedule (a failure is logged and the next run still happens). Returns a stop function.
 */
export async function runScheduled(functions: readonly ScheduledFunction[], origin: string): Promise<() => void> {
  const timers = new Set<NodeJS.Timeout>();
  const invoke = ({ name, run }: ScheduledFunction, nextRunAt: Date) =>
    run(
      new Request(`${origin}/.netlify/functions/${name}`, {
        method: 'POST',
        body: JSON.stringify({ next_run: nextRunAt.toISOString() }),
      }),
      {},
    );
  for (const entry of functions) {
    const matches = cronMatcher(entry.schedule);
    await invoke(entry, nextRun(matches));
    const plan = () => {
      const at = nextRun(matches);
      const timer = setTimeout(async () => {
        timers.delete(timer);
        try {
          await invoke(entry, nextRun(matches));
        } catch (error) {
          console.error(`The scheduled function ${entry.name} failed:`, error);
        }
        plan();
      }, at.getTime() - Date.now());
      timer.unref();
      timers.add(timer);
    };
    plan();
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
