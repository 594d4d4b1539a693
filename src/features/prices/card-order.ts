// A list's order: as the site lists it, or by price. The price order runs as an inline script right after the list
// (listOrderScript), so a visitor who chose it finds the cards in that order from the first paint and on their way
// back, before the page's scripts arrive; the search's totals re-order the list through the same function once they
// are written (list-prices.ts). Written as functions so they are type-checked; each must stand alone (no imports).

/** The session-storage key of the order the visitor chose: 'price', or nothing for the site's own. */
export const LIST_ORDER_KEY = 'listOrder';

/**
 * Puts `grid`'s cards (`li[data-property-id]`) in `order`: 'price' is the cheapest first, by the search's total where
 * one is written on the card (`data-total`), else by its lowest nightly price (`data-from-price`); a card whose stay is
 * shorter than its minimum (`data-total="short"`) after those priced, cards without prices last, each group in the
 * site's own order. Any other order is the site's own: by the properties' numbers. Moves only what is out of place.
 */
export function orderCards(grid: Element, order: string): void {
  const cards = [...grid.querySelectorAll<HTMLElement>(':scope > li[data-property-id]')];
  const number = (card: HTMLElement) => Number(card.dataset['propertyId']);
  const price = (card: HTMLElement) => {
    const { total, fromPrice } = card.dataset;
    if (total === 'short') return [1, 0];
    const amount = Number(total ?? fromPrice);
    return total === undefined && fromPrice === undefined ? [2, 0] : [0, amount];
  };
  const sorted = [...cards].sort((a, b) => {
    if (order !== 'price') return number(a) - number(b);
    const [groupA = 0, amountA = 0] = price(a);
    const [groupB = 0, amountB = 0] = price(b);
    return groupA - groupB || amountA - amountB || number(a) - number(b);
  });
  const first = sorted.findIndex((card, index) => cards[index] !== card);
  if (first < 0) return;
  const moved = sorted.slice(first);
  // A move keeps what a card holds (the photo its carousel shows) where the browser can; append re-inserts it.
  const keep = grid as Element & { moveBefore?: (node: Node, child: Node | null) => void };
  if (keep.moveBefore) for (const card of moved) keep.moveBefore(card, null);
  else grid.append(...moved);
}

/**
 * Shows the list's order buttons, presses the one of the order the visitor chose in this tab, puts the cards in it,
 * and does so again at each press; the group keeps the order in force (`data-value`) for the scripts that re-order the
 * list later. Without JavaScript the buttons stay hidden and the list keeps the site's order.
 */
export function startListOrder(order: typeof orderCards, key: string): void {
  const section = document.getElementById('properties-section');
  const grid = section?.querySelector('[data-properties-grid]');
  const group = section?.querySelector<HTMLElement>('[data-list-order]');
  if (!grid || !group) return;
  const choose = (chosen: string, pressed = false) => {
    group.dataset['value'] = chosen;
    for (const button of group.querySelectorAll<HTMLElement>('[data-order]'))
      button.setAttribute('aria-pressed', String(button.dataset['order'] === chosen));
    // At a press the button shows itself pressed in the tap's own frame and the cards move in the next one: moving
    // 22 cards is a whole frame's work on a slow phone.
    if (!pressed) order(grid, chosen);
    else requestAnimationFrame(() => setTimeout(() => order(grid, group.dataset['value'] ?? '')));
  };
  let stored = '';
  try {
    stored = sessionStorage.getItem(key) ?? '';
  } catch {
    // Without storage the order still works on this page; it is just not remembered.
  }
  group.hidden = false;
  choose(stored === 'price' ? 'price' : '');
  group.addEventListener('click', (event) => {
    const chosen = (event.target as Element | null)?.closest<HTMLElement>('[data-order]')?.dataset['order'];
    if (chosen === undefined) return;
    try {
      sessionStorage.setItem(key, chosen);
    } catch {
      // As above: this page only.
    }
    choose(chosen, true);
  });
}

/** The inline script a list runs right after its cards. */
export function listOrderScript(): string {
  return `(${startListOrder.toString()})(${orderCards.toString()},${JSON.stringify(LIST_ORDER_KEY)});`;
}
