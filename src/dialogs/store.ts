import { atom } from 'nanostores';
import type { Stay } from '../lib/stay';

/** The booking dialog's target: which property, with what prefill; null while closed. */
export interface BookingTarget {
  propertyId: string;
  /** What the caller (the assistant, a suggestion) already knows of the stay. */
  prefill: Stay;
}

/** The open booking dialog, if any. */
export const $booking = atom<BookingTarget | null>(null);

/** Whether the AI assistant's dialog is open. */
export const $assistantOpen = atom(false);

/** Opens the booking dialog for a property; the assistant closes, as only one dialog is shown at a time. */
export function openBooking(propertyId: string, prefill: Stay = {}): void {
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
