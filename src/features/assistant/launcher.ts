// 'Asistent AI' (navigation) and 'Găsiți în 30 de secunde' (hero) open the assistant through the store; its code
// and data arrive once the page is idle, and the badge asks who answers.
import { $assistantOpen, closeAssistant, openAssistant } from '../../dialogs/store';
import { launchDialog, loadDialogProperties } from '../../dialogs/launcher';

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-assistant-dialog]');

launchDialog({
  dialog,
  openers: '[data-open-assistant]',
  store: $assistantOpen,
  open: () => openAssistant(),
  close: closeAssistant,
  load: () => Promise.all([import('./mount'), loadDialogProperties()]),
  mount: ([{ mountChatDialog }, properties], host) =>
    mountChatDialog(host, properties, dialog?.querySelector<HTMLElement>('[data-chat-provider]') ?? null),
});
