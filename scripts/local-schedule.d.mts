/** A test of whether a UTC minute matches a cron expression (five fields or an @alias). */
export function cronMatcher(schedule: string): (date: Date) => boolean;
/** The first whole minute after `from` that `matches`, within a year. */
export function nextRun(matches: (date: Date) => boolean, from?: Date): Date;
/** A scheduled function as the local server knows it. */
export interface ScheduledFunction {
  name: string;
  schedule: string;
  run: (request: Request, context: object) => Promise<Response> | Response;
}
/** Runs each function once now (throwing its failure), then on its schedule; returns a stop function. */
export function runScheduled(functions: ScheduledFunction[], origin: string): Promise<() => void>;
