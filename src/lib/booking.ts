import { formatDotted, nightsBetween, type IsoDay } from './dates';
import { RO_NOUNS } from './nouns-ro';
import { countNoun } from './plural';

/** Longest name and phone a request accepts; the form says so rather than cutting the text. */
export const CONTACT_LIMITS = { name: 80, phone: 30 } as const;

/** What a booking request carries (SPEC §3 'Booking request'). */
export interface BookingRequest {
  title: string;
  checkIn: IsoDay;
  checkOut: IsoDay;
  guests: number;
  name: string;
  phone: string;
}

/** A contact field is blank when it holds nothing but white space. */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

/** Whether the contact details can go out: both filled in and within their limits. */
export function contactsComplete(name: string, phone: string): boolean {
  return (
    !isBlank(name) &&
    !isBlank(phone) &&
    name.trim().length <= CONTACT_LIMITS.name &&
    phone.trim().length <= CONTACT_LIMITS.phone
  );
}

/** The Romanian message the visitor sends on WhatsApp; line breaks keep each detail on its own line. */
export function bookingMessage(request: BookingRequest): string {
  const nights = nightsBetween(request.checkIn, request.checkOut);
  return [
    'Bună ziua! Aș dori să rezerv:',
    `Apartament: ${request.title}`,
    `Perioada: ${formatDotted(request.checkIn)} - ${formatDotted(request.checkOut)} (${countNoun(nights, RO_NOUNS.night)})`,
    `Oaspeți: ${countNoun(request.guests, RO_NOUNS.guest)}`,
    `Nume: ${request.name.trim()}`,
    `Telefon: ${request.phone.trim()}`,
  ].join('\n');
}

/** Where the wizard starts and with what, every time it opens (SPEC §4 'Booking wizard'). */
export interface BookingStart {
  step: 1 | 2 | 3;
  /** Started from a complete search: the step indicators hide and a details block shows instead. */
  shortcut: boolean;
  checkIn: IsoDay;
  checkOut: IsoDay;
  guests: number;
  /** The requested guests exceeded the property's capacity and were lowered to it. */
  guestsCapped: boolean;
}

/** What is already known when booking opens: a complete search, or what the assistant passed on. */
export interface KnownStay {
  checkIn?: IsoDay | undefined;
  checkOut?: IsoDay | undefined;
  guests?: number | undefined;
}

/** The default guest count of a new request, before the capacity cap. */
export const DEFAULT_BOOKING_GUESTS = 2;

/**
 * The wizard's opening state for a property of `capacity` guests: straight to the contact step when
 * dates and guests are all known, else to the dates step with whatever is known; guests at most capacity.
 */
export function startBooking(capacity: number, known: KnownStay): BookingStart {
  const complete = Boolean(known.checkIn && known.checkOut && known.guests);
  const requested = known.guests ?? DEFAULT_BOOKING_GUESTS;
  const guests = Math.max(1, Math.min(capacity, requested));
  return {
    step: complete ? 3 : 1,
    shortcut: complete,
    checkIn: known.checkIn ?? '',
    checkOut: known.checkOut ?? '',
    guests,
    guestsCapped: requested > capacity,
  };
}
