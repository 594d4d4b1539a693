// Runs the site's scheduled functions (`config.schedule`) inside the local server, as Netlify's scheduler would:
// once at start, then at every time their cron expression names (UTC). Netlify gives such functions no URL, so
// nothing else could run them under `npm start`. The expressions are read by cron-parser, the reader Netlify's own
// local runtime (@netlify/functions-dev) and its configuration check (@netlify/config) use.
import { CronExpressionParser, type CronExpression } from 'cron-parser';

/** A scheduled function as the local server knows it. */
export interface ScheduledFunction {
  name: string;
  schedule: string;
  /** Its answer is not read, as Netlify's scheduler reads none. */
  run: (request: Request, context: object) => unknown;
}

/** A cron expression read: whether a moment is one of its runs, and its next run after a moment. */
export interface CronSchedule {
  (date: Date): boolean;
  next(from: Date): Date;
}

/** Reads `schedule` with `from` as the moment its runs count from, or throws a readable reason. */
function parse(schedule: string, from?: Date): CronExpression {
  const text = schedule.trim();
  // Netlify takes crontab's five fields or an @ alias; cron-parser alone would also take a seconds field.
  if (!text.startsWith('@') && text.split(/\s+/).length !== 5)
    throw new Error(`cannot read the schedule ${JSON.stringify(schedule)}: five fields expected`);
  try {
    return CronExpressionParser.parse(text, { tz: 'Etc/UTC', ...(from ? { currentDate: from } : {}) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot read a cron field of the schedule ${JSON.stringify(schedule)}: ${reason}`);
  }
}

/** The schedule `schedule` names, in UTC; throws at once when it cannot be read. */
export function cronMatcher(schedule: string): CronSchedule {
  const expression = parse(schedule);
  return Object.assign((date: Date) => expression.includesDate(date), {
    next: (from: Date) => parse(schedule, from).next().toDate(),
  });
}

/** The first run of `schedule` after `from`. */
export function nextRun(schedule: CronSchedule, from = new Date()): Date {
  return schedule.next(from);
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
    const schedule = cronMatcher(entry.schedule);
    await invoke(entry, nextRun(schedule));
    const plan = () => {
      const at = nextRun(schedule);
      const timer = setTimeout(async () => {
        timers.delete(timer);
        try {
          await invoke(entry, nextRun(schedule));
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
