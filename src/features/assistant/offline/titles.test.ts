// The offline assistant names each property by its title in the conversation's language (its translation's, the
// Romanian one when it has none), on the fixture catalogue with some titles translated.
import { describe, expect, it } from 'vitest';
import { offlineReply } from './offline';
import { withTakenNights } from '../search/availability';
import { propertyAvailability } from '../../availability';
import type { AssistantProperty, TranslatedTitles } from '../search/catalogue';
import type { Language } from '../../../lib/languages';
import { fixture, fixtureBlockedNights, fixtureCatalogue } from '../../../../tests/fixtures/properties';

const TODAY = '2026-11-21';
const plain = fixtureCatalogue();
// #8 has no English title and #9 no Russian one: those fall back to the Romanian title.
const TITLES: Readonly<Record<string, TranslatedTitles>> = {
  '8': { ru: 'Апартаменты с двумя ванными в 250 м от пляжа Модерн' },
  '9': { en: 'Two-bedroom suite with a view of the Casino' },
  '10': { en: 'Penthouse with an 80 m² terrace and a sea panorama', ru: 'Пентхаус с террасой 80 м² и панорамой моря' },
  '11': { en: 'Double room with a lake-view balcony at Hotel Siutghiol', ru: 'Двухместный номер с балконом на озеро' },
};
const translated: AssistantProperty[] = plain.map((property) => {
  const titles = TITLES[property.id];
  return titles ? { ...property, titles } : property;
});
const romanian = (id: string) => fixture(id).fields.title;
const title = (id: string, language: 'en' | 'ru') => TITLES[id]?.[language] ?? romanian(id);

/** The answer to one visitor turn on a page in `language`. */
const on = (language: Language, text: string, catalogue = translated) =>
  offlineReply([{ role: 'user', content: text }], catalogue, TODAY, { language }).message;

/** The start of `message`, as long as `expected`: what a reply opens with. */
const opening = (message: string, expected: string) => message.slice(0, expected.length);

describe("the offline assistant's property titles", () => {
  it("names the proposals by their title in the page's language, the Romanian page's answer unchanged", () => {
    // Constanța's best rated: #10, #9, #8; the fixtures have no prices, which each line says in its language.
    const english = ' — price confirmed when you book';
    expect(on('en', 'Constanța')).toContain(
      [
        `• “${title('10', 'en')}” (Constanța, up to 7 guests)${english}`,
        `• “${title('9', 'en')}” (Constanța, up to 4 guests)${english}`,
        `• “${romanian('8')}” (Constanța, up to 5 guests)${english}`,
      ].join('\n'),
    );
    const russian = ' — цена уточняется при бронировании';
    expect(on('ru', 'Constanța')).toContain(
      [
        `• «${title('10', 'ru')}» (Констанца, до 7 гостей)${russian}`,
        `• «${romanian('9')}» (Констанца, до 4 гостей)${russian}`,
        `• «${title('8', 'ru')}» (Констанца, до 5 гостей)${russian}`,
      ].join('\n'),
    );
    expect(on('ro', 'Constanța')).toBe(on('ro', 'Constanța', plain));
    expect(on('ro', 'Constanța')).toContain(`• „${romanian('10')}” (Constanța, până la 7 oaspeți)`);
  });

  it('names them in the language the visitor writes in, not the page’s', () => {
    const message = on('en', 'Caut cazare în Constanța');
    expect(message).toContain(`„${romanian('10')}”`);
    expect(message).not.toContain(title('10', 'en'));
    expect(on('ro', 'Хочу жильё в Констанце')).toContain(`«${title('10', 'ru')}»`);
  });

  it('names the property whose booking form it opens', () => {
    expect(on('en', 'Book #10')).toContain(`I am opening the booking form for “${title('10', 'en')}” (Constanța`);
    expect(on('ru', 'Хочу забронировать #10')).toContain(`«${title('10', 'ru')}» (Констанца`);
  });

  it('names a property too small for the party', () => {
    const english = `“${title('9', 'en')}” takes at most 4 guests, so I cannot open a booking for 6 guests.`;
    expect(opening(on('en', 'Book #9 for 6 guests'), english)).toBe(english);
    const russian = `«${title('10', 'ru')}» вмещает не более 7 гостей`;
    expect(opening(on('ru', 'Хочу забронировать #10 для 9 человек'), russian)).toBe(russian);
  });

  it('names a property taken on the nights asked for', () => {
    const now = new Date(`${TODAY}T08:00:00Z`);
    const properties = Object.fromEntries(
      Object.entries(fixtureBlockedNights()).map(([id, blocked]) => [id, propertyAvailability([], blocked, now)]),
    );
    const calendars = withTakenNights(translated, { from: TODAY, to: '2027-11-21', properties });
    const english = `“${title('11', 'en')}” is already booked for 11 Dec 2026`;
    expect(opening(on('en', 'Book #11, 11.12.2026 - 12.12.2026', calendars), english)).toBe(english);
    const russian = `Объект «${title('11', 'ru')}» уже занят`;
    expect(opening(on('ru', 'Хочу забронировать #11 с 11 по 12 декабря', calendars), russian)).toBe(russian);
  });

  it('quotes a title that names its hotel in quotes with the inner marks: „…“ within «…» in Russian', () => {
    const hotel = 'Двухместный номер в отеле «Siutghiol»';
    const catalogue = translated.map((property) =>
      property.id === '10' ? { ...property, titles: { ru: hotel, en: 'Room at the “Siutghiol”' } } : property,
    );
    expect(on('ru', 'Constanța', catalogue)).toContain('«Двухместный номер в отеле „Siutghiol“» (Констанца');
    expect(on('en', 'Constanța', catalogue)).toContain('“Room at the ‘Siutghiol’” (Constanța');
  });
});
