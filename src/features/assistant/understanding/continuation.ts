// Whether a visitor's turn goes on from the request before it or starts a new one. A new request ('sub 300 lei pe
// noapte în Constanța pentru 2 persoane' after a question about the penthouse in August) names a town and something
// more of the stay (the party, a budget, the days), and does not open with a word that ties it to what came before
// ('și', 'dar', 'and', 'what about', 'а') nor point back at it ('aceleași date', 'same dates', 'те же даты'). A turn
// that answers what the assistant asked ('suntem 4', '10-17', 'Constanța') or changes one thing goes on from it.
// Expects text folded by foldText (lower case, no diacritics), before any rewriting.
import type { Enquiry } from './understand';

const OPENERS = [
  // Romanian.
  'si',
  'iar',
  'dar',
  'insa',
  'atunci',
  'deci',
  'tot',
  'sau',
  'ori',
  'apoi',
  'plus',
  'de fapt',
  'ba nu',
  'mai bine',
  'in schimb',
  'cum ramane cu',
  'ce zici de',
  'ce ziceti de',
  // English.
  'and',
  'but',
  'then',
  'also',
  'or',
  'so',
  'actually',
  'instead',
  'what about',
  'how about',
  'what if',
  // Russian.
  'а',
  'и',
  'но',
  'тогда',
  'еще',
  'или',
  'также',
  'лучше',
  'а если',
  'а как насчет',
  'кстати',
  'вообще-то',
  'на самом деле',
];
const OPENS = new RegExp(`^[^\\p{L}\\d]*(?:${OPENERS.join('|')})(?![\\p{L}\\d])`, 'u');
const POINTS_BACK =
  /\b(?:aceleasi\s+(?:date|zile|nopti)|aceeasi\s+perioada|acelasi\s+interval|tot\s+atunci|tot\s+(?:in\s+)?(?:luna|perioada)\s+asta|same\s+(?:dates|days|nights|time|period|month)|those\s+(?:dates|days|nights))\b|(?<![\p{L}])(?:т[еоа]\s+же\s+(?:даты|дни|числа|ночи|период|месяц)|тогда\s+же)(?![\p{L}])/u;

/** True when a folded message ties itself to what came before, by its first words or by pointing back at it. */
export function goesOn(folded: string): boolean {
  return OPENS.test(folded) || POINTS_BACK.test(folded);
}

/**
 * True when a turn (`turn`, read from the folded message `folded`) is a new request: it names a town and the party,
 * a budget or the days, and does not go on from the one before.
 */
export function startsAfresh(folded: string, turn: Enquiry): boolean {
  if (turn.city === undefined || goesOn(folded)) return false;
  return [turn.guests, turn.budget, turn.checkIn, turn.month, turn.nights].some((value) => value !== undefined);
}
