// The side card's script on a property page with prices: once the guest has dates for the property (picked in the
// wizard on this page, else the tab's search), it fetches the quote's code and the page language's texts and shows
// what the stay costs; without dates it fetches nothing, so the page's first load carries only these few lines.
import { localToday } from '../../lib/dates';
import { $pickedStay } from '../../stores/picked-stay';
import { $search, $searchActive } from '../../stores/search';
import type { SideCardPrices } from './side-card-quote';

const box = document.querySelector<HTMLElement>('[data-side-card-quote]');
const data = document.querySelector('[data-side-card-prices]')?.textContent;
// The minimum stay as the page states it without dates; dates set it to their check-in's.
const minimum = document.querySelector<HTMLElement>('[data-side-card-minimum]');
const baseMinimum = minimum?.textContent ?? '';

if (box && data) {
  const card = JSON.parse(data) as SideCardPrices;
  let quoting: Promise<typeof import('./side-card-quote')> | undefined;
  const show = () => {
    if ($pickedStay.get()?.propertyId !== card.propertyId && !$searchActive.get()) {
      box.hidden = true;
      if (minimum) minimum.textContent = baseMinimum;
      return;
    }
    quoting ??= import('./side-card-quote').then(async (module) => {
      await module.prepareQuote();
      return module;
    });
    // The stay is read when the code is in, so the quote is always of the latest dates.
    quoting
      .then((module) => {
        const stay = module.stayToQuote(card, $pickedStay.get(), $search.get(), localToday());
        module.showQuote(box, card, stay);
        if (minimum) minimum.textContent = stay ? module.stayMinimum(card, stay) : baseMinimum;
      })
      .catch((error: unknown) => {
        // Its code could not be fetched (the connection dropped): the card keeps its 'de la' price; a later change retries.
        quoting = undefined;
        console.error('The side card’s quote could not be loaded:', error);
      });
  };
  $search.listen(show);
  $pickedStay.listen(show);
  show();
}
