// 'Tur Virtual 3D' opens a modal dialog; its frame loads the tour only then, never with the page.
import { closeModal, closesOnBackdrop, showModal } from '../dialogs/modal';

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-tour-dialog]');
const frame = dialog?.querySelector<HTMLIFrameElement>('iframe[data-src]');

if (dialog && frame) {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-open-tour]')) {
    button.addEventListener('click', () => {
      if (!frame.src) frame.src = frame.dataset['src'] ?? '';
      showModal(dialog);
    });
  }
  closesOnBackdrop(dialog, () => closeModal(dialog));
}
