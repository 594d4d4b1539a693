import { createRoot } from 'react-dom/client';
import BookingDialog from './BookingDialog';
import type { BookingProperty } from './types';

/** Renders the booking dialog into `host`; called once, the first time a visitor opens booking. */
export function mountBookingDialog(host: HTMLElement, properties: BookingProperty[], whatsappNumber: string): void {
  createRoot(host).render(<BookingDialog properties={properties} whatsappNumber={whatsappNumber} />);
}
