import { describe, expect, it } from 'vitest';
import { bookingMessage, bookingStart, type BookingRequest } from './request';
import { formatDotted, nightsBetween } from '../../lib/dates';
import { assertBusinessNumber, whatsappLink } from '../../lib/whatsapp';

const request: BookingRequest = {
  title: 'Vila Siutghiol cu piscină încălzită',
  checkIn: '2026-07-14',
  checkOut: '2026-07-18',
  guests: 6,
  name: 'Ana Popescu',
  phone: '+40 712 345 678',
};

describe('bookingMessage', () => {
  it('holds the title, the dotted date range with nights, guests, name and phone', () => {
    expect(bookingMessage(request, 'ro')).toBe(
      [
        'Bună ziua! Aș dori să rezerv:',
        'Proprietate: Vila Siutghiol cu piscină încălzită',
        'Perioada: 14.07.2026 - 18.07.2026 (4 nopți)',
        'Oaspeți: 6 oaspeți',
        'Nume: Ana Popescu',
        'Telefon: +40 712 345 678',
      ].join('\n'),
    );
  });

  it('says one night and one guest in the singular', () => {
    const message = bookingMessage({ ...request, checkOut: '2026-07-15', guests: 1 }, 'ro');
    expect(message).toContain('(1 noapte)');
    expect(message).toContain('Oaspeți: 1 oaspete');
  });

  it("puts 'de' between twenty or more and the noun", () => {
    const message = bookingMessage({ ...request, checkOut: '2026-08-04', guests: 20 }, 'ro');
    expect(message).toContain('(21 de nopți)');
    expect(message).toContain('Oaspeți: 20 de oaspeți');
  });

  it('writes the request in English, the dates still dotted', () => {
    expect(bookingMessage({ ...request, title: 'Siutghiol villa with a heated pool' }, 'en')).toBe(
      [
        'Hello! I would like to book:',
        'Property: Siutghiol villa with a heated pool',
        'Dates: 14.07.2026 - 18.07.2026 (4 nights)',
        'Guests: 6 guests',
        'Name: Ana Popescu',
        'Phone: +40 712 345 678',
      ].join('\n'),
    );
  });

  it('says one night and one guest in English in the singular', () => {
    const message = bookingMessage({ ...request, checkOut: '2026-07-15', guests: 1 }, 'en');
    expect(message).toContain('(1 night)');
    expect(message).toContain('Guests: 1 guest\n');
  });

  it('writes the request in Russian, the dates still dotted', () => {
    expect(
      bookingMessage({ ...request, title: 'Вилла на Сютгёле с подогреваемым бассейном', name: 'Ана Попеску' }, 'ru'),
    ).toBe(
      [
        'Здравствуйте! Хочу забронировать:',
        'Жильё: Вилла на Сютгёле с подогреваемым бассейном',
        'Даты: 14.07.2026 - 18.07.2026 (4 ночи)',
        'Гости: 6 гостей',
        'Имя: Ана Попеску',
        'Телефон: +40 712 345 678',
      ].join('\n'),
    );
  });

  it.each([
    [1, '2026-07-15', '(1 ночь)', 'Гости: 1 гость\n'],
    [2, '2026-07-16', '(2 ночи)', 'Гости: 2 гостя\n'],
    [5, '2026-07-19', '(5 ночей)', 'Гости: 5 гостей\n'],
    [21, '2026-08-04', '(21 ночь)', 'Гости: 21 гость\n'],
  ])('counts %i nights and guests in the Russian form the number asks for', (count, checkOut, nights, guests) => {
    const message = bookingMessage({ ...request, checkOut, guests: count }, 'ru');
    expect(message).toContain(nights);
    expect(message).toContain(guests);
  });

  // Four weekday nights at 450 lei and cleaning at 150: 1,950 lei; with a 1% tax on the nights, 18 lei more.
  const priced = { ...request, checkIn: '2027-03-01', checkOut: '2027-03-05', guests: 2 };
  const prices = { nightly: 450, cleaning: 150 };

  it('states the price the guest was shown, after the guests, in the request’s language', () => {
    expect(
      bookingMessage({ ...priced, prices }, 'ro')
        .split('\n')
        .slice(3, 5),
    ).toEqual(['Oaspeți: 2 oaspeți', 'Preț afișat: 1.950\u00a0lei pentru 4 nopți, cu curățenia']);
    expect(bookingMessage({ ...priced, prices, tax: { percent: 1 } }, 'en')).toContain(
      '\nPrice shown: 1,968\u00a0lei for 4 nights, including cleaning and the resort tax\n',
    );
    expect(bookingMessage({ ...priced, prices: { nightly: 450 } }, 'ru')).toContain(
      '\nПоказанная цена: 1\u00a0800\u00a0леев за 4 ночи\n',
    );
  });

  it('states no price for a property without prices, nor for a stay shorter than its minimum', () => {
    expect(bookingMessage(priced, 'ro')).not.toMatch(/Preț|lei/);
    expect(bookingMessage({ ...priced, prices: { ...prices, minNights: 5 } }, 'ro')).not.toMatch(/Preț|lei/);
  });

  it('trims the contact details', () => {
    expect(bookingMessage({ ...request, name: '  Ion  ', phone: ' 0712 ' }, 'ro')).toContain(
      'Nume: Ion\nTelefon: 0712',
    );
  });
});

describe('nights', () => {
  it('counts a same-day range as no night and crosses daylight-saving changes whole', () => {
    expect(nightsBetween('2026-07-14', '2026-07-14')).toBe(0);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});

describe('the WhatsApp link round trip', () => {
  const hostile = [
    ['diacritics', 'Ștefan Țăranu-Îonescu', '+40 712 345 678'],
    ['emoji', 'Ana 🌊🏖️👨‍👩‍👧', '0712 345 678'],
    ['URL syntax', 'A+B & C #1 50% ?x=y/z', '+40&phone=1#frag'],
    ['quotes', `O'Brien "Jr" \`x\``, "'0712'"],
    ['newlines', 'Ana\nMaria\r\nPop', '07\n12'],
    ['right-to-left', 'محمد עברית', '+972 50 123 4567'],
    ['markup', '<script>alert(1)</script>', '%0A%23'],
  ] as const;

  it.each(hostile)('decodes back to exactly the message with %s', (_, name, phone) => {
    const message = bookingMessage({ ...request, name, phone }, 'ro');
    const url = new URL(whatsappLink('40741234567', message));
    expect(url.origin + url.pathname).toBe('https://wa.me/40741234567');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(message);
    expect(decodeURIComponent(url.search.slice('?text='.length))).toBe(message);
  });

  it('stays well under 2,000 characters at the longest allowed input', () => {
    const message = bookingMessage(
      { ...request, title: 'T'.repeat(120), name: 'ș'.repeat(80), phone: '+'.repeat(30) },
      'ro',
    );
    expect(whatsappLink('40741234567', message).length).toBeLessThan(2000);
  });
});

describe('contact rules in the message', () => {
  it('never lets a broken character into the message, so its link can always be built', () => {
    const message = bookingMessage({ ...request, name: 'Ana \uD83D', phone: '0712\uDE00' }, 'ro');
    expect(message).toContain('Nume: Ana\nTelefon: 0712');
    expect(() => whatsappLink('40741234567', message)).not.toThrow();
  });

  it('formats days', () => {
    expect(formatDotted('2026-01-05')).toBe('05.01.2026');
  });
});

describe('assertBusinessNumber', () => {
  it('accepts 40 and nine digits and rejects anything else', () => {
    expect(assertBusinessNumber('40741234567')).toBe('40741234567');
    for (const bad of ['+40741234567', '0741234567', '4074123456', '40 741 234 567', '']) {
      expect(() => assertBusinessNumber(bad)).toThrow(/PUBLIC_WHATSAPP_NUMBER/);
    }
  });
});

describe('bookingStart', () => {
  const today = '2026-06-20';

  it('goes straight to contacts with a complete stay', () => {
    expect(bookingStart(6, { checkIn: '2026-07-01', checkOut: '2026-07-04', guests: 3 }, today)).toEqual({
      step: 3,
      shortcut: true,
      checkIn: '2026-07-01',
      checkOut: '2026-07-04',
      guests: 3,
      guestsCapped: false,
    });
  });

  it('caps the guests at the capacity and says it did', () => {
    const start = bookingStart(4, { checkIn: '2026-07-01', checkOut: '2026-07-04', guests: 8 }, today);
    expect(start.guests).toBe(4);
    expect(start.guestsCapped).toBe(true);
  });

  it('starts at the dates with 2 guests and no dates when nothing is known', () => {
    expect(bookingStart(14, {}, today)).toEqual({
      step: 1,
      shortcut: false,
      checkIn: '',
      checkOut: '',
      guests: 2,
      guestsCapped: false,
    });
  });

  it('keeps partial knowledge but still asks for the dates', () => {
    expect(bookingStart(5, { checkIn: '2026-07-01' }, today)).toMatchObject({
      step: 1,
      shortcut: false,
      checkIn: '2026-07-01',
    });
  });

  it.each([
    ['inverted', '2026-07-04', '2026-07-01'],
    ['zero nights', '2026-07-04', '2026-07-04'],
    ['past', '2026-06-10', '2026-06-12'],
    ['too long', '2026-07-01', '2026-09-01'],
  ])('drops a %s stay and asks for the dates instead of sending it', (_, checkIn, checkOut) => {
    expect(bookingStart(6, { checkIn, checkOut, guests: 3 }, today)).toEqual({
      step: 1,
      shortcut: false,
      checkIn: '',
      checkOut: '',
      guests: 3,
      guestsCapped: false,
    });
  });
});
