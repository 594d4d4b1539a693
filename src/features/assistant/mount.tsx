import { createRoot } from 'react-dom/client';
import { guardPressesOf } from '../../browser/repeat-press';
import { loadLanguage } from '../../i18n';
import { badgeText } from './provider-name';
import { $chatProvider, loadChatProvider } from './store';
import ChatDialog from './ChatDialog';

// The assistant speaks the page's language: its texts are fetched as soon as its code is, and it renders once they are
// here.
const texts = loadLanguage();

/**
 * Renders the conversation into the assistant dialog's `host`, and who answers into its `badge` (a template of the
 * page's, 'Oferit de {provider}', filled with the name in the page's language); called once, the first time the
 * assistant opens or its code is fetched.
 */
export async function mountChatDialog(host: HTMLElement, badge: HTMLElement | null): Promise<void> {
  await texts;
  const dialog = host.closest('dialog');
  if (dialog) guardPressesOf(dialog);
  if (badge) {
    $chatProvider.subscribe((provider) => {
      badge.hidden = !provider;
      const name = badge.querySelector('[data-chat-provider-name]');
      if (name && provider) name.textContent = badgeText(badge.dataset['template'] ?? '{provider}', provider);
    });
  }
  void loadChatProvider();
  createRoot(host).render(<ChatDialog />);
}
