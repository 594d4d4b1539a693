// The owners' calendars as the browser knows them: fetched from the site when first needed (a calendar opens, a
// search with dates is made), never with the page, and shared by every calendar and the list. A failed fetch
// (offline, the function down, the calendars unknown while the site's store fails) blocks nothing: the calendars and
// the list then say that availability is confirmed on WhatsApp, and the next need tries again.
import { atom } from 'nanostores';
import type { NightRange } from '../../lib/nights';
import type { AvailabilityAnswer, PropertyAvailability } from './rules';
import { isRecord } from '../../lib/json';

/** Where the site answers every property's taken nights (`?id=` for one). */
export const AVAILABILITY_PATH = '/api/availability';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** A property's nights from the network, or undefined when unreadable; runs that are not two days are left out. */
function readProperty(value: unknown): PropertyAvailability | undefined {
  if (!isRecord(value) || !Array.isArray(value['taken'])) return undefined;
  const taken = value['taken'].filter(
    (range): range is NightRange =>
      Array.isArray(range) && range.length === 2 && isDay(range[0]) && isDay(range[1]) && range[0] < range[1],
  );
  return {
    taken,
    fetchedAt: typeof value['fetchedAt'] === 'string' ? value['fetchedAt'] : null,
    stale: value['stale'] === true,
  };
}

/** An availability answer read defensively: null when it is not one; unreadable properties are left out. */
export function readAvailabilityAnswer(value: unknown): AvailabilityAnswer | null {
  if (!isRecord(value) || !isDay(value['from']) || !isDay(value['to']) || !isRecord(value['properties'])) return null;
  const properties: Record<string, PropertyAvailability> = {};
  for (const [id, entry] of Object.entries(value['properties'])) {
    const property = readProperty(entry);
    if (property) properties[id] = property;
  }
  return { from: value['from'], to: value['to'], properties };
}

/** Where the availability stands in this page. */
export type AvailabilityState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; answer: AvailabilityAnswer; loadedAt: number };

/** The availability this page has fetched, if any. */
export const $availability = atom<AvailabilityState>({ status: 'idle' });

/** An answer this recent is used again rather than fetched again (the site's CDN keeps it five minutes). */
export const REUSE_MS = 5 * 60_000;

/**
 * The longest the page waits for the calendars: the site answers within two seconds even while its store fails, so
 * only a network that holds the request takes this long, and the calendars then say they could not be checked.
 */
export const LOAD_LIMIT_MS = 10_000;

let pending: Promise<void> | undefined;

async function load(fetcher: typeof fetch): Promise<void> {
  const before = $availability.get();
  if (before.status !== 'ready') $availability.set({ status: 'loading' });
  try {
    const response = await fetcher(AVAILABILITY_PATH, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(LOAD_LIMIT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answer = readAvailabilityAnswer(await response.json());
    if (!answer) throw new Error('the answer is not availability');
    $availability.set({ status: 'ready', answer, loadedAt: Date.now() });
  } catch (error) {
    console.warn('Availability could not be fetched:', error);
    // An earlier answer of this page stays (each property in it says itself whether it is stale).
    if (before.status !== 'ready') $availability.set({ status: 'failed' });
  }
}

/** Fetches the availability unless a recent answer is at hand or a fetch is under way; never rejects. */
export function needAvailability(fetcher: typeof fetch = fetch): Promise<void> {
  const state = $availability.get();
  if (state.status === 'ready' && Date.now() - state.loadedAt < REUSE_MS) return Promise.resolve();
  pending ??= load(fetcher).finally(() => {
    pending = undefined;
  });
  return pending;
}

/** What a calendar shows for one property: its taken nights and whether to tell the visitor to confirm on WhatsApp. */
export interface PropertyNights {
  taken: readonly NightRange[];
  /** The owner's calendar could not be checked (stale, never read, or not fetched): nothing of it is blocked. */
  unconfirmed: boolean;
  /** Still being fetched. */
  loading: boolean;
}

const NOTHING_TAKEN: readonly NightRange[] = [];

/** The nights of property `id` in `state`. */
export function nightsOf(state: AvailabilityState, id: string): PropertyNights {
  if (state.status !== 'ready')
    return { taken: NOTHING_TAKEN, unconfirmed: state.status === 'failed', loading: state.status !== 'failed' };
  const property = state.answer.properties[id];
  return { taken: property?.taken ?? NOTHING_TAKEN, unconfirmed: property?.stale ?? false, loading: false };
}

/** Every property's taken nights the calendars give, by id; none while they are being fetched or could not be. */
export function takenNights(state: AvailabilityState): Readonly<Record<string, readonly NightRange[]>> {
  const ids = state.status === 'ready' ? Object.keys(state.answer.properties) : [];
  return Object.fromEntries(ids.map((id) => [id, nightsOf(state, id).taken]));
}

let following = false;

/**
 * For the home page's list: fetches the calendars if needed, then calls `apply` with every property's taken
 * nights, now and whenever they change (none while they are being fetched or could not be; a property whose
 * calendar could not be checked is listed, and its calendar in the wizard says so). Follows once per page.
 */
export function followTakenNights(apply: (taken: Readonly<Record<string, readonly NightRange[]>>) => void): void {
  void needAvailability();
  if (following) return;
  following = true;
  $availability.subscribe((state) => apply(takenNights(state)));
}
