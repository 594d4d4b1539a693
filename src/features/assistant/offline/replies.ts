// What each kind of offline answer says, in the conversation's language (phrases-*.ts). Plain text; a price only as
// the catalogue gives it (price-words.ts), never an availability the calendars do not show.
import type { IsoDay } from '../../../lib/dates';
import type { Language } from '../../../lib/languages';
import { GUESTS } from '../../../lib/stay';
import { fromPrice, fromText, minimumText } from '../../prices';
import { takenReply } from '../search/availability';
import { bookingProblems } from '../search/booking-check';
import type { AssistantProperty } from '../search/catalogue';
import { hasWishes, joined, lines, listed, monthName, sentences, type AssistantPhrases, type PriceOf } from './phrases';
import { listPrices, priceDetails, shortPrice } from './price-words';
import { priceTexts } from './price-texts';
import { priceFact } from '../search/price-facts';
import { ENGLISH } from './phrases-en';
import { ROMANIAN } from './phrases-ro';
import { RUSSIAN } from './phrases-ru';
import type { ChatAnswer, OpenBookingAction } from '../protocol';
import { alternatives, criteriaOf, rankedMatches, SUGGESTION_LIMIT, withoutWishes } from '../search/ranking';
import type { Enquiry } from '../understanding/understand';

const PHRASES: Readonly<Record<Language, AssistantPhrases>> = { ro: ROMANIAN, en: ENGLISH, ru: RUSSIAN };

/**
 * The offline assistant's sentences in `language`: the answer's, which its cards follow, so the booking button it
 * quotes is labelled in it too, whatever the page's language. Asking for the town, they name the catalogue's `towns`
 * (its first three when not given).
 */
export function phrasesFor(language: Language, towns?: readonly string[]): AssistantPhrases {
  const phrases = PHRASES[language];
  return towns ? { ...phrases, missing: { ...phrases.missing, town: phrases.whichTown(towns) } } : phrases;
}

const THANKS = /\b(?:multumesc|multumim|multumiri|mersi|merci|thanks|thank\s+you)\b/;
const GREETING = /\b(?:salut|salutare|buna|hello|hei|hey|servus|ceau|ciao|noroc)\b/;
// 'Cât costă?', 'how much', 'сколько стоит' (English and Russian arrive as 'pret'); never 'Costanta'.
const PRICE_QUESTION =
  /\b(?:pret\w*|cost(?!an)\w*|tarif\w*|cat\s+(?:vine|iese|ar\s+(?:iesi|veni|fi)|(?:e|este)\s+(?:o\s+)?(?:noapte\w*|totalul|sejurul)))\b/;
// A question the calendars answer only in part: the host confirms.
const AVAILABILITY_QUESTION = /\b(?:disponibil\w*|liber[ae]?|ocupat\w*)\b/;

/** True when a folded message asks what something costs. */
export function asksPrice(folded: string): boolean {
  return PRICE_QUESTION.test(folded);
}

/** True when a folded message asks what something costs or whether it is free: not a search by itself. */
export function asksTheHost(folded: string): boolean {
  return PRICE_QUESTION.test(folded) || AVAILABILITY_QUESTION.test(folded);
}

/** 'Am notat: Constanța, 12 iul. 2027 – 15 iul. 2027 (3 nopți), 4 oaspeți.', or '' when nothing is known. */
function understood(request: Enquiry, p: AssistantPhrases): string {
  const when =
    request.checkIn !== undefined
      ? p.dates(request.checkIn, request.checkOut)
      : [
          request.month === undefined ? '' : monthName(request.month, p.locale),
          request.nights === undefined ? '' : p.describeNights(request.nights),
        ]
          .filter(Boolean)
          .join(', ');
  const parts = [
    request.city === undefined ? '' : p.town(request.city),
    when,
    request.guests === undefined ? '' : p.describeGuests(request.guests),
    request.price === undefined ? '' : p.price[request.price],
    p.wishes(request),
    request.budget === undefined ? '' : p.budget(request.budget),
  ].filter(Boolean);
  return sentences(parts.length ? p.noted(parts.join(', ')) : '', request.foreignBudget ? p.leiOnly : '');
}

/** The question for what the visitor has not said yet, or '' when the stay is fully known. */
function missingQuestion(request: Enquiry, p: AssistantPhrases): string {
  const undated = request.checkIn === undefined && request.month === undefined;
  const missing = [
    ...(request.city === undefined ? [p.missing.town] : []),
    ...(undated ? [request.nights === undefined ? p.missing.stayDates : p.missing.arrivalDay] : []),
    ...(request.checkIn !== undefined && request.checkOut === undefined ? [p.missing.departure] : []),
    ...(request.guests === undefined ? [p.missing.guests] : []),
  ];
  // A month without days asks for the days; with the stay's length known, for the first day only.
  const month = request.checkIn === undefined ? request.month : undefined;
  return sentences(
    missing.length ? p.pleaseTell(joined(missing, p.and)) : '',
    month === undefined
      ? ''
      : request.nights === undefined
        ? p.whichDays(month)
        : p.whichDayStarts(month, request.nights),
  );
}

/** Which party the totals are for, when the stay's days are known and its party is not ('' otherwise). */
function partyOfTotals(request: Enquiry, p: AssistantPhrases): string {
  const dated = request.checkIn !== undefined && request.checkOut !== undefined;
  return dated && request.guests === undefined ? p.pricesForParty(GUESTS.initial) : '';
}

/** How a reply with suggestions ends: what is still missing, or how to book. */
function closing(request: Enquiry, p: AssistantPhrases): string {
  return missingQuestion(request, p) || p.howToBook(p.bookButton);
}

/** The reply that proposes the best properties for the stay, or the closest alternatives when none fits; `note` leads. */
export function proposals(
  request: Enquiry,
  note: string,
  catalogue: readonly AssistantProperty[],
  p: AssistantPhrases,
  today: IsoDay,
): ChatAnswer {
  const heard = sentences(note, understood(request, p));
  const searchable =
    request.city !== undefined || request.guests !== undefined || hasWishes(request) || request.kind !== undefined;
  if (!searchable) return { message: sentences(heard, p.needMore(missingQuestion(request, p))) };
  const matches = rankedMatches(catalogue, criteriaOf(request, today)).slice(0, SUGGESTION_LIMIT);
  const priced = listPrices(request, today, p);
  if (matches.length > 0) {
    return {
      message: lines(
        sentences(heard, partyOfTotals(request, p), p.recommend),
        listed(matches, p, priced),
        sentences(p.priceNote, closing(request, p)),
      ),
      suggestions: matches.map((property) => property.id),
    };
  }
  const partyFits =
    request.guests === undefined || rankedMatches(catalogue, { city: request.city, guests: request.guests }).length > 0;
  if (partyFits) return wishesReply(request, heard, catalogue, p, today);
  return alternativesReply(request, request.guests ?? 0, heard, catalogue, p, today);
}

/** The party fits, but not with every wish: the same wishes in another town, and the town's closest without them. */
function wishesReply(
  request: Enquiry,
  heard: string,
  catalogue: readonly AssistantProperty[],
  p: AssistantPhrases,
  today: IsoDay,
): ChatAnswer {
  const { elsewhere, nearest } = withoutWishes(catalogue, criteriaOf(request, today));
  const others = elsewhere.slice(0, SUGGESTION_LIMIT - 1);
  const local = nearest.slice(0, others.length ? 1 : SUGGESTION_LIMIT);
  const priced = listPrices(request, today, p);
  return {
    message: lines(
      sentences(heard, p.noneWithWishes(request), others.length ? p.wishesElsewhere(request) : ''),
      listed(others, p, priced),
      local.length ? p.withoutWishes(request) : '',
      listed(local, p, priced),
      p.wishesEnding,
    ),
    suggestions: [...others, ...local].map((property) => property.id),
  };
}

/** Nothing in the town takes the party: the same party elsewhere, or the largest properties there are. */
function alternativesReply(
  request: Enquiry,
  guests: number,
  heard: string,
  catalogue: readonly AssistantProperty[],
  p: AssistantPhrases,
  today: IsoDay,
): ChatAnswer {
  const priced = listPrices(request, today, p);
  const { elsewhere, biggest } = alternatives(catalogue, guests, request.city);
  const sorry = p.noneForParty(guests, request.city, biggest[0]?.capacity);
  const ending = p.alternativesEnding(request.checkIn === undefined && request.month === undefined);
  if (elsewhere.length > 0 && request.city !== undefined) {
    const others = elsewhere.slice(0, SUGGESTION_LIMIT - 1);
    const local = biggest.slice(0, 1);
    return {
      message: lines(
        sentences(heard, sorry, p.partyElsewhere(guests)),
        listed(others, p, priced),
        local.length ? p.largestInTown(request.city) : '',
        listed(local, p, priced),
        ending,
      ),
      suggestions: [...others, ...local].map((property) => property.id),
    };
  }
  const largest = biggest.slice(0, SUGGESTION_LIMIT);
  return {
    message: lines(sentences(heard, sorry, p.largestOverall(request.city)), listed(largest, p, priced), ending),
    suggestions: largest.map((property) => property.id),
  };
}

/** Opens the booking form for the chosen property, or explains why it cannot take the stay; `note` leads. */
export function bookingReply(
  property: AssistantProperty,
  request: Enquiry,
  note: string,
  catalogue: readonly AssistantProperty[],
  p: AssistantPhrases,
  today: IsoDay,
): ChatAnswer {
  const { guests, checkIn } = request;
  const problems = bookingProblems(property, request);
  // Taken nights first: the refusal then offers properties free on them, for the same party.
  if (problems.some((problem) => problem.kind === 'taken'))
    return takenReply(property, request, note, catalogue, p, listPrices(request, today, p));
  if (guests !== undefined && problems.some((problem) => problem.kind === 'tooManyGuests')) {
    const fitting = rankedMatches(catalogue, { city: request.city, guests }).slice(0, SUGGESTION_LIMIT);
    const refusal = p.tooSmall(property, guests);
    if (fitting.length === 0) return { message: sentences(refusal, p.changeGuests) };
    return {
      message: lines(
        sentences(refusal, p.fitsParty(guests)),
        listed(fitting, p, listPrices(request, today, p)),
        sentences(p.priceNote, closing(request, p)),
      ),
      suggestions: fitting.map((candidate) => candidate.id),
    };
  }
  // Too short a stay for its check-in: the form opens on the arrival, and the departure is chosen there.
  const short = problems.find((problem) => problem.kind === 'tooShort');
  const checkOut = short ? undefined : request.checkOut;
  const action: OpenBookingAction = {
    type: 'open-booking',
    propertyId: property.id,
    ...(checkIn === undefined ? {} : { checkIn }),
    ...(checkIn === undefined || checkOut === undefined ? {} : { checkOut }),
    ...(guests === undefined ? {} : { guests }),
  };
  const known = [
    checkIn === undefined ? '' : p.dates(checkIn, checkOut),
    guests === undefined ? '' : p.describeGuests(guests),
  ]
    .filter(Boolean)
    .join(', ');
  const fact = checkIn && checkOut ? priceFact(property, request, today) : undefined;
  return {
    message: sentences(
      note,
      p.opening(property, known),
      short?.kind === 'tooShort' ? `${minimumText(priceTexts(p.language), short.minimum)}.` : '',
      fact ? asSentence(shortPrice(fact, p)) : '',
      checkIn === undefined ? p.chooseDates : checkOut === undefined ? p.chooseDeparture : '',
      guests === undefined ? p.chooseGuests : '',
      p.paymentNote,
    ),
    action,
  };
}

/** A phrase as a sentence of its own: its first letter upper case, a full stop after it. */
function asSentence(phrase: string): string {
  return `${phrase.charAt(0).toLocaleUpperCase()}${phrase.slice(1)}.`;
}

/** A booking wish that names no property we can tell: ask which one, showing the `previous` proposals again. */
export function askWhich(previous: readonly AssistantProperty[], p: AssistantPhrases, price?: PriceOf): ChatAnswer {
  if (previous.length === 0) return { message: p.askWhichNone };
  return {
    message: lines(p.askWhich, listed(previous, p, price)),
    suggestions: previous.map((property) => property.id),
  };
}

/** The stay a price is given for, in words: its days and party, or its month; '' when neither is known. */
function stayWords(request: Enquiry, p: AssistantPhrases): string {
  const { checkIn, checkOut, month, guests } = request;
  const when =
    checkIn !== undefined && checkOut !== undefined
      ? p.dates(checkIn, checkOut)
      : month === undefined
        ? ''
        : monthName(month, p.locale);
  // A total is for a party: the one asked for, or the site's usual one, which the quote assumed.
  const party = when && checkIn !== undefined ? p.describeGuests(guests ?? GUESTS.initial) : '';
  return [when, party].filter(Boolean).join(', ');
}

/**
 * What the properties asked about cost (one in full: its total line by line, or its seasons and fees), for the stay
 * as known; with none to price, where the catalogue's prices start and what to tell. `note` leads.
 */
export function priceReply(
  properties: readonly AssistantProperty[],
  request: Enquiry,
  note: string,
  catalogue: readonly AssistantProperty[],
  p: AssistantPhrases,
  today: IsoDay,
): ChatAnswer {
  const dated = request.checkIn !== undefined && request.checkOut !== undefined;
  const ending = sentences(
    dated ? '' : p.datesForTotal,
    p.priceNote,
    missingQuestion(request, p) ? '' : p.howToBook(p.bookButton),
  );
  if (properties.length === 0) {
    const lowest = Math.min(
      ...catalogue.flatMap((property) => (property.prices ? [fromPrice(property.prices, today)] : [])),
    );
    const start = Number.isFinite(lowest) ? p.pricesStart(fromText(priceTexts(p.language), lowest)) : '';
    return { message: sentences(note, start, p.canHelp, missingQuestion(request, p) || p.pickOrChange) };
  }
  const [only] = properties;
  const details = properties.length === 1 && only ? priceDetails(only, request, today, p) : [];
  return {
    message: lines(
      sentences(note, p.pricesFor(stayWords(request, p))),
      listed(properties, p, listPrices(request, today, p)),
      ...details,
      ending,
    ),
    suggestions: properties.map((property) => property.id),
  };
}

/** A turn with nothing about the stay: thanks get a short answer, anything else a polite question. */
export function idleReply(folded: string, request: Enquiry, p: AssistantPhrases): ChatAnswer {
  if (THANKS.test(folded)) return { message: p.thanks };
  const opening = !folded || GREETING.test(folded) ? p.greeting : p.notUnderstood;
  const availability = AVAILABILITY_QUESTION.test(folded);
  return {
    message: sentences(
      availability ? '' : opening,
      availability ? p.availability : '',
      p.canHelp,
      missingQuestion(request, p) || p.pickOrChange,
    ),
  };
}
