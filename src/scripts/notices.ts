// Renders the notices store into the page's two live regions (see Notices.astro), with the actions a notice offers.
import { $notices, dismissNotice, type Notice, type NoticeAction } from '../stores/notices';

const host = document.querySelector<HTMLElement>('[data-notices]');
const polite = host?.querySelector<HTMLElement>('[data-notices-polite]');
const assertive = host?.querySelector<HTMLElement>('[data-notices-assertive]');

const ACTION_CLASS =
  'inline-flex min-h-10 cursor-pointer items-center rounded-full border border-sea-900/15 bg-white px-3.5 text-sm font-semibold text-sea-900 hover:bg-sea-50';

function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  className: string,
  text = '',
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** Puts `text` on the clipboard: the Clipboard API, else the older copy command some in-app browsers still need. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = element('textarea', 'fixed -top-full opacity-0');
    field.value = text;
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/** A copy button with a line that confirms the copy, or shows the text to copy by hand when copying failed. */
function copyAction(action: Extract<NoticeAction, { kind: 'copy' }>): HTMLElement {
  const box = element('div', 'grid gap-1.5');
  const button = element('button', ACTION_CLASS, action.label);
  button.type = 'button';
  const result = element('p', 'text-sm font-medium');
  button.addEventListener('click', async () => {
    const copied = await copyText(action.text);
    result.textContent = copied ? `✓ ${action.copied}` : action.failed;
    box.querySelector('textarea')?.remove();
    if (copied) return;
    const manual = element('textarea', 'h-28 w-full rounded-xl border border-sea-900/15 p-2 text-sm');
    manual.readOnly = true;
    manual.value = action.text;
    manual.setAttribute('aria-label', action.label);
    box.append(manual);
    manual.select();
  });
  box.append(button, result);
  return box;
}

function actionElement(action: NoticeAction): HTMLElement {
  if (action.kind === 'copy') return copyAction(action);
  const link = element('a', ACTION_CLASS, action.label);
  link.href = action.href;
  if (action.newTab) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  return link;
}

function render(notice: Notice): HTMLElement {
  const card = element(
    'div',
    [
      'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl p-4 shadow-lift ring-1',
      notice.variant === 'destructive'
        ? 'bg-red-700 text-white ring-red-900/20'
        : 'bg-white text-sea-950 ring-sea-900/10',
    ].join(' '),
  );
  card.dataset['noticeId'] = String(notice.id);
  const text = element('div', 'flex-1');
  text.append(
    element('p', 'font-semibold', notice.title),
    element('p', 'mt-0.5 text-sm opacity-90', notice.description),
  );
  if (notice.actions) {
    const actions = element('div', 'mt-3 flex flex-col items-start gap-2');
    actions.append(...notice.actions.map(actionElement));
    text.append(actions);
  }
  const close = element(
    'button',
    'grid size-7 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-current/10',
    '×',
  );
  close.type = 'button';
  close.setAttribute('aria-label', host?.dataset['closeLabel'] ?? '×');
  close.addEventListener('click', () => dismissNotice(notice.id));
  card.append(text, close);
  return card;
}

if (polite && assertive) {
  $notices.subscribe((notices) => {
    for (const region of [polite, assertive]) {
      const wanted = notices.filter((n) => (n.variant === 'destructive') === (region === assertive));
      const ids = new Set(wanted.map((n) => String(n.id)));
      // Keep the cards already shown (re-adding them would announce them again); add only new ones.
      region.querySelectorAll<HTMLElement>('[data-notice-id]').forEach((card) => {
        if (!ids.has(card.dataset['noticeId'] ?? '')) card.remove();
      });
      for (const notice of wanted) {
        if (!region.querySelector(`[data-notice-id="${notice.id}"]`)) region.append(render(notice));
      }
    }
  });
}
