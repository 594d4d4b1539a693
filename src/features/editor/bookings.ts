// A direct booking written into, or taken out of, a property file's text as the editor itself would save it: the
// file read, its `blocked` list changed, the file written in the catalogue's one form, so the change is the booking's
// line (and the list's own line, for a first booking) and nothing else. The request inbox's confirmations use it.
import { readPropertyFile, writePropertyFile } from './property-file';
import { propertyForm } from './config';

/** A stay as the property file's `blocked` list holds it. */
export type BookedStay = { checkIn: string; checkOut: string };

const isStay = (value: unknown): value is BookedStay =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { checkIn?: unknown }).checkIn === 'string' &&
  typeof (value as { checkOut?: unknown }).checkOut === 'string';

const same = (a: BookedStay, b: BookedStay) => a.checkIn === b.checkIn && a.checkOut === b.checkOut;

/**
 * The file's text with `stay` added to its direct bookings (`add`, after those before it in time) or removed from them
 * (`remove`); the same text when there is nothing to change (already there, or already gone).
 */
export function withDirectBooking(text: string, stay: BookedStay, change: 'add' | 'remove'): string {
  const content = readPropertyFile(text);
  const blocked = Array.isArray(content['blocked']) ? content['blocked'] : [];
  const stays = blocked.flatMap((item) => (isStay(item) ? [item] : []));
  const present = stays.some((other) => same(other, stay));
  if (change === 'add' ? present : !present) return text;
  const next =
    change === 'add'
      ? [...blocked, { checkIn: stay.checkIn, checkOut: stay.checkOut }].sort((a, b) =>
          isStay(a) && isStay(b) ? a.checkIn.localeCompare(b.checkIn) : 0,
        )
      : blocked.filter((other) => !(isStay(other) && same(other, stay)));
  return writePropertyFile({ ...content, blocked: next }, propertyForm().layout);
}
