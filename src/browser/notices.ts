// Renders the notices store into the live regions of the page or of the open dialog (see Notices.astro), with the
// actions a notice offers.
import { $notices, dismissNotice, type Notice, type NoticeAction } from '../stores/notices';

/** One place notices are drawn: the page's, or an open dialog's. */
interface NoticeHost {
  polite: HTMLElement;
  assertive: HTMLElement;
  closeLabel: string;
  /** The dialog it belongs to, if any. */
  dialog: HTMLDialogElement | null;
}

const hosts: NoticeHost[] = [...document.querySelectorAll<HTMLElement>('[data-notices]')].flatMap((element) => {
  const polite = element.querySelector<HTMLElement>('[data-notices-polite]');
  const assertive = element.querySelector<HTMLElement>('[data-notices-assertive]');
  if (!polite || !assertive) return [];
  return [{ polite, assertive, closeLabel: element.dataset['closeLabel'] ?? '×', dialog: element.closest('dialog') }];
});

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

function render(notice: Notice, host: NoticeHost): HTMLElement {
  const card = element(
    'div',
    [
      'pointer-events-auto flex w-full items-start gap-3 rounded-2xl p-4 ring-1',
      host.dialog ? '' : 'max-w-sm shadow-lift',
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
  close.setAttribute('aria-label', host.closeLabel);
  close.addEventListener('click', () => dismissNotice(notice.id));
  card.append(text, close);
  return card;
}

/**
 * Where a new notice goes: into the open dialog, if any (the page behind is out of reach, and a notice over the
 * dialog would cover its controls), else over the page. A notice stays where it was first drawn: one about the page
 * (a request's confirmation) waits behind a dialog opened later, and is there again when it closes.
 */
const current = () => hosts.find((host) => host.dialog?.open) ?? hosts.find((host) => !host.dialog);

const cards = (host: NoticeHost) => [
  ...host.polite.querySelectorAll<HTMLElement>('[data-notice-id]'),
  ...host.assertive.querySelectorAll<HTMLElement>('[data-notice-id]'),
];

$notices.subscribe((notices) => {
  const ids = new Set(notices.map((notice) => String(notice.id)));
  const drawn = new Set<string>();
  // Keep the cards already shown (drawing them again would announce them again); add only new ones.
  for (const host of hosts)
    for (const card of cards(host)) {
      if (ids.has(card.dataset['noticeId'] ?? '')) drawn.add(card.dataset['noticeId'] ?? '');
      else card.remove();
    }
  const host = current();
  if (!host) return;
  for (const notice of notices) {
    if (drawn.has(String(notice.id))) continue;
    (notice.variant === 'destructive' ? host.assertive : host.polite).append(render(notice, host));
  }
});

// A dialog's notices are about what was in it: they leave with it.
for (const host of hosts)
  host.dialog?.addEventListener('close', () => {
    for (const card of cards(host)) dismissNotice(Number(card.dataset['noticeId']));
  });
