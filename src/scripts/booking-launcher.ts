// Every 'Selectați datele' opens booking through the store; the wizard's code and data load on first use.
import { $booking, closeBooking, openBooking } from '../stores/dialogs';
import { dialogProperties } from './dialog-properties';
import { launchDialog } from './dialog-launcher';

launchDialog({
  host: document.querySelector<HTMLElement>('[data-booking-host]'),
  openers: '[data-open-booking]',
  store: $booking,
  open: (button) => openBooking(button.dataset['openBooking'] ?? ''),
  close: closeBooking,
  load: () => Promise.all([import('../components/islands/booking/mount'), dialogProperties()]),
  mount: ([{ mountBookingDialog }, properties], host) => mountBookingDialog(host, properties),
});
