// The availability answer: each property's taken nights over the next 12 months, from its owner's direct bookings,
// the stays confirmed from the request inbox since the last build, and its feeds' readings, as rules.ts counts them.
import {
  availabilityWindow,
  isStale,
  propertyAvailability,
  type AvailabilityAnswer,
  type Holder,
  type PropertyAvailability,
} from '../rules';
import { romanianToday } from '../../../lib/dates';
import { stayIsFree, type NightRange } from '../../../lib/nights';
import type { OwnerCalendar } from '../ical-export';
import {
  blobConfirmedStays,
  confirmedNights,
  withoutReleased,
  type ConfirmedStay,
  type ConfirmedStays,
} from './confirmed';
import { feedSettings } from './feed-settings';
import { OWNER_CALENDARS } from './owners';
import { blobReadings, type ReadingsStore } from './readings';
import { configuredReadings } from './refresh';

/** What an answer is built from. */
export interface AnswerSources {
  owners: readonly OwnerCalendar[];
  feeds: Readonly<Record<string, readonly string[]>>;
  store: ReadingsStore;
  confirmed: ConfirmedStays;
  now: Date;
}

/** The answer for the properties `ids` (every owner's when not given). */
export async function availabilityAnswer(sources: AnswerSources, ids?: readonly string[]): Promise<AvailabilityAnswer> {
  const { owners, feeds, store, confirmed, now } = sources;
  const [from, to] = availabilityWindow(romanianToday(now));
  const chosen = ids ? owners.filter((owner) => ids.includes(owner.id)) : owners;
  const stays = await confirmed.list();
  const entries = await Promise.all(
    chosen.map(async ({ id, blocked }): Promise<[string, PropertyAvailability]> => {
      const urls = feeds[id] ?? [];
      const readings = urls.length ? configuredReadings(urls, await store.read(id)) : [];
      return [id, propertyAvailability(readings, takenByOwner(blocked, stays, id), now)];
    }),
  );
  return { from, to, properties: Object.fromEntries(entries) };
}

/** A property's nights taken by its owner: its direct bookings as built and the stays confirmed since. */
export function takenByOwner(
  blocked: readonly NightRange[],
  stays: readonly ConfirmedStay[],
  propertyId: string,
): NightRange[] {
  return [...withoutReleased(blocked, stays, propertyId), ...confirmedNights(stays, propertyId)];
}

/** The sources as deployed: the built catalogue, the configured feeds, the stored readings and confirmed stays. */
export function deployedSources(now = new Date()): AnswerSources {
  const { feeds } = feedSettings();
  return { owners: OWNER_CALENDARS, feeds, store: blobReadings(), confirmed: blobConfirmedStays(), now };
}

/** Every property's taken nights now, from the deployed catalogue, the configured feeds and their stored readings. */
export function currentAvailability(ids?: readonly string[]): Promise<AvailabilityAnswer> {
  return availabilityAnswer(deployedSources(), ids);
}

/**
 * What holds any of the nights of a stay at a property now, the request of `reference` aside (its own confirmation):
 * nothing when every night is free. A platform's reading counts while it is fresh, as in the answer.
 */
export async function holdersOf(
  sources: AnswerSources,
  stay: { propertyId: string; checkIn: string; checkOut: string; reference?: string },
): Promise<Holder[]> {
  const owner = sources.owners.find(({ id }) => id === stay.propertyId);
  if (!owner) return [];
  const crosses = (nights: readonly NightRange[]) => !stayIsFree(nights, stay.checkIn, stay.checkOut);
  const holders: Holder[] = [];
  const urls = sources.feeds[owner.id] ?? [];
  const readings = urls.length ? configuredReadings(urls, await sources.store.read(owner.id)) : [];
  const fresh = readings.filter((feed) => !isStale(feed.fetchedAt, sources.now));
  if (fresh.some((feed) => crosses(feed.nights))) holders.push({ kind: 'platform' });
  const stays = await sources.confirmed.list();
  // A confirmed stay the build already carries in the file is still that request's, not a direct booking of its own.
  const direct = withoutReleased(owner.blocked, stays, owner.id).filter(
    ([from, to]) =>
      !stays.some((other) => other.propertyId === owner.id && other.checkIn === from && other.checkOut === to),
  );
  if (crosses(direct)) holders.push({ kind: 'direct' });
  const others = stays.filter(
    (confirmed) => confirmed.propertyId === owner.id && !confirmed.released && confirmed.reference !== stay.reference,
  );
  for (const other of others)
    if (crosses([[other.checkIn, other.checkOut]])) holders.push({ kind: 'request', reference: other.reference });
  return holders;
}
