// The owners' calendar settings, read from the environment and checked: a mistake stops the site at start with a
// message naming the variable and the problem, never silently (a feed read wrongly would show taken nights as
// free). Feed links are private: no message repeats one.
import { isRecord } from '../../lib/json';

/** A setting that cannot be used, with what is wrong in the message. */
export class SettingsError extends Error {}

/** Minutes between two refreshes of the feeds when ICAL_REFRESH_MINUTES does not say. */
export const DEFAULT_REFRESH_MINUTES = 20;
/** The refresh runs on a five-minute tick: a shorter interval cannot be kept; a day is the longest that makes sense. */
export const REFRESH_MINUTES = { min: 5, max: 24 * 60 } as const;
/** Time limit of one feed's fetch, at most and by default: a scheduled run has 30 s for every feed. */
export const MAX_FEED_TIMEOUT_MS = 10_000;

/** How the site reads the owners' calendars. */
export interface FeedSettings {
  /** Property id → its feeds' URLs (webcal:// links read as https://). */
  feeds: Record<string, string[]>;
  refreshMinutes: number;
  /** Time limit of one feed's fetch. */
  timeoutMs: number;
}

/** Reads ICAL_FEEDS' JSON: property ids (among `knownIds` when given) to one URL or a list of them. */
export function readFeeds(text: string | undefined, knownIds?: readonly string[]): Record<string, string[]> {
  if (!text?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SettingsError(
      `ICAL_FEEDS is not valid JSON (${reason}). Write an object such as {"7":["https://www.airbnb.com/calendar/ical/…"]}.`,
    );
  }
  if (!isRecord(value))
    throw new SettingsError(
      'ICAL_FEEDS must be a JSON object from property id to its iCal URLs, e.g. {"7":["https://…"]}.',
    );
  const feeds: Record<string, string[]> = {};
  for (const [id, entry] of Object.entries(value)) {
    if (!/^\d+$/.test(id))
      throw new SettingsError(
        `ICAL_FEEDS: "${id}" is not a property id (the digits of src/content/properties/<id>.md).`,
      );
    if (knownIds && !knownIds.includes(id))
      throw new SettingsError(`ICAL_FEEDS: property ${id} is not in the catalogue.`);
    const urls = typeof entry === 'string' ? [entry] : entry;
    if (!Array.isArray(urls) || urls.length === 0)
      throw new SettingsError(`ICAL_FEEDS["${id}"] must be an iCal URL or a non-empty list of them.`);
    feeds[id] = urls.map((url, index) => feedUrl(url, `ICAL_FEEDS["${id}"][${index}]`));
  }
  return feeds;
}

/** A feed link as fetched: http(s), or webcal read as https. The message never repeats the link. */
function feedUrl(url: unknown, where: string): string {
  if (typeof url !== 'string') throw new SettingsError(`${where} must be a URL written as text.`);
  let parsed: URL;
  try {
    parsed = new URL(url.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new SettingsError(`${where} is not a URL (the platform's export link starts with https://).`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new SettingsError(`${where} must be an http(s) or webcal link, not ${parsed.protocol}.`);
  return parsed.href;
}

/** A whole number setting within bounds; empty means the default. */
function wholeNumber(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
  unit: string,
): number {
  if (!text?.trim()) return fallback;
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SettingsError(
      `${name} must be a whole number of ${unit} from ${min} to ${max}; got ${JSON.stringify(text)}.`,
    );
  }
  return value;
}

/** Every calendar setting from `env` (a lookup such as `(name) => process.env[name]`); throws SettingsError. */
export function readFeedSettings(
  env: (name: string) => string | undefined,
  knownIds?: readonly string[],
): FeedSettings {
  return {
    feeds: readFeeds(env('ICAL_FEEDS'), knownIds),
    refreshMinutes: wholeNumber(
      'ICAL_REFRESH_MINUTES',
      env('ICAL_REFRESH_MINUTES'),
      DEFAULT_REFRESH_MINUTES,
      REFRESH_MINUTES.min,
      REFRESH_MINUTES.max,
      'minutes',
    ),
    timeoutMs: wholeNumber(
      'ICAL_TIMEOUT_MS',
      env('ICAL_TIMEOUT_MS'),
      MAX_FEED_TIMEOUT_MS,
      500,
      MAX_FEED_TIMEOUT_MS,
      'milliseconds',
    ),
  };
}
