// Starts the owner's inbox in its page (/admin/cereri): its Romanian words loaded, then the list rendered.
import { createRoot } from 'react-dom/client';
import { loadLanguage } from '../../../i18n';
import Inbox from './Inbox';

/** Renders the inbox into `host`. */
export async function mountInbox(host: HTMLElement): Promise<void> {
  await loadLanguage('ro');
  createRoot(host).render(<Inbox />);
}
