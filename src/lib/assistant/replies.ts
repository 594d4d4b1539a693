// What each kind of offline answer says. Plain Romanian text, formal register; never a price or an availability.
import { RO_NOUNS } from '../nouns-ro';
import { countNoun } from '../plural';
import type { AssistantProperty } from './catalogue';
import type { ChatAnswer, OpenBookingAction } from './protocol';
import { alternatives, rankedMatches, SUGGESTION_LIMIT } from './ranking';
import type { StayRequest } from './understand';
import {
  closing,
  describe,
  describeDates,
  lines,
  listed,
  missingQuestion,
  PRICE_NOTE,
  sentences,
  understood,
} from './wording';

const THANKS = /\b(?:multumesc|multumim|multumiri|mersi|merci|thanks|thank\s+you)\b/;
const GREETING = /\b(?:salut|salutare|buna|hello|hei|hey|servus|ceau|ciao|noroc)\b/;
// Questions the catalogue cannot answer: the assistant says who can, rather than guessing.
const PRICE_QUESTION = /\b(?:pret\w*|cost\w*|tarif\w*)\b/;
const AVAILABILITY_QUESTION = /\b(?:disponibil\w*|liber[ae]?|ocupat\w*)\b/;

/** The reply that proposes the best properties for the stay, or the closest alternatives when none fits; `note` leads. */
export function proposals(request: StayRequest, note: string, catalogue: readonly AssistantProperty[]): ChatAnswer {
  const heard = sentences(note, understood(request));
  if (request.city === undefined && request.guests === undefined) {
    return {
      message: sentences(heard, 'Ca să vă recomand o proprietate potrivită,', lowerFirst(missingQuestion(request))),
    };
  }
  const matches = rankedMatches(catalogue, request.city, request.guests).slice(0, SUGGESTION_LIMIT);
  if (matches.length > 0 || request.guests === undefined) {
    return {
      message: lines(sentences(heard, 'Vă recomand:'), listed(matches), sentences(PRICE_NOTE, closing(request))),
      suggestions: matches.map((property) => property.id),
    };
  }
  return alternativesReply(request, request.guests, heard, catalogue);
}

/** Nothing in the town takes the party: the same party elsewhere, or the largest properties there are. */
function alternativesReply(
  request: StayRequest,
  guests: number,
  heard: string,
  catalogue: readonly AssistantProperty[],
): ChatAnswer {
  const { elsewhere, biggest } = alternatives(catalogue, guests, request.city);
  const where = request.city === undefined ? '' : ` în ${request.city}`;
  const top = biggest[0];
  const sorry = `Din păcate, nu am găsit${where} o proprietate pentru ${countNoun(guests, RO_NOUNS.guest)}${
    top ? `: cea mai mare primește până la ${countNoun(top.guests, RO_NOUNS.guest)}.` : '.'
  }`;
  const ending = sentences(
    PRICE_NOTE,
    'Spuneți-mi dacă una dintre ele vă convine sau dacă doriți să schimbați orașul ori numărul de oaspeți.',
    request.checkIn === undefined ? 'Vă rog să îmi spuneți și datele sejurului.' : '',
  );
  if (elsewhere.length > 0 && request.city !== undefined) {
    const others = elsewhere.slice(0, SUGGESTION_LIMIT - 1);
    const local = biggest.slice(0, 1);
    return {
      message: lines(
        sentences(heard, sorry, `Pentru ${countNoun(guests, RO_NOUNS.guest)} vă pot propune în alt oraș:`),
        listed(others),
        local.length ? `Sau, în ${request.city}, cea mai mare proprietate:` : '',
        listed(local),
        ending,
      ),
      suggestions: [...others, ...local].map((property) => property.id),
    };
  }
  const largest = biggest.slice(0, SUGGESTION_LIMIT);
  return {
    message: lines(
      sentences(
        heard,
        sorry,
        `Cele mai mari proprietăți${where} sunt acestea; pentru un grup mai mare puteți rezerva două dintre ele:`,
      ),
      listed(largest),
      ending,
    ),
    suggestions: largest.map((property) => property.id),
  };
}

/** Opens the booking form for the chosen property, or explains why the party does not fit it; `note` leads. */
export function bookingReply(
  property: AssistantProperty,
  request: StayRequest,
  note: string,
  catalogue: readonly AssistantProperty[],
): ChatAnswer {
  const { guests, checkIn, checkOut } = request;
  if (guests !== undefined && guests > property.guests) {
    const fitting = rankedMatches(catalogue, request.city, guests).slice(0, SUGGESTION_LIMIT);
    const refusal = `„${property.title}” primește cel mult ${countNoun(property.guests, RO_NOUNS.guest)}, așa că nu pot deschide rezervarea pentru ${countNoun(guests, RO_NOUNS.guest)}.`;
    if (fitting.length === 0)
      return { message: sentences(refusal, 'Vă rog să îmi spuneți dacă doriți să modificați numărul de oaspeți.') };
    return {
      message: lines(
        sentences(refusal, `Pentru ${countNoun(guests, RO_NOUNS.guest)} vă pot propune:`),
        listed(fitting),
        sentences(PRICE_NOTE, closing(request)),
      ),
      suggestions: fitting.map((candidate) => candidate.id),
    };
  }
  const action: OpenBookingAction = {
    type: 'open-booking',
    propertyId: property.id,
    ...(checkIn === undefined ? {} : { checkIn }),
    ...(checkIn === undefined || checkOut === undefined ? {} : { checkOut }),
    ...(guests === undefined ? {} : { guests }),
  };
  const details = [
    checkIn === undefined ? '' : describeDates(checkIn, checkOut),
    guests === undefined ? '' : countNoun(guests, RO_NOUNS.guest),
  ];
  const known = details.filter(Boolean).join(', ');
  return {
    message: sentences(
      note,
      `Deschid formularul de rezervare pentru ${describe(property)}${known ? `: ${known}` : ''}.`,
      checkIn === undefined
        ? 'Alegeți datele sejurului în formular.'
        : checkOut === undefined
          ? 'Alegeți data plecării în formular.'
          : '',
      guests === undefined ? 'Numărul de oaspeți îl puteți alege tot acolo.' : '',
      'Plata se face doar după confirmare.',
    ),
    action,
  };
}

/** A booking wish that names no property we can tell: ask which one, showing the `previous` proposals again. */
export function askWhich(previous: readonly AssistantProperty[]): ChatAnswer {
  if (previous.length === 0) {
    return {
      message:
        'Cu plăcere vă ajut cu rezervarea. Spuneți-mi numele sau numărul proprietății dorite ori orașul, datele și numărul de oaspeți, ca să vă recomand una.',
    };
  }
  return {
    message: lines(
      'Cu plăcere! Pe care dintre aceste proprietăți doriți să o rezervați? Puteți spune, de exemplu, „prima” sau numele ei.',
      listed(previous),
    ),
    suggestions: previous.map((property) => property.id),
  };
}

/** A turn with nothing about the stay: thanks get a short answer, anything else a polite question. */
export function idleReply(folded: string, request: StayRequest): ChatAnswer {
  if (THANKS.test(folded))
    return { message: 'Cu plăcere! Dacă mai aveți nevoie de ajutor cu cazarea, vă stau la dispoziție.' };
  const opening = !folded || GREETING.test(folded) ? 'Bună ziua!' : 'Nu sunt sigur că am înțeles.';
  const price = PRICE_QUESTION.test(folded);
  const availability = AVAILABILITY_QUESTION.test(folded);
  return {
    message: sentences(
      price ? `Nu cunosc prețurile: ${lowerFirst(PRICE_NOTE)}` : availability ? '' : opening,
      availability ? 'Disponibilitatea o confirmă gazda după ce trimiteți cererea de rezervare.' : '',
      'Vă pot ajuta să găsiți cazare pe litoral.',
      missingQuestion(request) ||
        'Spuneți-mi pe care dintre proprietățile propuse o alegeți sau ce doriți să schimbați.',
    ),
  };
}

/** 'Vă rog…' as the middle of a sentence. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('ro') + text.slice(1);
}
