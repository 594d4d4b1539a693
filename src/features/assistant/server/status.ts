// What /api/ai-status says: which assistant answers this visitor, the model or, once the day's calls are spent (the
// site's or the visitor's), the offline assistant. Every opening of the chat asks it, and a flood asks as easily, so
// each function instance answers from a short memory: the day's tickets are counted at most once per few seconds for
// the site and for each visitor, however many ask at once, and the store a flood would otherwise keep busy stays
// free for the chat.
import { romanianToday, type IsoDay } from '../../../lib/dates';
import { HttpError, json } from './http';
import { readConfig } from './config';
import { callBudgets, type CallBudget } from './daily-limit';
import { OFFLINE_PROVIDER } from '../protocol';
import { visitorKey } from '../../../server/visitor-key';
import { within } from './within';

/** How long an instance trusts what it counted, in milliseconds: a spent day shows on the badge this much later. */
export const STATUS_CACHE_MS = 10_000;
/** The longest the status waits for the store: slower, it names the model, as it does when the store fails. */
export const STATUS_WAIT_MS = 2_000;
/** Most counts remembered at once; past it, the expired ones are forgotten (and, if none are, all). */
const MOST_REMEMBERED = 1_000;

/** What the status runs with; tests give their own environment and clock. */
export interface StatusOptions {
  env?: (name: string) => string | undefined;
  now?: () => number;
}

/** A count remembered: whether that day was spent, until when it is trusted. */
interface Remembered {
  until: number;
  spent: Promise<boolean>;
}

/** Whether `budget` is spent, or false when the store fails or takes longer than STATUS_WAIT_MS. */
function spentSoon(budget: CallBudget): Promise<boolean> {
  return within(
    budget.spent().catch(() => false),
    STATUS_WAIT_MS,
    () => false,
  );
}

/** The GET /api/ai-status handler; `ip` is the visitor's address as Netlify gives it. */
export function createStatusHandler({ env = (name) => process.env[name], now = Date.now }: StatusOptions = {}) {
  const memory = new Map<string, Remembered>();

  /** `budget`'s spent state under `key`, counted once per STATUS_CACHE_MS, concurrent askers sharing one count. */
  function remembered(key: string, budget: CallBudget): Promise<boolean> {
    const time = now();
    const known = memory.get(key);
    if (known && known.until > time) return known.spent;
    if (memory.size >= MOST_REMEMBERED) {
      for (const [other, entry] of memory) if (entry.until <= time) memory.delete(other);
      if (memory.size >= MOST_REMEMBERED) memory.clear();
    }
    const spent = spentSoon(budget);
    memory.set(key, { until: time + STATUS_CACHE_MS, spent });
    return spent;
  }

  return async (request: Request, ip?: string): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new HttpError(405, 'method_not_allowed', 'Use GET.', { allow: 'GET, HEAD' }).toResponse();
    }
    const config = readConfig(env);
    if (config.mode === 'model') {
      const day: IsoDay = romanianToday(new Date(now()));
      const { site, visitor } = callBudgets(config, ip, () => day);
      // The keys name the limit and the day, so a new limit or a new day is counted afresh; a visitor is known by
      // the same keyed hash of their network the tickets use, never by their address.
      const spent =
        (await remembered(`site/${config.dailyModelCalls}/${day}`, site)) ||
        (visitor && ip
          ? await remembered(
              `visitor/${config.visitorDailyModelCalls}/${day}/${visitorKey(config.apiKey, ip, day)}`,
              visitor,
            )
          : false);
      if (spent) return json({ mode: 'offline', provider: OFFLINE_PROVIDER });
    }
    return json({ mode: config.mode, provider: config.provider });
  };
}
