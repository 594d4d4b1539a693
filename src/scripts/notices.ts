// Renders the notices store into the page's two live regions (see Notices.astro).
import { $notices, dismissNotice, type Notice } from '../stores/notices';

const host = document.querySelector<HTMLElement>('[data-notices]');
const polite = host?.querySelector<HTMLElement>('[data-notices-polite]');
const assertive = host?.querySelector<HTMLElement>('[data-notices-assertive]');

function render(notice: Notice): HTMLElement {
  const card = document.createElement('div');
  card.dataset['noticeId'] = String(notice.id);
  card.className = [
    'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl p-4 shadow-lift ring-1',
    notice.variant === 'destructive' ? 'bg-red-700 text-white ring-red-900/20' : 'bg-white text-sea-950 ring-sea-900/10',
  ].join(' ');
  const text = document.createElement('div');
  text.className = 'flex-1';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = notice.title;
  const description = document.createElement('p');
  description.className = 'mt-0.5 text-sm opacity-90';
  description.textContent = notice.description;
  text.append(title, description);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'grid size-7 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-current/10';
  close.setAttribute('aria-label', host?.dataset['closeLabel'] ?? '×');
  close.textContent = '×';
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
