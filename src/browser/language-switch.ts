// A visitor who changes the page's language keeps their place: the link takes the open section (#descriere) and the
// address's query along, and from the list the card at the top of the screen is saved as a card opened from it is
// (list-position.ts), so the list in the other language comes back with that card at the same height. The search
// itself lives in the tab's session storage, which every language's pages share.
import { LIST_POSITION_KEYS } from './list-position';

/** The first card of the list whose bottom is below the top of the screen, and where its top stands. */
function cardAtTop(): { id: string; top: number } | undefined {
  const cards = document.querySelectorAll<HTMLElement>('#properties-section [data-property-id]:not([hidden])');
  for (const card of cards) {
    const { top, bottom } = card.getBoundingClientRect();
    if (bottom > 0) return { id: card.dataset['propertyId'] ?? '', top };
  }
  return undefined;
}

/** Saves the list's position when the screen shows the list. */
function rememberListPlace(): void {
  const list = document.getElementById('properties-section')?.getBoundingClientRect();
  if (!list || list.top > innerHeight || list.bottom < 0) return;
  const card = cardAtTop();
  if (!card) return;
  try {
    sessionStorage.setItem(LIST_POSITION_KEYS.position, String(Math.round(scrollY)));
    sessionStorage.setItem(LIST_POSITION_KEYS.card, `${card.id} ${card.top}`);
  } catch {
    // Storage refused (some private windows): the other language's page opens at its top.
  }
}

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-language-link]');
  if (!link || event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey) return;
  link.href = `${link.pathname}${location.search}${location.hash}`;
  rememberListPlace();
});
