// Every 'Selectați datele' opens booking through the store; the wizard's code loads on first use.
import { $booking, openBooking } from '../stores/dialogs';
import { dialogProperties } from './dialog-properties';
import { launchDialog } from './dialog-launcher';

launchDialog({
  host: document.querySelector<HTMLElement>('[data-booking-host]'),
  openers: '[data-open-booking]',
  store: $booking,
  open: (button) => openBooking(button.dataset['openBooking'] ?? ''),
  load: () => import('../components/islands/booking/mount'),
  mount: ({ mountBookingDialog }, host) => mountBookingDialog(host, dialogProperties(), host.dataset['whatsapp'] ?? ''),
});
