import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $bookingForm,
  $bookingQuote,
  $bookingRequest,
  displayedNumber,
  explainIncompleteRequest,
  pickDay,
  requestSent,
  fetchBookableWith,
  setBookableProperties,
  setContact,
  stepGuests,
  stepBack,
  toContacts,
  toGuests,
} from './store';
import { $availability } from '../availability';
import { $booking, closeBooking, openBooking } from '../../dialogs/store';
import { $notices, NOTICE_DURATION_MS } from '../../stores/notices';
import { $pickedStay } from '../../stores/picked-stay';
import { clearSearch, updateSearch } from '../../stores/search';
import type { DialogProperty } from '../../dialogs/properties';
import type { SendResult } from '../requests';

const villa: DialogProperty = {
  id: '7',
  title: 'Vila Test',
  location: 'Eforie Sud, România',
  town: 'Eforie Sud',
  capacity: 4,
  cancellation: { policy: 'Moderată', name: 'Moderată' },
  thumbnail: { src: '/x.jpg', alt: '' },
};

/** A priced apartment: two nights at least, four for arrivals in July and August; 80 lei a guest above two. */
const priced: DialogProperty = {
  ...villa,
  id: '8',
  title: 'Apartament Test',
  prices: {
    nightly: 500,
    minNights: 2,
    guestsIncluded: 2,
    extraGuest: 80,
    cleaning: 100,
    seasons: [{ from: '07-01', to: '08-31', nightly: 900, minNights: 4 }],
  },
};

/** The owners' calendars as if just fetched: property 7 is taken from the night of 20 December to the 23rd. */
function calendarsArrive(taken: [string, string][] = [['2026-12-20', '2026-12-23']], stale = false): void {
  $availability.set({
    status: 'ready',
    loadedAt: Date.now(),
    answer: {
      from: '2026-11-24',
      to: '2027-11-24',
      properties: { '7': { taken, fetchedAt: stale ? null : '2026-11-24T10:00:00Z', stale } },
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 24, 12) });
  calendarsArrive([]);
  closeBooking();
  clearSearch();
  $notices.set([]);
  setBookableProperties([villa, priced]);
  $pickedStay.set(null);
});
afterAll(() => vi.useRealTimers());

const form = () => $bookingForm.get()!;
const titles = () => $notices.get().map((notice) => notice.title);

describe('opening', () => {
  it('starts at the dates, reset, each time the dialog opens', () => {
    openBooking('7');
    expect(form()).toMatchObject({ step: 1, checkIn: '', checkOut: '', guests: 2, name: '', phone: '' });
    const first = form().opening;
    setContact({ name: 'Ana' });
    closeBooking();
    expect($bookingForm.get()).toBeNull();
    openBooking('7');
    expect(form().name).toBe('');
    expect(form().opening).toBeGreaterThan(first);
  });

  it('waits for the properties when it opens before they have arrived', () => {
    setBookableProperties([]);
    openBooking('7');
    expect($bookingForm.get()).toBeNull();
    setBookableProperties([villa]);
    expect(form().property).toBe(villa);
  });

  it('fetches a property it does not know, and opens on it once it has arrived', async () => {
    setBookableProperties([]);
    const asked: string[] = [];
    fetchBookableWith(async (id) => {
      asked.push(id);
      return villa;
    });
    openBooking('7');
    expect($bookingForm.get()).toBeNull();
    await vi.waitFor(() => expect(form().property).toBe(villa));
    expect(asked).toEqual(['7']);
    // Known from then on: opening it again fetches nothing.
    closeBooking();
    openBooking('7');
    expect(form().property).toBe(villa);
    expect(asked).toEqual(['7']);
  });

  it('closes when the property it opens on cannot be fetched, and tries again at the next opening', async () => {
    setBookableProperties([]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    fetchBookableWith(async () => {
      if (!online) throw new TypeError('offline');
      return villa;
    });
    openBooking('7');
    await vi.waitFor(() => expect($booking.get()).toBeNull());
    expect(console.error).toHaveBeenCalledWith('The property to book could not be loaded:', expect.any(TypeError));
    online = true;
    openBooking('7');
    await vi.waitFor(() => expect(form().property).toBe(villa));
    fetchBookableWith(async () => villa);
  });

  it('goes to the contacts with what the assistant noted, and caps the guests', () => {
    openBooking('7', { checkIn: '2026-12-10', checkOut: '2026-12-14', guests: 6 });
    expect(form()).toMatchObject({
      step: 3,
      shortcut: true,
      checkIn: '2026-12-10',
      checkOut: '2026-12-14',
      guests: 4,
      guestsCapped: true,
    });
  });

  it('takes a complete search, and drops an inverted stay from anywhere', () => {
    updateSearch({ location: '', checkInDate: '2026-12-01', checkOutDate: '2026-12-03', guests: 3 });
    openBooking('7');
    expect(form()).toMatchObject({ step: 3, checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 3 });
    openBooking('7', { checkIn: '2026-12-20', checkOut: '2026-12-14', guests: 3 });
    expect(form()).toMatchObject({ step: 1, checkIn: '', checkOut: '' });
  });
});

describe('the dates step', () => {
  beforeEach(() => openBooking('7'));

  it('needs a check-out after the check-in before it moves on', () => {
    pickDay('2026-12-10');
    expect(form()).toMatchObject({ checkIn: '2026-12-10', checkOut: '' });
    toGuests();
    expect(form().step).toBe(1);
    expect(titles()).toEqual(['Selectați datele']);
    pickDay('2026-12-10');
    expect(form().checkOut).toBe('');
    pickDay('2026-12-13');
    toGuests();
    expect(form().step).toBe(2);
  });

  it('takes the notice about missing dates away as soon as the stay is chosen, not seconds later', () => {
    toGuests();
    expect(titles()).toEqual(['Selectați datele']);
    pickDay('2026-12-10');
    expect(titles()).toEqual(['Selectați datele']);
    pickDay('2026-12-13');
    expect(titles()).toEqual([]);
  });

  it('says so when the check-out would make the stay too long', () => {
    pickDay('2026-12-01');
    pickDay('2027-01-05');
    expect(form()).toMatchObject({ checkIn: '2026-12-01', checkOut: '', datesNote: 'tooLong' });
    pickDay('2026-12-08');
    expect(form()).toMatchObject({ checkOut: '2026-12-08', datesNote: null });
  });
});

describe('taken nights', () => {
  beforeEach(() => calendarsArrive());

  it('can end a stay the morning a taken run starts, and start one the morning it ends', () => {
    openBooking('7');
    pickDay('2026-12-17');
    pickDay('2026-12-20');
    expect(form()).toMatchObject({ checkIn: '2026-12-17', checkOut: '2026-12-20', datesNote: null });
    pickDay('2026-12-23');
    pickDay('2026-12-26');
    expect(form()).toMatchObject({ checkIn: '2026-12-23', checkOut: '2026-12-26' });
  });

  it('never spans a taken night: a later free day becomes the check-in, and says so', () => {
    openBooking('7');
    pickDay('2026-12-17');
    pickDay('2026-12-27');
    expect(form()).toMatchObject({ checkIn: '2026-12-27', checkOut: '', datesNote: 'movedCheckIn' });
    pickDay('2026-12-21');
    expect(form()).toMatchObject({ checkIn: '2026-12-27', checkOut: '', datesNote: 'taken' });
  });

  it('drops dates brought in whose nights are taken, at the opening or when the calendars arrive later', () => {
    openBooking('7', { checkIn: '2026-12-19', checkOut: '2026-12-21', guests: 2 });
    expect(form()).toMatchObject({ step: 1, shortcut: false, checkIn: '', checkOut: '', datesNote: 'noLongerFree' });
    calendarsArrive([]);
    openBooking('7', { checkIn: '2026-12-19', checkOut: '2026-12-21', guests: 2 });
    setContact({ name: 'Ana', phone: '0712' });
    expect($bookingRequest.get()).not.toBeNull();
    calendarsArrive();
    expect(form()).toMatchObject({ step: 1, checkIn: '', checkOut: '', datesNote: 'noLongerFree' });
    expect($bookingRequest.get()).toBeNull();
  });

  it('keeps dates when the calendar is stale (the site then sends no nights for it)', () => {
    calendarsArrive([], true);
    openBooking('7', { checkIn: '2026-12-19', checkOut: '2026-12-21', guests: 2 });
    expect(form()).toMatchObject({ step: 3, checkIn: '2026-12-19', checkOut: '2026-12-21' });
  });
});

describe('guests, contacts and sending', () => {
  beforeEach(() => {
    openBooking('7', { checkIn: '2026-12-10', checkOut: '2026-12-31', guests: 3 });
  });

  it('keeps the guests within 1 and the capacity, and steps back', () => {
    stepBack();
    stepGuests(1);
    expect(form().guests).toBe(4);
    stepGuests(1);
    expect(form().guests).toBe(4);
    stepGuests(-1);
    stepGuests(-1);
    expect(form().guests).toBe(2);
    stepGuests(-9);
    expect(form().guests).toBe(1);
    toContacts();
    expect(form().step).toBe(3);
  });

  it('has no request until the contacts are right, and names what is wrong', () => {
    explainIncompleteRequest();
    expect($notices.get().at(-1)).toMatchObject({ title: 'Completați contactele', variant: 'destructive' });
    setContact({ name: 'A'.repeat(81), phone: '0712' });
    expect($bookingRequest.get()).toBeNull();
    explainIncompleteRequest();
    expect($notices.get().at(-1)).toMatchObject({
      title: 'Numele este prea lung',
      description: 'Numele poate avea cel mult 80 de caractere.',
    });
    setContact({ name: 'Ana', phone: '1'.repeat(31) });
    explainIncompleteRequest();
    expect($notices.get().at(-1)?.description).toBe('Telefonul poate avea cel mult 30 de caractere.');
    // The newer notice about the request replaces the older one instead of piling on top of it.
    expect($notices.get()).toHaveLength(1);
  });

  it('takes a notice about the contacts away once its own problem is gone, and any with the dialog', () => {
    explainIncompleteRequest();
    setContact({ name: 'Ana' });
    expect(titles()).toEqual(['Completați contactele']);
    setContact({ phone: '0712345678' });
    expect(titles()).toEqual([]);
    setContact({ name: 'A'.repeat(81) });
    explainIncompleteRequest();
    setContact({ phone: '07123' });
    expect(titles()).toEqual(['Numele este prea lung']);
    closeBooking();
    expect(titles()).toEqual([]);
  });

  it('cleans a broken character out of a pasted name, so the request can be built', () => {
    setContact({ name: 'Ana \uD83D', phone: '0712 345 678' });
    expect(form().name).toBe('Ana ');
    const request = $bookingRequest.get()!;
    expect(request.message).toContain('Nume: Ana\nTelefon: 0712 345 678');
    expect(new URL(request.link).searchParams.get('text')).toBe(request.message);
  });

  it('once sent: the dialog closes, the site records the request under the reference its WhatsApp text names, and a lasting notice says what became of it, with the chat again, the message and the number', async () => {
    setContact({ name: 'Ana', phone: '0712' });
    explainIncompleteRequest();
    const { link, message, outgoing } = $bookingRequest.get()!;
    expect(outgoing.reference).toMatch(/^[2-9A-HJKMNP-Z]{3}-\d{3}$/);
    expect(message.split('\n')[1]).toBe(`Cerere ${outgoing.reference}`);
    const sent: unknown[] = [];
    let answer: (result: SendResult) => void = () => {};
    const done = requestSent((request) => {
      sent.push(request);
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    expect($booking.get()).toBeNull();
    expect($bookingForm.get()).toBeNull();
    expect(sent).toEqual([outgoing]);
    expect(titles()).toEqual([`Se trimite cererea ${outgoing.reference}…`]);
    answer({ kind: 'recorded', reference: outgoing.reference });
    await done;
    const [shown, ...others] = $notices.get();
    expect(others).toEqual([]);
    // It says the truth: the request reached the owner, whatever happens in WhatsApp.
    expect(shown).toMatchObject({
      title: `Cererea ${outgoing.reference} a ajuns la noi`,
      description:
        'Vă răspundem pe WhatsApp sau la telefon. Mesajul din WhatsApp poartă aceeași referință; dacă îl trimiteți, continuăm discuția acolo.',
      variant: 'default',
    });
    expect(shown?.actions).toEqual([
      { kind: 'link', label: 'Deschideți din nou WhatsApp', href: link, newTab: true },
      {
        kind: 'copy',
        label: 'Copiați mesajul',
        text: message,
        copied: 'Mesajul a fost copiat.',
        failed: expect.any(String),
      },
      { kind: 'link', label: 'Sunați la +40 741 234 567', href: 'tel:+40741234567' },
    ]);
    vi.advanceTimersByTime(10 * NOTICE_DURATION_MS);
    expect(titles()).toEqual([`Cererea ${outgoing.reference} a ajuns la noi`]);
  });

  it.each([
    [{ kind: 'kept' }, 'Cererea {ref} e păstrată pe acest dispozitiv', 'default'],
    [{ kind: 'refused', code: 'nights_taken' }, 'Cererea {ref} nu a putut fi primită', 'destructive'],
  ] as const)('says so when the site could not take it (%o)', async (result, title, variant) => {
    setContact({ name: 'Ana', phone: '0712' });
    const { outgoing } = $bookingRequest.get()!;
    await requestSent(async () => ({ ...result, reference: outgoing.reference }) as SendResult);
    expect($notices.get()).toMatchObject([{ title: title.replace('{ref}', outgoing.reference), variant }]);
  });

  it('draws a new reference at each opening', () => {
    const first = form().reference;
    closeBooking();
    openBooking('7');
    expect(form().reference).not.toBe(first);
  });

  it('writes the business number for people', () => {
    expect(displayedNumber('40741234567')).toBe('+40 741 234 567');
  });
});

describe('the minimum stay', () => {
  it('never ends a stay before its check-in’s minimum: such a pick changes nothing', () => {
    openBooking('8');
    pickDay('2027-07-05');
    pickDay('2027-07-08');
    expect(form()).toMatchObject({ checkIn: '2027-07-05', checkOut: '', datesNote: null });
    pickDay('2027-07-09');
    expect(form()).toMatchObject({ checkIn: '2027-07-05', checkOut: '2027-07-09' });
    toGuests();
    expect(form().step).toBe(2);
  });

  it('does not start a stay whose minimum would cross a taken night', () => {
    $availability.set({
      status: 'ready',
      loadedAt: Date.now(),
      answer: {
        from: '2026-11-24',
        to: '2027-11-24',
        properties: { '8': { taken: [['2027-07-10', '2027-07-12']], fetchedAt: '2026-11-24T10:00:00Z', stale: false } },
      },
    });
    openBooking('8');
    pickDay('2027-07-07');
    expect(form()).toMatchObject({ checkIn: '', checkOut: '' });
    pickDay('2027-07-06');
    expect(form()).toMatchObject({ checkIn: '2027-07-06', checkOut: '' });
    // Dates brought in that now could not start a stay are dropped, as taken ones are.
    openBooking('8', { checkIn: '2027-07-08', guests: 2 });
    expect(form()).toMatchObject({ checkIn: '', checkOut: '', datesNote: 'noLongerFree' });
  });

  it('takes dates brought in shorter than the minimum back to the dates, keeping the check-in', () => {
    openBooking('8', { checkIn: '2027-07-05', checkOut: '2027-07-07', guests: 2 });
    expect(form()).toMatchObject({
      step: 1,
      shortcut: false,
      checkIn: '2027-07-05',
      checkOut: '',
      guests: 2,
      datesNote: 'shorterThanMinimum',
    });
    updateSearch({ location: '', checkInDate: '2027-03-01', checkOutDate: '2027-03-02', guests: 3 });
    openBooking('8');
    expect(form()).toMatchObject({ step: 1, checkIn: '2027-03-01', checkOut: '', datesNote: 'shorterThanMinimum' });
    // The same search is long enough at a property without a minimum.
    openBooking('7');
    expect(form()).toMatchObject({ step: 3, checkIn: '2027-03-01', checkOut: '2027-03-02', datesNote: null });
  });
});

describe('the price', () => {
  it('quotes the stay once both days are chosen, and follows the guests', () => {
    openBooking('8');
    expect($bookingQuote.get()).toBeUndefined();
    pickDay('2027-07-05');
    expect($bookingQuote.get()).toBeUndefined();
    pickDay('2027-07-09');
    // Four July weekday nights at 900 and cleaning at 100.
    expect($bookingQuote.get()).toMatchObject({ kind: 'priced', nights: 4, guests: 2, total: 3700 });
    toGuests();
    stepGuests(1);
    expect($bookingQuote.get()).toMatchObject({ guests: 3, total: 4020 });
  });

  it('has no quote for a property without prices', () => {
    openBooking('7', { checkIn: '2026-12-10', checkOut: '2026-12-14', guests: 2 });
    expect($bookingQuote.get()).toBeUndefined();
  });

  it('puts the price shown into the request, and none without prices', () => {
    openBooking('8', { checkIn: '2027-07-05', checkOut: '2027-07-09', guests: 3 });
    setContact({ name: 'Ana', phone: '0712' });
    expect($bookingRequest.get()?.message).toContain(
      '\nOaspeți: 3 oaspeți\nPreț afișat: 4.020\u00a0lei pentru 4 nopți, cu curățenia\nNume: Ana',
    );
    openBooking('7', { checkIn: '2027-07-05', checkOut: '2027-07-09', guests: 3 });
    setContact({ name: 'Ana', phone: '0712' });
    expect($bookingRequest.get()?.message).not.toContain('Preț');
  });
});

describe('the stay picked for the side card', () => {
  it('is set once a stay can be requested, follows its guests, and stays while a new one is being picked', () => {
    openBooking('8');
    pickDay('2027-07-05');
    expect($pickedStay.get()).toBeNull();
    pickDay('2027-07-09');
    expect($pickedStay.get()).toEqual({ propertyId: '8', checkIn: '2027-07-05', checkOut: '2027-07-09', guests: 2 });
    toGuests();
    stepGuests(1);
    expect($pickedStay.get()?.guests).toBe(3);
    stepBack();
    pickDay('2027-07-12');
    expect($pickedStay.get()).toMatchObject({ checkIn: '2027-07-05', checkOut: '2027-07-09' });
  });

  it('is not set for dates that cannot be requested', () => {
    openBooking('8', { checkIn: '2027-07-05', checkOut: '2027-07-07', guests: 2 });
    expect($pickedStay.get()).toBeNull();
  });
});
