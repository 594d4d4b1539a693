import { createRoot } from 'react-dom/client';
// The wizard raises the site's notices; their renderer loads with it, not with every page.
import '../../../scripts/notices';
import BookingDialog from './BookingDialog';
import type { BookingProperty } from './types';

/** Renders the booking dialog into `host`; called once, the first time a visitor opens booking. */
export function mountBookingDialog(host: HTMLElement, properties: BookingProperty[], whatsappNumber: string): void {
  createRoot(host).render(<BookingDialog properties={properties} whatsappNumber={whatsappNumber} />);
}
