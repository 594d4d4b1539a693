// Each card of a built list, cut out whole for the searches that fetch it alone.
import { describe, expect, it } from 'vitest';
import { cardsOfPage } from './card-fragments';

const card = (id: string, inner = '') =>
  `<li data-property-id="${id}" class="x"><article><ul><li>Wi-Fi</li><li>Parcare</li></ul>${inner}<ul><li>2 oaspeți</li></ul></article></li>`;

describe('the cards of a built list', () => {
  it('are cut out whole, nested lists included, by their property’s id', () => {
    const html = `<main><ul data-properties-grid>${card('7')}${card('12')}</ul><ul><li>Pagina 2</li></ul></main>`;
    const cards = cardsOfPage(html);
    expect([...cards.keys()]).toEqual(['7', '12']);
    expect(cards.get('7')).toBe(card('7'));
    expect(cards.get('12')).toBe(card('12'));
  });

  it('leave out a script, which would not run where a card is put', () => {
    const cards = cardsOfPage(card('3', '<script>window.islands = 1</script><astro-island uid="a"></astro-island>'));
    expect(cards.get('3')).toBe(card('3', '<astro-island uid="a"></astro-island>'));
  });

  it('are none in a page without a list', () => {
    expect(cardsOfPage('<main><ul><li>Acasă</li></ul></main>').size).toBe(0);
  });
});
