// The assistant with the owners' calendars: offline and through its tools, it never proposes or books taken nights.
import { describe, expect, it } from 'vitest';
import { withTakenNights } from './availability';
import { offlineReply } from '../offline/offline';
import { searchProperties, startBooking } from './tools';
import { propertyAvailability } from '../../availability';
import type { Language } from '../../../lib/languages';
import { fixtureBlockedNights, fixtureCatalogue } from '../../../../tests/fixtures/properties';

const TODAY = '2026-11-21';
const plain = fixtureCatalogue();
// The fixtures' direct bookings, joined into the availability answer as the function joins them: #11 (Mamaia-Sat,
// 2 guests) is taken from the night of 10 December to the morning of the 13th, #12 (Mamaia-Sat, 4 guests) from the
// 13th to the morning of the 20th.
const now = new Date(`${TODAY}T08:00:00Z`);
const taken = Object.fromEntries(
  Object.entries(fixtureBlockedNights()).map(([id, blocked]) => [id, propertyAvailability([], blocked, now)]),
);
const catalogue = withTakenNights(plain, { from: TODAY, to: '2027-11-21', properties: taken });
const mamaiaForTwo = plain.filter((p) => p.city === 'Mamaia-Sat' && p.capacity >= 2).map((p) => p.id);
const reply = (text: string) => offlineReply([{ role: 'user', content: text }], catalogue, TODAY);

describe('offline', () => {
  it('never proposes a property taken on a night of the stay', () => {
    const answer = reply('Caut cazare în Mamaia-Sat pentru 2 persoane, între 11 și 12 decembrie');
    expect(answer.suggestions?.length).toBeGreaterThan(0);
    expect(answer.suggestions).not.toContain('11');
    expect(answer.suggestions?.every((id) => mamaiaForTwo.includes(id))).toBe(true);
  });

  it('proposes it for a stay that ends the morning its taken nights start', () => {
    const answer = reply('Caut cazare în Mamaia-Sat pentru 2 persoane, între 8 și 10 decembrie');
    expect(answer.suggestions).toContain('11');
  });

  it('explains that the asked property is taken, opens no booking, and offers free ones in its town', () => {
    const answer = reply('Vreau să rezerv #11 între 11 și 12 decembrie pentru 2 persoane');
    expect(answer.action).toBeUndefined();
    expect(answer.message).toMatch(
      /^„.*” este deja ocupată în perioada 11 dec\. 2026 – 12 dec\. 2026 \(1 noapte\), așa că nu pot deschide rezervarea pentru aceste date\./,
    );
    expect(answer.suggestions?.length).toBeGreaterThan(0);
    expect(answer.suggestions).not.toContain('11');
  });

  it('books it on free nights as before', () => {
    expect(reply('Vreau să rezerv #11 între 14 și 16 decembrie pentru 2 persoane').action).toMatchObject({
      type: 'open-booking',
      propertyId: '11',
      checkIn: '2026-12-14',
      checkOut: '2026-12-16',
    });
  });

  it('says when every match is taken, and offers what is free in the other towns', () => {
    const full = withTakenNights(plain, {
      from: TODAY,
      to: '2027-11-21',
      properties: Object.fromEntries(
        plain
          .filter((p) => p.city === 'Mamaia-Sat')
          .map((p) => [p.id, { taken: [['2026-12-10', '2026-12-13']], fetchedAt: null, stale: false }]),
      ),
    });
    const answer = offlineReply(
      [{ role: 'user', content: 'Caut cazare în Mamaia-Sat pentru 2 persoane, între 11 și 12 decembrie' }],
      full,
      TODAY,
    );
    expect(answer.message).toMatch(/proprietățile din Mamaia-Sat pentru 2 oaspeți sunt deja ocupate/);
    expect(answer.suggestions?.every((id) => plain.find((p) => p.id === id)?.city !== 'Mamaia-Sat')).toBe(true);
  });
});

describe("offline, in the conversation's language", () => {
  const onPage = (language: Language, text: string, on = catalogue) =>
    offlineReply([{ role: 'user', content: text }], on, TODAY, { language });
  const mamaiaFull = withTakenNights(plain, {
    from: TODAY,
    to: '2027-11-21',
    properties: Object.fromEntries(
      plain
        .filter((p) => p.city === 'Mamaia-Sat')
        .map((p) => [p.id, { taken: [['2026-12-10', '2026-12-13']], fetchedAt: null, stale: false }]),
    ),
  });

  it('refuses a taken property in English, with English dates, on an English page', () => {
    const answer = onPage('en', 'Book #11, 11.12.2026 - 12.12.2026');
    expect(answer.action).toBeUndefined();
    expect(answer.message).toMatch(
      /^“.*” is already booked for 11 Dec 2026 – 12 Dec 2026 \(1 night\), so I cannot open a booking for these dates\. Free on those dates in Mamaia-Sat:\n• /,
    );
    expect(answer.message).toContain('Tell me whether one of them suits you, or whether you would like other dates.');
    expect(answer.message).not.toMatch(/ocupat|libere|perioada/);
  });

  it('refuses a taken property in Russian, with Russian dates, to a visitor writing in Russian', () => {
    const answer = onPage('ro', 'Хочу забронировать #11 с 11 по 12 декабря для 2 человек');
    expect(answer.action).toBeUndefined();
    expect(answer.message).toMatch(
      /^Объект «.*» уже занят в период 11 дек\. 2026 г\. – 12 дек\. 2026 г\. \(1 ночь\), поэтому открыть бронирование на эти даты нельзя\. В Мамая-Сат на эти даты свободны \(для 2 гостей\):\n• /,
    );
    expect(answer.message).not.toMatch(/ocupat|libere|perioada/);
  });

  it('says every match is taken in the language of the page, when the message does not tell its own', () => {
    const english = onPage('en', 'Mamaia, 2, 11.12.2026 - 12.12.2026', mamaiaFull);
    expect(english.message).toMatch(
      /^For 11 Dec 2026 – 12 Dec 2026 \(1 night\), the properties in Mamaia-Sat are already booked\. On those dates these are free in another town:\n/,
    );
    expect(english.message).toMatch(/Or tell me other dates\.$/);
    const russian = onPage('ru', 'Mamaia, 2, 11.12.2026 - 12.12.2026', mamaiaFull);
    expect(russian.message).toMatch(
      /^На период 11 дек\. 2026 г\. – 12 дек\. 2026 г\. \(1 ночь\) все объекты в Мамая-Сат уже заняты\. На эти даты свободны объекты в другом городе:\n/,
    );
    expect(russian.suggestions?.every((id) => plain.find((p) => p.id === id)?.city !== 'Mamaia-Sat')).toBe(true);
  });
});

describe('tools', () => {
  it('search_properties leaves out properties taken on a night of the stay', () => {
    const result = searchProperties(
      { city: 'Mamaia-Sat', guests: 2, checkIn: '2026-12-11', checkOut: '2026-12-12' },
      catalogue,
      TODAY,
    );
    expect(result.ok && result.value.matches.map((match) => match.id)).not.toContain('11');
    const later = searchProperties(
      { city: 'Mamaia-Sat', guests: 2, checkIn: '2026-12-13', checkOut: '2026-12-15' },
      catalogue,
      TODAY,
    );
    expect(later.ok && later.value.matches.map((match) => match.id)).toContain('11');
  });

  it('start_booking refuses taken nights with a reason the model can pass on', () => {
    const refused = startBooking(
      { propertyId: '11', checkIn: '2026-12-12', checkOut: '2026-12-14', guests: 2 },
      catalogue,
      TODAY,
    );
    expect(refused).toEqual({
      ok: false,
      error: expect.stringMatching(/^Property 11 is already taken on some nights from 2026-12-12 to 2026-12-14/),
    });
    expect(
      startBooking({ propertyId: '11', checkIn: '2026-12-13', checkOut: '2026-12-14', guests: 2 }, catalogue, TODAY).ok,
    ).toBe(true);
  });
});

describe('a property both taken and too small for the party', () => {
  it('is refused offline for its taken nights, with free ones for the same party', () => {
    const answer = reply('Vreau să rezerv #11 între 11 și 12 decembrie pentru 4 persoane');
    expect(answer.action).toBeUndefined();
    expect(answer.message).toMatch(/^„.*” este deja ocupată în perioada 11 dec\. 2026 – 12 dec\. 2026/);
  });

  it('is refused by start_booking for the party: other dates would not help', () => {
    const refused = startBooking(
      { propertyId: '11', checkIn: '2026-12-11', checkOut: '2026-12-12', guests: 4 },
      catalogue,
      TODAY,
    );
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/^guests 4 is more than the 2 this allows/) });
  });
});
