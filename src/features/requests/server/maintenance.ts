// What the schedule does for the requests every minute: tells the owner of the requests whose notification has not
// gone out yet, deletes the requests past the time they are kept and the counts of past days, and lets go of the
// cancelled stays the build no longer carries.
import { romanianToday } from '../../../lib/dates';
import { addDays } from '../../../lib/day-numbers';
import type { ConfirmedStays } from '../../availability/server';
import { keptUntil } from '../rules';
import { awaitsNotification, notifyOwner, type WebhookSettings } from './notify';
import { resilient } from './resilient';
import type { RequestStore } from './store';

/** What one run did. */
export interface MaintenanceSummary {
  notified: number;
  stillPending: number;
  deleted: number;
}

/** What the schedule works with. */
export interface MaintenanceSetup {
  store: RequestStore;
  webhook: WebhookSettings;
  confirmed: ConfirmedStays;
  /** Each property's direct bookings as the deployed build carries them. */
  built: readonly { id: string; blocked: readonly (readonly [string, string])[] }[];
  /** Deletes the counts of the days before the one given. */
  forgetCountsBefore: (day: string) => Promise<number>;
  now?: () => Date;
}

/** One run of the requests' schedule. */
export async function maintainRequests(setup: MaintenanceSetup): Promise<MaintenanceSummary> {
  const now = setup.now ?? (() => new Date());
  const store = resilient(setup.store);
  const today = romanianToday(now());
  const summary: MaintenanceSummary = { notified: 0, stillPending: 0, deleted: 0 };
  for (const record of await store.list()) {
    if (keptUntil(record, romanianToday(new Date(record.createdAt))) < today) {
      await store.delete(record.reference);
      summary.deleted += 1;
      continue;
    }
    if (!awaitsNotification(record.notification)) continue;
    const notification = await notifyOwner(record, { ...setup.webhook, retryDelaysMs: [] }, now);
    await store.update(record.reference, (current) => ({ ...current, notification }));
    if (notification.state === 'sent') summary.notified += 1;
    else summary.stillPending += 1;
  }
  await setup.forgetCountsBefore(addDays(today, -1));
  // A cancelled stay is kept only while the build still carries its line; a confirmed one until its check-out is past.
  const inBuild = (propertyId: string, checkIn: string, checkOut: string) =>
    setup.built.some(
      ({ id, blocked }) => id === propertyId && blocked.some(([from, to]) => from === checkIn && to === checkOut),
    );
  await setup.confirmed.keepOnly((stay) =>
    stay.released ? inBuild(stay.propertyId, stay.checkIn, stay.checkOut) : stay.checkOut > today,
  );
  return summary;
}
