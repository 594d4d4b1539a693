import { createRoot } from 'react-dom/client';
import type { BookingProperty } from '../../../lib/booking';
// The wizard raises the site's notices; their renderer loads with it, not with every page.
import '../../../scripts/notices';
import { setBookableProperties } from '../../../stores/booking';
import BookingDialog from './BookingDialog';

/** Renders the booking dialog into `host`; called once, the first time a visitor opens booking. */
export function mountBookingDialog(host: HTMLElement, properties: BookingProperty[]): void {
  setBookableProperties(properties);
  createRoot(host).render(<BookingDialog />);
}
