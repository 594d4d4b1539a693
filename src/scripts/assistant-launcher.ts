// 'Asistent AI' (navigation) and 'Găsiți în 30 de secunde' (hero) open the assistant through the store;
// its code and data load on first use, and the badge asks who answers.
import { $assistantOpen, closeAssistant, openAssistant } from '../stores/dialogs';
import { dialogProperties } from './dialog-properties';
import { launchDialog } from './dialog-launcher';

launchDialog({
  host: document.querySelector<HTMLElement>('[data-assistant-host]'),
  openers: '[data-open-assistant]',
  store: $assistantOpen,
  open: () => openAssistant(),
  close: closeAssistant,
  load: () => Promise.all([import('../components/islands/assistant/mount'), import('../stores/chat'), dialogProperties()]),
  mount: ([{ mountChatDialog }, { loadChatProvider }, properties], host) => {
    void loadChatProvider();
    mountChatDialog(host, properties);
  },
});
