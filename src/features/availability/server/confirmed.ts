// The stays the owner confirmed from the request inbox, which close their nights at once: the availability answer and
// the published calendars count them from the moment of the confirmation, before the build that carries them in the
// property's file (the confirmation commits them there too). A cancelled one is kept as released until the build no
// longer carries it, so its nights reopen at once too. One Blobs entry holds them all, changed only by a write
// conditional on the version read, so two confirmations at once never lose each other.
import { getStore } from '@netlify/blobs';
import { isRecord } from '../../../lib/json';
import type { NightRange } from '../../../lib/nights';
import { sharedRead } from '../../../server/fresh-read';

/** A confirmed request's stay: its nights at its property, named by the request's reference. */
export interface ConfirmedStay {
  reference: string;
  propertyId: string;
  checkIn: string;
  checkOut: string;
  /** Cancelled since: its nights are free again, though the build may still carry them in the property's file. */
  released?: boolean | undefined;
}

/** The confirmed stays, as the availability answer, the calendars and the inbox use them; tests pass their own. */
export interface ConfirmedStays {
  /** Every confirmed stay, read with strong consistency. */
  list(): Promise<ConfirmedStay[]>;
  /**
   * Adds a stay unless another confirmed stay at its property holds one of its nights: whether it did. The check and
   * the write are one conditional write, so two confirmations of the same nights at once never both pass.
   */
  addIfFree(stay: ConfirmedStay): Promise<boolean>;
  /** Marks the stay of a reference cancelled: its nights are free again. */
  release(reference: string): Promise<void>;
  /** Removes the stay of a reference, if it is there. */
  remove(reference: string): Promise<void>;
  /** Changes every stay at once (a cleanup): `keep` says which to keep. */
  keepOnly(keep: (stay: ConfirmedStay) => boolean): Promise<void>;
}

const isStay = (value: unknown): value is ConfirmedStay =>
  isRecord(value) &&
  typeof value['reference'] === 'string' &&
  typeof value['propertyId'] === 'string' &&
  typeof value['checkIn'] === 'string' &&
  typeof value['checkOut'] === 'string';

/** The stays of a stored value; anything else reads as none. */
const staysOf = (value: unknown): ConfirmedStay[] =>
  isRecord(value) && Array.isArray(value['stays']) ? value['stays'].filter(isStay) : [];

/** The Blobs store and key that hold them: the availability's own store, beside the feeds' readings. */
export const CONFIRMED_STORE = 'availability';
export const CONFIRMED_KEY = 'confirmed-stays';

/** How many times a change is tried again when another changed the entry between its read and its write. */
const ATTEMPTS = 8;

/** The store that holds them, as the environment names it now (a test may start another local server). */
const store = () => getStore({ name: CONFIRMED_STORE, consistency: 'strong' });

/**
 * The stays as stored, read with strong consistency: the requests an instance serves at once share one read, begun
 * after each of them arrived (two hundred guests' requests at once read them twice, not two hundred times).
 */
const readStays = sharedRead(async () => staysOf(await store().get(CONFIRMED_KEY, { type: 'json' })));

/** The confirmed stays in Netlify Blobs. */
export function blobConfirmedStays(): ConfirmedStays {
  /** Writes `edit` of the stays as read; `edit` may answer null to write nothing. Whether it wrote. */
  const change = async (edit: (stays: ConfirmedStay[]) => ConfirmedStay[] | null) => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const current = await store().getWithMetadata(CONFIRMED_KEY, { type: 'json' });
      const edited = edit(staysOf(current?.data));
      if (!edited) return false;
      const stays = { stays: edited };
      const written = current?.etag
        ? await store().setJSON(CONFIRMED_KEY, stays, { onlyIfMatch: current.etag })
        : await store().setJSON(CONFIRMED_KEY, stays, { onlyIfNew: true });
      if (written.modified) return true;
    }
    throw new Error('the confirmed stays kept changing while being written');
  };
  return {
    list: async () => [...(await readStays())],
    addIfFree: (stay) => change((stays) => withStay(stays, stay)),
    release: async (reference) => {
      await change((stays) => released(stays, reference));
    },
    remove: async (reference) => {
      await change((stays) => stays.filter((stay) => stay.reference !== reference));
    },
    keepOnly: async (keep) => {
      await change((stays) => {
        const kept = stays.filter(keep);
        return kept.length === stays.length ? null : kept;
      });
    },
  };
}

const overlap = (a: ConfirmedStay, b: ConfirmedStay) =>
  a.propertyId === b.propertyId && a.checkIn < b.checkOut && b.checkIn < a.checkOut;

/** The stays with `stay` among them, or null when another confirmed stay holds one of its nights. */
function withStay(stays: ConfirmedStay[], stay: ConfirmedStay): ConfirmedStay[] | null {
  const others = stays.filter((other) => other.reference !== stay.reference);
  if (others.some((other) => !other.released && overlap(other, stay))) return null;
  return [...others, { ...stay, released: false }];
}

/** The stays with the one of `reference` marked cancelled. */
const released = (stays: ConfirmedStay[], reference: string) =>
  stays.map((stay) => (stay.reference === reference ? { ...stay, released: true } : stay));

/** Confirmed stays kept in memory, for tests. */
export function memoryConfirmedStays(initial: ConfirmedStay[] = []): ConfirmedStays {
  let stays = [...initial];
  return {
    list: async () => [...stays],
    addIfFree: async (stay) => {
      const next = withStay(stays, stay);
      if (next) stays = next;
      return Boolean(next);
    },
    release: async (reference) => {
      stays = released(stays, reference);
    },
    remove: async (reference) => {
      stays = stays.filter((stay) => stay.reference !== reference);
    },
    keepOnly: async (keep) => {
      stays = stays.filter(keep);
    },
  };
}

const nightsOf = (stay: ConfirmedStay): NightRange => [stay.checkIn, stay.checkOut];

/** The nights confirmed at one property and not cancelled since, as runs of nights. */
export function confirmedNights(stays: readonly ConfirmedStay[], propertyId: string): NightRange[] {
  return stays.filter((stay) => stay.propertyId === propertyId && !stay.released).map(nightsOf);
}

/**
 * A property's direct bookings as built, without those of stays cancelled since the build: a cancelled stay's line
 * leaves the file by the cancellation's commit, and its nights are free from that moment, not from the next build.
 */
export function withoutReleased(
  blocked: readonly NightRange[],
  stays: readonly ConfirmedStay[],
  propertyId: string,
): NightRange[] {
  const released = stays.filter((stay) => stay.propertyId === propertyId && stay.released).map(nightsOf);
  return blocked.filter(([from, to]) => !released.some(([start, end]) => start === from && end === to));
}
