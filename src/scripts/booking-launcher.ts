// Every 'Selectați datele' opens booking through the store; the dialog's code (React included) is
// fetched only the first time booking opens, or when the visitor is about to (hover, focus, touch).
import { $booking, openBooking } from '../stores/dialogs';
import type { BookingProperty } from '../components/islands/booking/types';

const host = document.querySelector<HTMLElement>('[data-booking-host]');
const data = document.getElementById('booking-properties');
let loading: Promise<typeof import('../components/islands/booking/mount')> | undefined;

function load() {
  loading ??= import('../components/islands/booking/mount');
  return loading;
}

if (host && data) {
  const properties = JSON.parse(data.textContent ?? '[]') as BookingProperty[];
  let mounted = false;
  $booking.subscribe(async (target) => {
    if (!target || mounted) return;
    mounted = true;
    const { mountBookingDialog } = await load();
    mountBookingDialog(host, properties, host.dataset['whatsapp'] ?? '');
  });

  const trigger = (event: Event) => (event.target as Element | null)?.closest<HTMLElement>('[data-open-booking]');
  document.addEventListener('click', (event) => {
    const button = trigger(event);
    if (button) openBooking(button.dataset['openBooking'] ?? '');
  });
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, (event) => void (trigger(event) && load()), { passive: true });
  }
}
