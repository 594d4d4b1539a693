// What a visitor's Romanian message says about the stay they want: town, party size and dates.
import type { City } from '../catalogue-rules';
import type { IsoDay } from '../dates';
import { foldText } from '../filter';
import { readStayDates } from './dates-ro';
import { readGuests } from './guests-ro';

/** The stay a message asks for; a field is present only when the message states it. */
export interface StayRequest {
  city?: City;
  guests?: number;
  checkIn?: IsoDay;
  checkOut?: IsoDay;
}

// The ways people write each town once folded; 'Mamaia' alone is Mamaia-Sat, the only Mamaia the site covers,
// while Eforie Nord is a different town and is not read as Eforie Sud.
const CITY_PATTERNS: readonly (readonly [City, RegExp])[] = [
  ['Mamaia-Sat', /\bmamaia(?:[\s-]*sat)?\b/g],
  ['Constanța', /\bconstant(?:a|ei)\b/g],
  ['Eforie Sud', /\beforie\b(?![\s-]*nord)(?:[\s-]*sud\b)?/g],
];

// 'nu în Constanța, ci în Mamaia': a negated town is not the one wanted.
const NEGATED = /\bnu\s+(?:(?:in|la|din|prin)\s+)?$/;

/** The first town a folded message asks for, skipping towns it rules out. */
function readCity(folded: string): City | undefined {
  const mentions = CITY_PATTERNS.flatMap(([city, pattern]) =>
    [...folded.matchAll(pattern)]
      .filter((match) => !NEGATED.test(folded.slice(0, match.index)))
      .map((match) => ({ city, at: match.index })),
  );
  return mentions.sort((a, b) => a.at - b.at)[0]?.city;
}

/** Reads what a visitor's Romanian message says about the stay. `today` is the current day in Romania. */
export function readStayRequest(text: string, today: IsoDay): StayRequest {
  const folded = foldText(text);
  const { dates, rest } = readStayDates(folded, today);
  const city = readCity(folded);
  const guests = readGuests(rest);
  return {
    ...(city === undefined ? {} : { city }),
    ...(guests === undefined ? {} : { guests }),
    ...dates,
  };
}
