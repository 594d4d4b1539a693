// 'Tur Virtual 3D' opens a modal dialog; its frame loads the tour only then, never with the page.
const dialog = document.querySelector<HTMLDialogElement>('dialog[data-tour-dialog]');
const frame = dialog?.querySelector<HTMLIFrameElement>('iframe[data-src]');

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-open-tour]')) {
  button.addEventListener('click', () => {
    if (!dialog || !frame) return;
    if (!frame.src) frame.src = frame.dataset['src'] ?? '';
    dialog.showModal();
  });
}

dialog?.querySelector('[data-close-dialog]')?.addEventListener('click', () => dialog.close());
// A click on the backdrop (the dialog element itself, outside its content) closes it too.
dialog?.addEventListener('click', (event) => {
  if (event.target === dialog) dialog.close();
});
