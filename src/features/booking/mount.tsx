import { createRoot } from 'react-dom/client';
// The wizard raises the site's notices; their renderer loads with it, not with every page.
import '../../browser/notices';
import { loadLanguage } from '../../i18n';
import { fetchBookableWith, sendKeptRequestsWhenOnline } from './store';
import BookingDialog from './BookingDialog';
import { dialogProperty } from '../../dialogs/properties';
import { guardPressesOf } from '../../browser/repeat-press';

// The wizard speaks the page's language: its texts are fetched as soon as its code is, and it renders once they are here.
const texts = loadLanguage();

// A request the browser kept (offline, or the site not answering when it was sent) goes out as soon as this code runs
// (when the page is idle, or at the first opening), and again whenever the connection returns.
void texts.then(() => sendKeptRequestsWhenOnline());

/**
 * Renders the booking dialog into `host`; called once, the first time a visitor opens booking. The wizard fetches the
 * data of each property it opens on (normally fetched already, when the page was idle).
 */
export async function mountBookingDialog(host: HTMLElement): Promise<void> {
  await texts;
  const dialog = host.closest('dialog');
  if (dialog) guardPressesOf(dialog);
  fetchBookableWith(dialogProperty);
  createRoot(host).render(<BookingDialog />);
}
