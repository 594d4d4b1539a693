// Leaving the list for a property page remembers where the visitor was; coming back puts them there.
const KEY = 'apartmentListScrollPosition';
const RESTORE_DELAY_MS = 100;

const list = document.getElementById('properties-section');

list?.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="/apartment/"]');
  if (link) sessionStorage.setItem(KEY, String(Math.round(window.scrollY)));
});

const saved = Number(sessionStorage.getItem(KEY));
if (saved > 0) {
  sessionStorage.removeItem(KEY);
  // Cards out of view normally wait to be laid out (content-visibility); the saved position needs their real
  // heights, so every card is laid out until the list is back in place.
  const grid = document.querySelector<HTMLElement>('[data-properties-grid]');
  if (grid) grid.dataset['restoring'] = '';
  // Once the web fonts have set the text (they change card heights) and after any #anchor jump, so the
  // position lands on the same card and wins over the anchor.
  void document.fonts.ready.then(() =>
    window.setTimeout(() => {
      window.scrollTo({ top: saved, behavior: 'instant' });
      requestAnimationFrame(() => delete grid?.dataset['restoring']);
    }, RESTORE_DELAY_MS),
  );
}
