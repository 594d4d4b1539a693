// Every 'Selectați datele' opens booking through the store; the wizard's code and its properties' data arrive once the
// page is idle.
import { $booking, closeBooking, openBooking } from '../../dialogs/store';
import { launchDialog } from '../../dialogs/launcher';

launchDialog({
  dialog: document.querySelector<HTMLDialogElement>('dialog[data-booking-dialog]'),
  openers: '[data-open-booking]',
  store: $booking,
  open: (button) => openBooking(button.dataset['openBooking'] ?? ''),
  close: closeBooking,
  load: () => import('./mount'),
  mount: ({ mountBookingDialog }, host) => mountBookingDialog(host),
});
