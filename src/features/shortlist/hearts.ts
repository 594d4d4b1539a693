// The page's hearts and the navigation's count, all reading the one shortlist store: any `button[data-favourite]`
// saves its property or removes it, every heart of that property shows `aria-pressed`, `[data-shortlist-count]` shows
// how many are saved, and `[data-shortlist-status]` (a polite live region) says what a press did, in the page's
// words (its data attributes). The catalogue's ids come from the page (`data-catalogue`), so a property no longer
// in it drops out quietly.
import { fillText } from '../../i18n/fill';
import { MAX_SAVED, pageCatalogue } from './list';
import { $shortlist, startShortlist, toggleSaved } from './store';

const status = document.querySelector<HTMLElement>('[data-shortlist-status]');

startShortlist(pageCatalogue());

$shortlist.subscribe((ids) => {
  for (const heart of document.querySelectorAll<HTMLButtonElement>('button[data-favourite]')) {
    heart.setAttribute('aria-pressed', String(ids.includes(heart.dataset['favourite'] ?? '')));
  }
  for (const count of document.querySelectorAll<HTMLElement>('[data-shortlist-count]')) {
    count.textContent = ids.length > 0 ? fillText(count.dataset['shortlistCount'] ?? '', { n: ids.length }) : '';
  }
});

/** The title of a heart's property: its own (the property page's heart) or its card's heading's. */
function titleOf(heart: HTMLElement): string {
  const heading = heart.getAttribute('aria-labelledby')?.split(' ')[1];
  return heart.dataset['title'] ?? (heading && document.getElementById(heading)?.textContent?.trim()) ?? '';
}

// One listener for every heart, those of cards shown later included.
document.addEventListener('click', (event) => {
  const heart = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-favourite]');
  if (!heart) return;
  const id = heart.dataset['favourite'] ?? '';
  const full = $shortlist.get().length >= MAX_SAVED;
  toggleSaved(id);
  if (!status) return;
  const saved = $shortlist.get().includes(id);
  const said = saved ? (full ? status.dataset['trimmed'] : status.dataset['saved']) : status.dataset['removed'];
  // The same words twice in a row are said again: the region is emptied first.
  status.textContent = '';
  requestAnimationFrame(() => {
    status.textContent = fillText(said ?? '', { title: titleOf(heart), n: MAX_SAVED });
  });
});
