// The owners' calendars in the assistant's answers: a stay's candidates are only properties free for every night
// of it, and a property asked for by name on taken nights is refused with the reason and free alternatives.
import type { AvailabilityAnswer } from '../../availability';
import type { Stay } from '../../../lib/stay';
import { isTakenFor } from './booking-check';
import type { AssistantProperty } from './catalogue';
import type { ChatAnswer } from '../protocol';
import { rankedMatches, SUGGESTION_LIMIT } from './ranking';
import type { Enquiry } from '../understanding/understand';
import { lines, listed, sentences, type AssistantPhrases, type PriceOf } from '../offline/phrases';

/** The catalogue with each property's taken nights from an availability answer (none where it knows none). */
export function withTakenNights(
  catalogue: readonly AssistantProperty[],
  answer: AvailabilityAnswer,
): AssistantProperty[] {
  return catalogue.map((property) => ({ ...property, taken: answer.properties[property.id]?.taken ?? [] }));
}

/** The properties free for every night of the stay (all of them while its days are not both known). */
export function freeFor(catalogue: readonly AssistantProperty[], stay: Stay): AssistantProperty[] {
  return catalogue.filter((property) => !isTakenFor(property, stay));
}

/** What the model is told when it tries to book taken nights, so it can say so and offer others. */
export function takenError(property: AssistantProperty, checkIn: string, checkOut: string): string {
  return `Property ${property.id} is already taken on some nights from ${checkIn} to ${checkOut} (its owners' calendars say so). Tell the visitor, and offer other dates or search_properties for the same stay.`;
}

/**
 * The offline answer to booking a property whose calendar shows the stay taken: why, and free ones like it (each with
 * its `price`), in the phrases' language.
 */
export function takenReply(
  property: AssistantProperty,
  request: Enquiry,
  note: string,
  catalogue: readonly AssistantProperty[],
  p: AssistantPhrases,
  price?: PriceOf,
): ChatAnswer {
  const { checkIn = '', checkOut } = request;
  const refusal = p.taken(property, p.dates(checkIn, checkOut));
  const party = request.guests ?? 1;
  const others = rankedMatches(freeFor(catalogue, request), { city: property.city, guests: Math.max(party, 1) })
    .filter((other) => other.id !== property.id)
    .slice(0, SUGGESTION_LIMIT);
  if (others.length === 0) return { message: sentences(note, refusal, p.otherDatesOrTown) };
  return {
    message: lines(
      sentences(note, refusal, p.freeInTown(property.city, request.guests || undefined)),
      listed(others, p, price),
      p.takenEnding,
    ),
    suggestions: others.map((other) => other.id),
  };
}

/** True when the town and party have matches, but every one of them is taken on a night of the stay. */
export function everyMatchTaken(request: Enquiry, catalogue: readonly AssistantProperty[]): boolean {
  if (!request.checkIn || !request.checkOut || (request.city === undefined && request.guests === undefined))
    return false;
  return (
    rankedMatches(catalogue, request).length > 0 && rankedMatches(freeFor(catalogue, request), request).length === 0
  );
}

/**
 * The offline answer when every match is taken: says so, and offers what is free then in the other towns (each with
 * its `price`), in the phrases' language.
 */
export function allTakenReply(
  request: Enquiry,
  note: string,
  catalogue: readonly AssistantProperty[],
  p: AssistantPhrases,
  price?: PriceOf,
): ChatAnswer {
  const sorry = p.allTaken(p.dates(request.checkIn ?? '', request.checkOut), request.city, request.guests);
  const elsewhere = rankedMatches(freeFor(catalogue, request), { guests: request.guests })
    .filter((other) => other.city !== request.city)
    .slice(0, SUGGESTION_LIMIT);
  if (elsewhere.length === 0) return { message: sentences(note, sorry, p.otherDates) };
  return {
    message: lines(sentences(note, sorry, p.freeElsewhere), listed(elsewhere, p, price), p.orOtherDates),
    suggestions: elsewhere.map((property) => property.id),
  };
}
