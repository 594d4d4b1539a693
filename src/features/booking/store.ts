// The booking wizard's state and the verbs that move it: which step, the stay, the guests, the contact details,
// and what a request says when it goes out. The dialog only renders this store and calls its verbs.
import { atom, computed } from 'nanostores';
import { WHATSAPP_NUMBER } from '../../config';
import { count, t } from '../../i18n';
import { REQUEST_RETENTION_DAYS } from '../../business';
import { bookingMessage, bookingStart, type BookingStart } from './request';
import {
  CONTACT_LIMITS,
  contactProblem,
  newReference,
  sendKeptRequests,
  sendRequest,
  withoutBrokenCharacters,
  type OutgoingRequest,
  type SendResult,
} from '../requests';
import { localToday, type IsoDay } from '../../lib/dates';
import { pageLanguage } from '../../lib/languages';
import { stayIsFree } from '../../lib/nights';
import { stayProblem } from '../../lib/stay';
import { whatsappLink } from '../../lib/whatsapp';
import { $availability, needAvailability, nightsOf } from '../availability';
import { $booking, closeBooking, type BookingTarget } from '../../dialogs/store';
import { dismissNotice, notify } from '../../stores/notices';
import { $hasSearchData, $search } from '../../stores/search';
import type { DialogProperty } from '../../dialogs/properties';
import { $pickedStay } from '../../stores/picked-stay';
import { minimumStay, quoteStay } from '../prices';
import { canStartOn, isTooShort, pickBookableDay, type ShortestStay } from './minimum';

/**
 * What the line under the calendar explains about the dates: a day that would make the stay too long; a taken
 * night picked; a day past a taken night, which became the new check-in; dates brought in (from the search or the
 * assistant) whose nights are no longer free, which were dropped; dates brought in shorter than the property's
 * minimum for their check-in, whose check-out was dropped.
 */
export type DatesNote = 'tooLong' | 'taken' | 'movedCheckIn' | 'noLongerFree' | 'shorterThanMinimum';

/** The wizard's whole state while it is open. */
export interface BookingForm extends BookingStart {
  /** Counts the openings: each opening is a fresh form, never the last one's. */
  opening: number;
  property: DialogProperty;
  /** The reference this opening's request goes out under, drawn when the wizard opens: its WhatsApp text names it. */
  reference: string;
  name: string;
  phone: string;
  /** Why the dates are not what the visitor just picked or brought, or null. */
  datesNote: DatesNote | null;
}

/** The open wizard's state; null while no wizard is open. */
export const $bookingForm = atom<BookingForm | null>(null);

/** Notices from the wizard share a topic: the newest replaces an older one, so it is never hidden under it. */
const TOPIC = 'booking';

/**
 * The notice about a problem with the request now on screen, if any, and what tells that its problem is gone: it
 * leaves as soon as the visitor has fixed it, rather than lingering over the next step.
 */
let problemNotice: { id: number; fixed: (form: BookingForm) => boolean } | undefined;

/** Tells the visitor about a problem with the request, until `fixed` holds for the form. */
function notifyProblem(title: string, text: string, fixed: (form: BookingForm) => boolean): void {
  problemNotice = { id: notify(title, text, { variant: 'destructive', topic: TOPIC }), fixed };
}

/** The fewest nights a stay at `property` may last from each check-in: its prices' minimum, else one night. */
export const shortestAt =
  (property: DialogProperty): ShortestStay =>
  (checkIn) =>
    minimumStay(property.prices, checkIn).nights;

/** Whether the form's stay can be requested: a real stay, and as long as its check-in's minimum. */
const datesChosen = (form: BookingForm) =>
  !stayProblem(form.checkIn, form.checkOut, localToday()) &&
  !isTooShort(form.checkIn, form.checkOut, shortestAt(form.property));

$bookingForm.listen((form) => {
  if (problemNotice && (!form || problemNotice.fixed(form))) {
    dismissNotice(problemNotice.id);
    problemNotice = undefined;
  }
});

/** The property's taken nights as this page knows them. */
const takenOf = (form: BookingForm) => nightsOf($availability.get(), form.property.id).taken;

/**
 * The request as it would leave now, or null while the details are incomplete or wrong, its stay shorter than the
 * minimum, or its nights taken.
 */
export const $bookingRequest = computed([$bookingForm, $availability], (form, availability) => {
  if (!form || contactProblem(form.name, form.phone) || !datesChosen(form)) return null;
  if (!stayIsFree(nightsOf(availability, form.property.id).taken, form.checkIn, form.checkOut)) return null;
  const language = pageLanguage();
  const message = bookingMessage(
    {
      title: form.property.title,
      checkIn: form.checkIn,
      checkOut: form.checkOut,
      guests: form.guests,
      name: form.name,
      phone: form.phone,
      prices: form.property.prices,
      tax: form.property.tax,
      reference: form.reference,
    },
    language,
  );
  const quote = quoteStay(form.property.prices, form, form.property.tax);
  // What the site records: the stay, the party, the contacts, the page's language and the total the guest was shown.
  const outgoing: OutgoingRequest = {
    reference: form.reference,
    propertyId: form.property.id,
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    guests: form.guests,
    name: withoutBrokenCharacters(form.name).trim(),
    phone: withoutBrokenCharacters(form.phone).trim(),
    language,
    total: quote?.kind === 'priced' ? quote.total : null,
  };
  return { message, link: whatsappLink(WHATSAPP_NUMBER, message), outgoing };
});

/**
 * What the form's stay costs the guests chosen, line by line ('priced'), once both days are chosen and the property
 * has prices; undefined before, and for a property without prices.
 */
export const $bookingQuote = computed($bookingForm, (form) =>
  form?.checkIn && form.checkOut ? quoteStay(form.property.prices, form, form.property.tax) : undefined,
);

function change(changes: Partial<BookingForm>): void {
  const form = $bookingForm.get();
  if (form) $bookingForm.set({ ...form, ...changes });
}

let openings = 0;
let properties = new Map<string, DialogProperty>();
/** How the wizard fetches a property it does not know yet; none until the wizard is mounted (and in tests). */
let fetchProperty: ((id: string) => Promise<DialogProperty>) | undefined;

/**
 * The wizard's opening state for `target`, reset: what the target says (the assistant's booking) over a complete
 * search, at the contacts when a requestable stay and the guests are known, else at the dates. Null while the
 * dialog is closed or its property is not known yet.
 */
function opening(target: BookingTarget | null): BookingForm | null {
  const property = target && properties.get(target.propertyId);
  if (target && !property) fetchFor(target);
  if (!target || !property) return null;
  // The owners' calendars, if this page has not fetched them yet (or not lately); they apply as they arrive.
  void needAvailability();
  const search = $hasSearchData.get() ? $search.get() : undefined;
  const known = {
    checkIn: target.prefill.checkIn ?? search?.checkInDate,
    checkOut: target.prefill.checkOut ?? search?.checkOutDate,
    guests: target.prefill.guests ?? search?.guests,
  };
  openings += 1;
  return withBookableDates({
    ...bookingStart(property.capacity, known, localToday()),
    opening: openings,
    property,
    reference: newReference(),
    name: '',
    phone: '',
    datesNote: null,
  });
}

/**
 * The form back at the dates step when the dates it holds cannot be requested: dropped when one of their nights is
 * taken or the check-in's minimum no longer fits before a taken night; the check-out alone dropped when the stay is
 * shorter than its check-in's minimum, so the visitor only picks a later departure.
 */
function withBookableDates(form: BookingForm): BookingForm {
  const { checkIn, checkOut } = form;
  if (!checkIn) return form;
  const taken = takenOf(form);
  const shortest = shortestAt(form.property);
  if ((checkOut && !stayIsFree(taken, checkIn, checkOut)) || !canStartOn(checkIn, taken, shortest))
    return { ...form, checkIn: '', checkOut: '', step: 1, shortcut: false, datesNote: 'noLongerFree' };
  if (checkOut && isTooShort(checkIn, checkOut, shortest))
    return { ...form, checkOut: '', step: 1, shortcut: false, datesNote: 'shorterThanMinimum' };
  return form;
}

/** Gives the wizard the properties it can book; an opening waiting for one of them starts. */
export function setBookableProperties(list: readonly DialogProperty[]): void {
  properties = new Map(list.map((property) => [property.id, property]));
  $bookingForm.set(opening($booking.get()));
}

/**
 * Fetches the property `target` opens on, and starts the opening once it is here, unless the wizard has closed or
 * opened on another meanwhile. A property that cannot be fetched (offline) closes the wizard, as a wizard whose code
 * cannot be fetched does; the next opening tries again.
 */
function fetchFor(target: BookingTarget): void {
  fetchProperty?.(target.propertyId).then(
    (property) => {
      properties.set(property.id, property);
      if ($booking.get() === target && !$bookingForm.get()) $bookingForm.set(opening(target));
    },
    (error: unknown) => {
      console.error('The property to book could not be loaded:', error);
      if ($booking.get() === target) closeBooking();
    },
  );
}

/** Lets the wizard fetch each property it opens on (`fetch`), those it already knows aside. */
export function fetchBookableWith(fetch: (id: string) => Promise<DialogProperty>): void {
  fetchProperty = fetch;
  $bookingForm.set(opening($booking.get()));
}

// Every opening of the booking dialog (from a card, a page, the assistant) starts a fresh form; closing ends it.
$booking.listen((target) => $bookingForm.set(opening(target)));

// Calendars that arrive after the opening still apply: dates whose nights are taken are dropped.
$availability.listen(() => {
  const form = $bookingForm.get();
  if (form) $bookingForm.set(withBookableDates(form));
});

// The property page's side card quotes the stay chosen here as soon as it can be requested, and follows its guests.
$bookingForm.listen((form) => {
  if (!form || !datesChosen(form) || !stayIsFree(takenOf(form), form.checkIn, form.checkOut)) return;
  const { checkIn, checkOut, guests } = form;
  const picked = $pickedStay.get();
  const propertyId = form.property.id;
  if (
    picked?.propertyId !== propertyId ||
    picked.checkIn !== checkIn ||
    picked.checkOut !== checkOut ||
    picked.guests !== guests
  )
    $pickedStay.set({ propertyId, checkIn, checkOut, guests });
});

/**
 * Picks a day in the dates step's calendar: the check-in first, then a later check-out, at least the check-in's
 * minimum away. The calendar never offers a day the minimum refuses; picked anyway, it changes nothing.
 */
export function pickDay(day: IsoDay): void {
  const form = $bookingForm.get();
  if (!form) return;
  const { checkIn, checkOut, problem } = pickBookableDay(form, day, takenOf(form), shortestAt(form.property));
  if (problem === 'tooShort' || problem === 'noRoom') return;
  const moved = problem === 'taken' && checkIn === day && checkIn !== form.checkIn;
  change({ checkIn, checkOut, datesNote: moved ? 'movedCheckIn' : (problem ?? null) });
}

/** From the dates to the guests, once the stay can be requested; else the visitor is told to choose it. */
export function toGuests(): void {
  const form = $bookingForm.get();
  if (!form) return;
  if (!datesChosen(form)) {
    notifyProblem(t('booking.datesMissingTitle'), t('booking.datesMissingText'), datesChosen);
    return;
  }
  change({ step: 2 });
}

/** From the guests to the contact details. */
export function toContacts(): void {
  change({ step: 3 });
}

/** One step back; the search's details block gives way to the steps. */
export function stepBack(): void {
  const form = $bookingForm.get();
  if (form && form.step > 1) change({ step: form.step === 3 ? 2 : 1, shortcut: false });
}

/** Adds `step` to the guests (a press on + or −), kept within 1 and the property's capacity. Relative to the form's
    guests as they are, not as last drawn: two presses before a redraw count twice. */
export function stepGuests(step: number): void {
  const form = $bookingForm.get();
  if (form)
    change({
      guests: Math.max(1, Math.min(form.property.capacity, Math.round(form.guests + step))),
      guestsCapped: false,
    });
}

/** Keeps what the visitor types in the contact fields, without characters a link could not carry. */
export function setContact(changes: { name?: string; phone?: string }): void {
  change({
    ...(changes.name === undefined ? {} : { name: withoutBrokenCharacters(changes.name) }),
    ...(changes.phone === undefined ? {} : { phone: withoutBrokenCharacters(changes.phone) }),
  });
}

/** Tells the visitor what keeps the request from going out (the send control is inactive until then). */
export function explainIncompleteRequest(): void {
  const form = $bookingForm.get();
  if (!form) return;
  const problem = contactProblem(form.name, form.phone);
  // Each notice leaves once its own problem is gone (a shorter name, both contacts given, the dates chosen).
  const solved = (current: BookingForm) => contactProblem(current.name, current.phone) !== problem;
  if (problem === 'nameTooLong') {
    notifyProblem(
      t('booking.nameTooLongTitle'),
      t('booking.nameTooLong', { max: count(CONTACT_LIMITS.name, 'character') }),
      solved,
    );
  } else if (problem === 'phoneTooLong') {
    notifyProblem(
      t('booking.phoneTooLongTitle'),
      t('booking.phoneTooLong', { max: count(CONTACT_LIMITS.phone, 'character') }),
      solved,
    );
  } else if (problem === 'missing')
    notifyProblem(t('booking.contactsMissingTitle'), t('booking.contactsMissingText'), solved);
  else notifyProblem(t('booking.datesMissingTitle'), t('booking.datesMissingText'), datesChosen);
}

/** The business number for people: '+40 741 234 567'. */
export function displayedNumber(digits: string): string {
  const match = /^40(\d{3})(\d{3})(\d{3})$/.exec(digits);
  return match ? `+40 ${match[1]} ${match[2]} ${match[3]}` : `+${digits}`;
}

/** The actions a request's notice offers: the WhatsApp chat again, the message to copy, the business number. */
function requestActions(link: string, message: string) {
  return [
    { kind: 'link' as const, label: t('booking.openAgain'), href: link, newTab: true },
    {
      kind: 'copy' as const,
      label: t('booking.copyMessage'),
      text: message,
      copied: t('booking.copied'),
      failed: t('booking.copyFailed'),
    },
    {
      kind: 'link' as const,
      label: t('booking.call', { number: displayedNumber(WHATSAPP_NUMBER) }),
      href: `tel:+${WHATSAPP_NUMBER}`,
    },
  ];
}

/** What the notice says of a request sent, once the site has answered (or could not be reached). */
function tellResult(result: SendResult, actions: ReturnType<typeof requestActions> | undefined, later = false): void {
  const { reference } = result;
  if (result.kind === 'recorded')
    notify(t('booking.recordedTitle', { reference }), t(later ? 'booking.recordedLaterText' : 'booking.recordedText'), {
      topic: later ? `request-${reference}` : TOPIC,
      ...(actions ? { actions } : {}),
    });
  else if (result.kind === 'kept')
    notify(t('booking.keptTitle', { reference }), t('booking.keptText'), {
      topic: TOPIC,
      ...(actions ? { actions } : {}),
    });
  else {
    const reason =
      result.code === 'nights_taken'
        ? 'booking.refused.nights_taken'
        : /limit/.test(result.code)
          ? 'booking.refused.limit'
          : 'booking.refused.other';
    notify(t('booking.refusedTitle', { reference }), t(reason), {
      variant: 'destructive',
      topic: TOPIC,
      ...(actions ? { actions } : {}),
    });
  }
}

/**
 * The visitor has pressed 'Trimite cererea': the WhatsApp chat opens with the request written (the link they
 * followed), and the site records the request, kept in the browser until it has it. The wizard closes and resets;
 * the notice says what became of the request, with what finishes it even if WhatsApp did not open: the same chat
 * again, the message to copy, and the business number to call.
 */
export function requestSent(send: (request: OutgoingRequest) => Promise<SendResult> = sendRequest): Promise<void> {
  const request = $bookingRequest.get();
  if (!request) return Promise.resolve();
  closeBooking();
  const actions = requestActions(request.link, request.message);
  const { reference } = request.outgoing;
  notify(t('booking.sendingTitle', { reference }), t('booking.sendingText'), { topic: TOPIC, actions });
  return send(request.outgoing).then((result) => tellResult(result, actions));
}

/** What the step with the contacts says is kept of a request, and for how long. */
export const retentionLine = (): string =>
  t('booking.retention', {
    afterCheckOut: count(REQUEST_RETENTION_DAYS.afterCheckOut, 'day'),
    afterReceived: count(REQUEST_RETENTION_DAYS.afterReceivedUnconfirmed, 'day'),
  });

/**
 * Sends the requests the browser kept (offline, or the site not answering when they were made) now and whenever the
 * connection returns; each one that gets through, or is refused, is told in a notice of its own.
 */
export function sendKeptRequestsWhenOnline(fetcher: typeof fetch = fetch): void {
  const sendAll = () =>
    void sendKeptRequests((result) => result.kind !== 'kept' && tellResult(result, undefined, true), fetcher);
  sendAll();
  window.addEventListener('online', sendAll);
}
