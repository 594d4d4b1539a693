// Whether a guest's request can be recorded: a property of the catalogue, a stay the site takes (real days, not past,
// at least its check-in's minimum), a party the property holds, and nights nobody holds. The quote is worked out
// again by the site's one price rule, never taken from the browser.
import type { IsoDay } from '../../../lib/dates';
import { nightsBetween } from '../../../lib/dates';
import { MAX_DAYS_AHEAD, MAX_NIGHTS, stayProblem } from '../../../lib/stay';
import { HttpError } from '../../../server/http';
import { minimumStay, quoteStay, type PropertyPrices, type TownTax } from '../../prices';
import type { RequestDraft } from '../rules';

/** What the server knows of a property it takes requests for. */
export interface BookableProperty {
  id: string;
  title: string;
  /** Its title in the other languages, where a translation gives one. */
  titles?: Readonly<Record<string, string>> | undefined;
  capacity: number;
  prices?: PropertyPrices | undefined;
  tax?: TownTax | undefined;
}

/** What the site's price rule says a stay costs, in lei: null for a property without prices. */
export function serverTotal(property: BookableProperty, draft: Pick<RequestDraft, 'checkIn' | 'checkOut' | 'guests'>) {
  const quote = quoteStay(property.prices, draft, property.tax);
  return quote?.kind === 'priced' ? quote.total : null;
}

const STAY_MESSAGES = {
  missing: 'The stay needs a check-in and a check-out.',
  invalid: 'checkIn and checkOut must be days of the calendar.',
  past: 'The check-in has passed.',
  tooFar: `The check-in is more than ${MAX_DAYS_AHEAD} days ahead.`,
  inverted: 'The check-out must come after the check-in.',
  tooLong: `A stay is at most ${MAX_NIGHTS} nights.`,
} as const;

/**
 * The property the draft is for, once its stay and party can be requested on `today` (in Romania); else the 4xx that
 * says why, in words a person reads. The nights' availability is the caller's to check.
 */
export function checkDraft(
  draft: RequestDraft,
  catalogue: readonly BookableProperty[],
  today: IsoDay,
): BookableProperty | HttpError {
  const property = catalogue.find(({ id }) => id === draft.propertyId);
  if (!property)
    return new HttpError(404, 'unknown_property', `No property has id ${JSON.stringify(draft.propertyId)}.`);
  const problem = stayProblem(draft.checkIn, draft.checkOut, today);
  if (problem) return new HttpError(422, `stay_${problem}`, STAY_MESSAGES[problem]);
  const minimum = minimumStay(property.prices, draft.checkIn).nights;
  const nights = nightsBetween(draft.checkIn, draft.checkOut);
  if (nights < minimum)
    return new HttpError(
      422,
      'stay_too_short',
      `A stay from ${draft.checkIn} at this property is at least ${minimum} nights; this one is ${nights}.`,
    );
  if (draft.guests > property.capacity)
    return new HttpError(
      422,
      'too_many_guests',
      `This property takes at most ${property.capacity} guests; the request names ${draft.guests}.`,
    );
  return property;
}
