// Opens and closes the site's native modal dialogs.
// - A modal dialog makes the rest of the page inert, which would also take the notices (toasts) out of reach of
//   screen readers and pointers while it is open: they move into the dialog while it is open, and back after.
// - The page behind is also marked `inert` outright: the browser already treats it so, but checkers that read the
//   page (contrast, landmarks) would otherwise judge what no one can reach.
// - Tab past the last control comes back to the first (and Shift+Tab the other way), instead of leaving the page.
let restore = () => {};

/** Shows `dialog` as a modal, with the page's notices inside it. */
export function showModal(dialog: HTMLDialogElement): void {
  const notices = document.querySelector<HTMLElement>('[data-notices-host]');
  if (notices) dialog.append(notices);
  const behind = [...document.body.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && !child.contains(dialog) && !child.inert,
  );
  for (const element of behind) element.inert = true;
  const keepTabInside = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const controls = [
      ...dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ].filter((control) => control.tabIndex >= 0 && !control.matches(':disabled') && control.checkVisibility());
    const edge = event.shiftKey ? controls[0] : controls.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  };
  dialog.addEventListener('keydown', keepTabInside);
  restore = () => {
    restore = () => {};
    dialog.removeEventListener('keydown', keepTabInside);
    for (const element of behind) element.inert = false;
    if (notices && dialog.contains(notices)) document.body.append(notices);
  };
  // Escape closes the dialog natively, after 'cancel': the page is given back first, so that focus can return to
  // the button that opened it.
  dialog.addEventListener('cancel', () => restore(), { once: true });
  dialog.addEventListener('close', () => restore(), { once: true });
  dialog.showModal();
}

/** Closes `dialog`: the page is given back first, so that focus returns to where it was before the dialog opened. */
export function closeModal(dialog: HTMLDialogElement): void {
  restore();
  dialog.close();
}
