import { createRoot } from 'react-dom/client';
// The wizard raises the site's notices; their renderer loads with it, not with every page.
import '../../browser/notices';
import { setBookableProperties } from './store';
import BookingDialog from './BookingDialog';
import type { DialogProperty } from '../../dialogs/properties';

/** Renders the booking dialog into `host`; called once, the first time a visitor opens booking. */
export function mountBookingDialog(host: HTMLElement, properties: DialogProperty[]): void {
  setBookableProperties(properties);
  createRoot(host).render(<BookingDialog />);
}
