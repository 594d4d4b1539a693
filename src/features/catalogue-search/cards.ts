// A property's card as the lists carry it, fetched alone (/card/7, src/integrations/card-fragments.ts) where a page
// of a large catalogue does not carry it: the home page's search and the favourites.
import { cardAddress } from '../../lib/card-address';
import { pageLanguage } from '../../lib/languages';

const fetched = new Map<string, Promise<HTMLElement>>();

/**
 * The card of property `id` in the page's language, as its list's `<li>`, fetched once per page (again after a
 * failure). Fails for a property without a card in this language (an untranslated one), or offline.
 */
export function fetchCard(id: string): Promise<HTMLElement> {
  let card = fetched.get(id);
  if (!card) {
    const url = cardAddress(id, pageLanguage());
    card = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const template = document.createElement('template');
      template.innerHTML = await response.text();
      const element = template.content.firstElementChild;
      if (!(element instanceof HTMLElement) || element.dataset['propertyId'] !== id) throw new Error(`${url}: no card`);
      return element;
    });
    card.catch(() => fetched.delete(id));
    fetched.set(id, card);
  }
  return card;
}
