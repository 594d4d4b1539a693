// Runs a command with every Node process's clock (and the journeys' browser's) set to another day: a calendar's edge
// by name, or any day and time in Romania.
//
//   node tests/support/on-day.ts --list
//   node tests/support/on-day.ts leap-day -- npm run test:unit
//   node tests/support/on-day.ts 2027-03-28T02:30 -- npx playwright test tests/e2e/search.spec.ts
//   node tests/support/on-day.ts --every-edge -- npx vitest run src/lib
//
// The clock moves on from that moment at the real pace. What the command builds is built on that day too (the
// 'de la' prices, the published calendars), and what it serves answers as on that day.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CalendarEdge, calendarEdges, romanianInstant, romanianMoment } from './calendar-edges.ts';
import { CLOCK_OFFSET_ENV } from './clock.ts';

const preload = pathToFileURL(resolve(import.meta.dirname, 'shifted-date.ts')).href;

/** The moment `name` names: an edge's name, or 'yyyy-MM-dd' (at noon) or 'yyyy-MM-ddTHH:mm', in Romania. */
function momentOf(name: string, edges: CalendarEdge[]): Date {
  const edge = edges.find((candidate) => candidate.name === name);
  if (edge) return edge.at;
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(name);
  if (!match?.[1]) throw new Error(`'${name}' is neither an edge (--list) nor a day 'yyyy-MM-dd[THH:mm]'`);
  return romanianInstant(match[1], match[2] ?? '12:00');
}

/** Runs `command` with the clocks at `at`; its exit status. */
function runAt(at: Date, command: string[]): number {
  const env = {
    ...process.env,
    [CLOCK_OFFSET_ENV]: String(at.getTime() - Date.now()),
    NODE_OPTIONS: [`--import=${preload}`, process.env['NODE_OPTIONS'] ?? ''].join(' ').trim(),
  };
  console.log(`\n— ${romanianMoment(at)} in Romania: ${command.join(' ')}`);
  const [program, ...args] = command as [string, ...string[]];
  return spawnSync(program, args, { env, stdio: 'inherit' }).status ?? 1;
}

const separator = process.argv.indexOf('--');
const options = process.argv.slice(2, separator === -1 ? undefined : separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const edges = calendarEdges();

if (options.includes('--list')) {
  for (const edge of edges) console.log(`${edge.name.padEnd(16)} ${edge.day} ${edge.time}`);
} else if (!command.length || !options.length) {
  console.error('usage: node tests/support/on-day.ts <edge | yyyy-MM-dd[THH:mm] | --every-edge> -- <command...>');
  process.exitCode = 2;
} else if (options.includes('--every-edge')) {
  const failed = edges.filter((edge) => runAt(edge.at, command) !== 0);
  console.log(`\n${edges.length - failed.length} of ${edges.length} edges passed`);
  for (const edge of failed) console.log(`failed on ${edge.name} (${edge.day} ${edge.time})`);
  process.exitCode = failed.length ? 1 : 0;
} else {
  process.exitCode = runAt(momentOf(options[0] as string, edges), command);
}
