// Every 'Selectați datele' opens booking through the store; the dialog's code (React included) is
// fetched only the first time booking opens, or when the visitor is about to (hover, focus, touch).
import { $booking, openBooking } from '../stores/dialogs';
import { dialogProperties } from './dialog-properties';
import { onIntent } from './intent';

const host = document.querySelector<HTMLElement>('[data-booking-host]');
let loading: Promise<typeof import('../components/islands/booking/mount')> | undefined;

function load() {
  loading ??= import('../components/islands/booking/mount');
  return loading;
}

if (host) {
  let mounted = false;
  $booking.subscribe(async (target) => {
    if (!target || mounted) return;
    mounted = true;
    const { mountBookingDialog } = await load();
    mountBookingDialog(host, dialogProperties(), host.dataset['whatsapp'] ?? '');
  });
  onIntent('[data-open-booking]', (button) => openBooking(button.dataset['openBooking'] ?? ''), load);
}
