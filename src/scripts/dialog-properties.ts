import type { BookingProperty } from '../components/islands/booking/types';

/** The properties embedded in the page for the dialogs (see DialogHosts.astro), read once. */
let cached: BookingProperty[] | undefined;
export function dialogProperties(): BookingProperty[] {
  cached ??= JSON.parse(document.getElementById('dialog-properties')?.textContent ?? '[]') as BookingProperty[];
  return cached;
}
