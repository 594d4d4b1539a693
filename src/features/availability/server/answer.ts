// The availability answer: each property's taken nights over the next 12 months, from its owner's direct bookings
// and its feeds' readings, as rules.ts counts them.
import { availabilityWindow, propertyAvailability, type AvailabilityAnswer, type PropertyAvailability } from '../rules';
import { romanianToday } from '../../../lib/dates';
import type { OwnerCalendar } from '../ical-export';
import { feedSettings } from './feed-settings';
import { OWNER_CALENDARS } from './owners';
import { blobReadings, type ReadingsStore } from './readings';
import { configuredReadings } from './refresh';

/** What an answer is built from. */
export interface AnswerSources {
  owners: readonly OwnerCalendar[];
  feeds: Readonly<Record<string, readonly string[]>>;
  store: ReadingsStore;
  now: Date;
}

/** The answer for the properties `ids` (every owner's when not given). */
export async function availabilityAnswer(
  { owners, feeds, store, now }: AnswerSources,
  ids?: readonly string[],
): Promise<AvailabilityAnswer> {
  const [from, to] = availabilityWindow(romanianToday(now));
  const chosen = ids ? owners.filter((owner) => ids.includes(owner.id)) : owners;
  const entries = await Promise.all(
    chosen.map(async ({ id, blocked }): Promise<[string, PropertyAvailability]> => {
      const urls = feeds[id] ?? [];
      const readings = urls.length ? configuredReadings(urls, await store.read(id)) : [];
      return [id, propertyAvailability(readings, blocked, now)];
    }),
  );
  return { from, to, properties: Object.fromEntries(entries) };
}

/** Every property's taken nights now, from the deployed catalogue, the configured feeds and their stored readings. */
export function currentAvailability(ids?: readonly string[]): Promise<AvailabilityAnswer> {
  const { feeds } = feedSettings();
  return availabilityAnswer({ owners: OWNER_CALENDARS, feeds, store: blobReadings(), now: new Date() }, ids);
}
