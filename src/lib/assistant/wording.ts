// The offline assistant's Romanian phrases: plain text in the formal register the site speaks, no markdown.
import { CITIES } from '../catalogue-rules';
import { formatDay, formatStay, nightsBetween, type IsoDay } from '../dates';
import { RO_NOUNS } from '../nouns-ro';
import { countNoun } from '../plural';
import type { AssistantProperty } from './catalogue';
import type { StayRequest } from './understand';

/** The label of the button under each property card that opens the booking form. */
export const BOOK_BUTTON = 'Rezervați';

/** The one line about money the assistant may say: it knows no prices and no availability. */
export const PRICE_NOTE = 'Prețul se clarifică la rezervare, iar plata se face doar după confirmare.';

/** A property as the replies name it: exact title in quotes, town and capacity. */
export function describe(property: AssistantProperty): string {
  return `„${property.title}” (${property.city}, până la ${countNoun(property.guests, RO_NOUNS.guest)})`;
}

/** Properties one per line, each behind a bullet that markdown does not read as a list. */
export function listed(properties: readonly AssistantProperty[]): string {
  return properties.map((property) => `• ${describe(property)}`).join('\n');
}

/** The stay dates for people: '12 iul. 2027 – 15 iul. 2027 (3 nopți)' or 'sosire pe 12 iul. 2027'. */
export function describeDates(checkIn: IsoDay, checkOut?: IsoDay): string {
  if (checkOut === undefined) return `sosire pe ${formatDay(checkIn)}`;
  return `${formatStay(checkIn, checkOut)} (${countNoun(nightsBetween(checkIn, checkOut), RO_NOUNS.night)})`;
}

/** 'Am notat: Constanța, 12 iul. 2027 – 15 iul. 2027 (3 nopți), 4 oaspeți.', or '' when nothing is known. */
export function understood(request: StayRequest): string {
  const parts = [
    request.city,
    request.checkIn === undefined ? undefined : describeDates(request.checkIn, request.checkOut),
    request.guests === undefined ? undefined : countNoun(request.guests, RO_NOUNS.guest),
  ].filter((part) => part !== undefined);
  return parts.length ? `Am notat: ${parts.join(', ')}.` : '';
}

/** 'a, b și c' (or 'a, b sau c'). */
function joined(items: readonly string[], last = 'și'): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1) ?? ''}`;
}

/** The question for what the visitor has not said yet, or '' when the stay is fully known. */
export function missingQuestion(request: StayRequest): string {
  const missing = [
    ...(request.city === undefined ? [`orașul (${joined(CITIES, 'sau')})`] : []),
    ...(request.checkIn === undefined ? ['datele sejurului (sosirea și plecarea)'] : []),
    ...(request.checkIn !== undefined && request.checkOut === undefined ? ['data plecării sau numărul de nopți'] : []),
    ...(request.guests === undefined ? ['numărul de oaspeți'] : []),
  ];
  return missing.length ? `Vă rog să îmi spuneți ${joined(missing)}.` : '';
}

/** How a reply with suggestions ends: what is still missing, or how to book. */
export function closing(request: StayRequest): string {
  return (
    missingQuestion(request) ||
    `Puteți apăsa butonul „${BOOK_BUTTON}” de sub proprietatea dorită sau îmi puteți spune pe care o alegeți.`
  );
}

/** Sentences run together into one paragraph, skipping empty ones. */
export function sentences(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}

/** Paragraphs and lists stacked into one message, one per line, skipping empty ones. */
export function lines(...parts: string[]): string {
  return parts.filter(Boolean).join('\n');
}
