// The editor's own questions and notices to the owner, in Romanian: a modal dialog with a title, what it means, and
// the owner's answers as buttons. The browser's <dialog> gives it its role, the focus kept inside and Escape.
const STYLE =
  'max-width:min(28rem,calc(100vw - 2rem));border:0;border-radius:12px;padding:20px;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.3)';
const BUTTON = 'min-height:44px;padding:8px 16px;border-radius:8px;font:inherit;cursor:pointer;';

/** One answer the owner can give: its words, and whether it is the one that goes on. */
export interface Answer<T> {
  label: string;
  value: T;
  primary?: boolean;
}

/**
 * Asks the owner `title` (explained by `lines`) and resolves with the answer pressed; Escape, or closing the dialog
 * otherwise, answers `dismissed`.
 */
export function ask<T>(
  title: string,
  lines: readonly string[],
  answers: readonly Answer<T>[],
  dismissed: T,
): Promise<T> {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('style', STYLE);
  const heading = document.createElement('h2');
  heading.id = `editor-question-${Date.now()}`;
  heading.textContent = title;
  heading.setAttribute('style', 'margin:0 0 8px;font-size:18px;line-height:1.3');
  dialog.setAttribute('aria-labelledby', heading.id);
  dialog.append(heading);
  for (const line of lines) {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    paragraph.setAttribute('style', 'margin:0 0 8px');
    dialog.append(paragraph);
  }
  const row = document.createElement('div');
  row.setAttribute('style', 'display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end;margin-top:16px');
  dialog.append(row);
  return new Promise((resolve) => {
    let answer = dismissed;
    for (const option of answers) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = option.label;
      button.setAttribute(
        'style',
        BUTTON +
          (option.primary
            ? 'border:0;background:#0b5cad;color:#fff'
            : 'border:1px solid #767676;background:#fff;color:#1b1b1b'),
      );
      button.addEventListener('click', () => {
        answer = option.value;
        dialog.close();
      });
      row.append(button);
    }
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(answer);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
