// 'Asistent AI' (navigation) and 'Găsiți în 30 de secunde' (hero) open the assistant through the store; its code
// arrives once the page is idle (each answer's cards fetch their properties' data), and the badge asks who answers.
import { $assistantOpen, closeAssistant, openAssistant } from '../../dialogs/store';
import { launchDialog } from '../../dialogs/launcher';

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-assistant-dialog]');

launchDialog({
  dialog,
  openers: '[data-open-assistant]',
  store: $assistantOpen,
  open: () => openAssistant(),
  close: closeAssistant,
  load: () => import('./mount'),
  mount: ({ mountChatDialog }, host) =>
    mountChatDialog(host, dialog?.querySelector<HTMLElement>('[data-chat-provider]') ?? null),
});
