import { count, t } from '../../i18n';
import { formatDotted, nightsBetween, type IsoDay } from '../../lib/dates';
import type { Language } from '../../lib/languages';
import { GUESTS, usableStay, type Stay } from '../../lib/stay';
import { quoteStay, shownPriceLine, type PropertyPrices, type TownTax } from '../prices';
import { withoutBrokenCharacters } from '../requests';
import { priceTexts } from './price-texts';

/** What a booking request carries to WhatsApp. */
export interface BookingRequest {
  title: string;
  checkIn: IsoDay;
  checkOut: IsoDay;
  guests: number;
  name: string;
  phone: string;
  /** The property's prices, when its owner set them: the message then states the price the guest was shown. */
  prices?: PropertyPrices | undefined;
  /** Its town's tax, part of that price. */
  tax?: TownTax | undefined;
  /** The reference the site records it under, which the owner sees in the inbox too ('K7Q-428'). */
  reference?: string | undefined;
}

/**
 * The message the visitor sends on WhatsApp, in `language`; line breaks keep each detail on its own line and the
 * dates are always written dd.MM.yyyy. For a property with prices it also states the total the guest was shown
 * ('Preț afișat: 2.760 lei pentru 4 nopți, cu curățenia și taxa de stațiune'), so the owner reads the same figure.
 */
export function bookingMessage(request: BookingRequest, language: Language): string {
  const word = (key: Parameters<typeof t>[0]) => t(key, undefined, language);
  const nights = count(nightsBetween(request.checkIn, request.checkOut), 'night', language);
  const quote = quoteStay(request.prices, request, request.tax);
  return [
    word('request.greeting'),
    ...(request.reference ? [t('request.reference', { reference: request.reference }, language)] : []),
    `${word('request.property')}: ${request.title}`,
    `${word('request.dates')}: ${formatDotted(request.checkIn)} - ${formatDotted(request.checkOut)} (${nights})`,
    `${word('request.guests')}: ${count(request.guests, 'guest', language)}`,
    ...(quote?.kind === 'priced' ? [shownPriceLine(priceTexts(language), quote)] : []),
    `${word('request.name')}: ${withoutBrokenCharacters(request.name).trim()}`,
    `${word('request.phone')}: ${withoutBrokenCharacters(request.phone).trim()}`,
  ].join('\n');
}

/** Where the wizard starts and with what, every time it opens. */
export interface BookingStart {
  step: 1 | 2 | 3;
  /** Started from a complete search: the step indicators hide and a details block shows instead. */
  shortcut: boolean;
  checkIn: IsoDay;
  checkOut: IsoDay;
  guests: number;
  /** The requested guests exceeded the property's capacity and were lowered to it. */
  guestsCapped: boolean;
}

/**
 * The wizard's opening state for a property of `capacity` guests, from what is already known (a complete search,
 * or what the assistant passed on): straight to the contact step when a
 * requestable stay and the guests are known, else to the dates step; a stay that cannot be requested (past,
 * inverted, no night, too long) is dropped rather than carried into the request. Guests at most capacity.
 */
export function bookingStart(capacity: number, known: Stay, today: IsoDay): BookingStart {
  const { checkIn = '', checkOut = '' } = usableStay({ checkIn: known.checkIn, checkOut: known.checkOut }, today);
  const complete = Boolean(checkIn && checkOut && known.guests);
  const requested = known.guests ?? GUESTS.initial;
  const guests = Math.max(1, Math.min(capacity, requested));
  return {
    step: complete ? 3 : 1,
    shortcut: complete,
    checkIn,
    checkOut,
    guests,
    guestsCapped: requested > capacity,
  };
}
