import { atom } from 'nanostores';
import type { IsoDay } from '../lib/dates';

/** What the assistant (or any caller) already knows when it starts a booking. */
export interface BookingPrefill {
  checkIn?: IsoDay;
  checkOut?: IsoDay;
  guests?: number;
}

/** The booking dialog's target: which property, with what prefill; null while closed. */
export interface BookingTarget {
  propertyId: string;
  prefill: BookingPrefill;
}

/** The open booking dialog, if any. */
export const $booking = atom<BookingTarget | null>(null);

/** Whether the AI assistant's dialog is open. */
export const $assistantOpen = atom(false);

/** Opens the booking dialog for a property; the assistant closes, as only one dialog is shown at a time. */
export function openBooking(propertyId: string, prefill: BookingPrefill = {}): void {
  $assistantOpen.set(false);
  $booking.set({ propertyId, prefill });
}

/** Closes the booking dialog. */
export function closeBooking(): void {
  $booking.set(null);
}

/** Opens the AI assistant. */
export function openAssistant(): void {
  $booking.set(null);
  $assistantOpen.set(true);
}

/** Closes the AI assistant. */
export function closeAssistant(): void {
  $assistantOpen.set(false);
}
