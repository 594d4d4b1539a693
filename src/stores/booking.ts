// The booking wizard's state and the verbs that move it: which step, the stay, the guests, the contact details,
// and what a request says when it goes out. The dialog only renders this store and calls its verbs.
import { atom, computed } from 'nanostores';
import { WHATSAPP_NUMBER } from '../config';
import { count, t } from '../i18n';
import { bookingMessage, bookingStart, CONTACT_LIMITS, contactProblem, withoutBrokenCharacters, type BookingProperty, type BookingStart } from '../lib/booking';
import { localToday, type IsoDay } from '../lib/dates';
import { pickStayDay, stayProblem } from '../lib/stay';
import { whatsappLink } from '../lib/whatsapp';
import { $booking, closeBooking, type BookingTarget } from './dialogs';
import { notify } from './notices';
import { $hasSearchData, $search } from './search';

/** The wizard's whole state while it is open. */
export interface BookingForm extends BookingStart {
  /** Counts the openings: each opening is a fresh form, never the last one's. */
  opening: number;
  property: BookingProperty;
  name: string;
  phone: string;
  /** The last day picked could not end the stay: it would be longer than a request may be. */
  tooLong: boolean;
}

/** The open wizard's state; null while no wizard is open. */
export const $bookingForm = atom<BookingForm | null>(null);

/** Notices from the wizard share a topic: the newest replaces an older one, so it is never hidden under it. */
const TOPIC = 'booking';

/** The request as it would leave now, or null while the details are incomplete or wrong. */
export const $bookingRequest = computed($bookingForm, (form) => {
  if (!form || contactProblem(form.name, form.phone) || stayProblem(form.checkIn, form.checkOut, localToday())) return null;
  const message = bookingMessage({ title: form.property.title, checkIn: form.checkIn, checkOut: form.checkOut, guests: form.guests, name: form.name, phone: form.phone });
  return { message, link: whatsappLink(WHATSAPP_NUMBER, message) };
});

function change(changes: Partial<BookingForm>): void {
  const form = $bookingForm.get();
  if (form) $bookingForm.set({ ...form, ...changes });
}

let openings = 0;
let properties = new Map<string, BookingProperty>();

/**
 * The wizard's opening state for `target`, reset: what the target says (the assistant's booking) over a complete
 * search, at the contacts when a requestable stay and the guests are known, else at the dates. Null while the
 * dialog is closed or its property is not known yet.
 */
function opening(target: BookingTarget | null): BookingForm | null {
  const property = target && properties.get(target.propertyId);
  if (!target || !property) return null;
  const search = $hasSearchData.get() ? $search.get() : undefined;
  const known = {
    checkIn: target.prefill.checkIn ?? search?.checkInDate,
    checkOut: target.prefill.checkOut ?? search?.checkOutDate,
    guests: target.prefill.guests ?? search?.guests,
  };
  openings += 1;
  return { ...bookingStart(property.guests, known, localToday()), opening: openings, property, name: '', phone: '', tooLong: false };
}

/** Gives the wizard the properties it can book (they arrive with its code); an opening waiting for them starts. */
export function setBookableProperties(list: readonly BookingProperty[]): void {
  properties = new Map(list.map((property) => [property.id, property]));
  $bookingForm.set(opening($booking.get()));
}

// Every opening of the booking dialog (from a card, a page, the assistant) starts a fresh form; closing ends it.
$booking.listen((target) => $bookingForm.set(opening(target)));

/** Picks a day in the dates step's calendar: the check-in first, then a later check-out. */
export function pickDay(day: IsoDay): void {
  const form = $bookingForm.get();
  if (!form) return;
  const { checkIn, checkOut, problem } = pickStayDay(form, day);
  change({ checkIn, checkOut, tooLong: problem === 'tooLong' });
}

/** From the dates to the guests, once the stay can be requested; else the visitor is told to choose it. */
export function toGuests(): void {
  const form = $bookingForm.get();
  if (!form) return;
  if (stayProblem(form.checkIn, form.checkOut, localToday())) {
    notify(t('booking.datesMissingTitle'), t('booking.datesMissingText'), { variant: 'destructive', topic: TOPIC });
    return;
  }
  change({ step: 2 });
}

/** From the guests to the contact details. */
export function toContacts(): void {
  change({ step: 3 });
}

/** One step back; the search's details block gives way to the steps. */
export function stepBack(): void {
  const form = $bookingForm.get();
  if (form && form.step > 1) change({ step: form.step === 3 ? 2 : 1, shortcut: false });
}

/** Sets the guests, within 1 and the property's capacity. */
export function setGuests(guests: number): void {
  const form = $bookingForm.get();
  if (form) change({ guests: Math.max(1, Math.min(form.property.guests, Math.round(guests))), guestsCapped: false });
}

/** Keeps what the visitor types in the contact fields, without characters a link could not carry. */
export function setContact(changes: { name?: string; phone?: string }): void {
  change({
    ...(changes.name === undefined ? {} : { name: withoutBrokenCharacters(changes.name) }),
    ...(changes.phone === undefined ? {} : { phone: withoutBrokenCharacters(changes.phone) }),
  });
}

/** Tells the visitor what keeps the request from going out (the send control is inactive until then). */
export function explainIncompleteRequest(): void {
  const form = $bookingForm.get();
  if (!form) return;
  const problem = contactProblem(form.name, form.phone);
  const options = { variant: 'destructive', topic: TOPIC } as const;
  if (problem === 'nameTooLong') {
    notify(t('booking.nameTooLongTitle'), t('booking.nameTooLong', { max: count(CONTACT_LIMITS.name, 'character') }), options);
  } else if (problem === 'phoneTooLong') {
    notify(t('booking.phoneTooLongTitle'), t('booking.phoneTooLong', { max: count(CONTACT_LIMITS.phone, 'character') }), options);
  }
  else if (problem === 'missing') notify(t('booking.contactsMissingTitle'), t('booking.contactsMissingText'), options);
  else notify(t('booking.datesMissingTitle'), t('booking.datesMissingText'), options);
}

/** The business number for people: '+40 741 234 567'. */
export function displayedNumber(digits: string): string {
  const match = /^40(\d{3})(\d{3})(\d{3})$/.exec(digits);
  return match ? `+40 ${match[1]} ${match[2]} ${match[3]}` : `+${digits}`;
}

/**
 * The visitor has opened the request in WhatsApp. The wizard closes and resets; the confirmation stays until
 * closed, with what finishes the request even if WhatsApp did not open: the same chat again, the message to
 * copy, and the business number to call.
 */
export function requestSent(): void {
  const request = $bookingRequest.get();
  if (!request) return;
  closeBooking();
  notify(t('booking.sentTitle'), t('booking.sentText'), {
    topic: TOPIC,
    actions: [
      { kind: 'link', label: t('booking.openAgain'), href: request.link, newTab: true },
      { kind: 'copy', label: t('booking.copyMessage'), text: request.message, copied: t('booking.copied'), failed: t('booking.copyFailed') },
      { kind: 'link', label: t('booking.call', { number: displayedNumber(WHATSAPP_NUMBER) }), href: `tel:+${WHATSAPP_NUMBER}` },
    ],
  });
}
