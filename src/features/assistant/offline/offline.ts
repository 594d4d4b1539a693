// The assistant used when the site has no AI key (or the model cannot answer in time): reads the conversation with
// the matcher and answers from the catalogue alone, so it never states a price or an availability it does not know.
// It answers in the page's language until the visitor writes in another, then in the last one they wrote in.
import { addDays } from 'date-fns';
import { fromIsoDay, toIsoDay, type IsoDay } from '../../../lib/dates';
import { DEFAULT_LANGUAGE, type Language } from '../../../lib/languages';
import { checkInProblem, stayProblem, usableStay } from '../../../lib/stay';
import { allTakenReply, everyMatchTaken, freeFor } from '../search/availability';
import {
  asksToBook,
  describesSearch,
  namedProperty,
  wishes,
  withoutName,
  type NamedProperty,
} from '../understanding/booking-intent';
import type { AssistantProperty } from '../search/catalogue';
import { sentences, type AssistantPhrases, type FallbackReason } from './phrases';
import type { ChatAnswer, ChatTurn } from '../protocol';
import {
  askWhich,
  asksPrice,
  asksTheHost,
  bookingReply,
  idleReply,
  phrasesFor,
  priceReply,
  proposals,
} from './replies';
import { listPrices } from './price-words';
import { readFolded, readMessage, type Enquiry, type Reading } from '../understanding/understand';
import { catalogueTowns, townNames, type CatalogueTown } from '../search/towns';
import { foldText } from '../../../lib/filter';
import { startsAfresh } from '../understanding/continuation';
import { isKind } from '../understanding/kinds';

/** What the earlier turns established: the stay so far, the last properties proposed, the conversation's language. */
interface Memory {
  request: Enquiry;
  suggestions: string[];
  language: Language;
}

/** The memory before the visitor's first turn: nothing known, and the language of the page they write on. */
function fresh(page: Language): Memory {
  return { request: {}, suggestions: [], language: page };
}

/** The day `nights` after `day`. */
function after(day: IsoDay, nights: number): IsoDay {
  const date = fromIsoDay(day);
  return date ? toIsoDay(addDays(date, nights)) : day;
}

/** The days of the stay after a turn: new days replace the old, a month replaces days, nights complete an arrival. */
function mergedDays(before: Enquiry, turn: Enquiry): Pick<Enquiry, 'checkIn' | 'checkOut' | 'month' | 'nights'> {
  if (turn.checkIn !== undefined) {
    const checkOut =
      turn.checkOut ??
      (before.nights === undefined || before.checkIn !== undefined ? undefined : after(turn.checkIn, before.nights));
    return { checkIn: turn.checkIn, ...(checkOut === undefined ? {} : { checkOut }) };
  }
  if (turn.month !== undefined) {
    const nights = turn.nights ?? before.nights;
    return { month: turn.month, ...(nights === undefined ? {} : { nights }) };
  }
  if (turn.nights !== undefined) {
    if (before.checkIn !== undefined) return { checkIn: before.checkIn, checkOut: after(before.checkIn, turn.nights) };
    return { ...(before.month === undefined ? {} : { month: before.month }), nights: turn.nights };
  }
  const { checkIn, checkOut, month, nights } = before;
  return {
    ...(checkIn === undefined ? {} : { checkIn }),
    ...(checkOut === undefined ? {} : { checkOut }),
    ...(month === undefined ? {} : { month }),
    ...(nights === undefined ? {} : { nights }),
  };
}

/** A request without its town and days: what a new request does not carry over unless it names them again. */
function withoutWhereAndWhen(request: Enquiry): Enquiry {
  const { city, checkIn, checkOut, month, nights, ...rest } = request;
  return rest;
}

/**
 * The stay after a new turn: later mentions win, wishes add up, and the days merge as mergedDays says. A budget
 * replaces the one before; 'pe noapte' or 'în total' alone says how the one before was meant. A budget in another
 * currency is the turn's alone, answered once. A new request (`afresh`, continuation.ts) keeps the party and the
 * wishes, not the town or the days it does not repeat.
 */
function merged(earlier: Enquiry, turn: Enquiry, afresh: boolean): Enquiry {
  const before = afresh ? withoutWhereAndWhen(earlier) : earlier;
  const city = turn.city ?? before.city;
  const guests = turn.guests ?? before.guests;
  const amenities = [...new Set([...(before.amenities ?? []), ...(turn.amenities ?? [])])];
  const price = turn.price ?? before.price;
  const budget =
    turn.budget ??
    (before.budget && turn.budgetPer ? { amount: before.budget.amount, per: turn.budgetPer } : before.budget);
  const kind = turn.kind ?? before.kind;
  return {
    ...(city === undefined ? {} : { city }),
    ...(guests === undefined ? {} : { guests }),
    ...mergedDays(before, turn),
    ...(amenities.length ? { amenities } : {}),
    ...(price === undefined ? {} : { price }),
    ...(budget === undefined ? {} : { budget }),
    ...(turn.foreignBudget ? { foreignBudget: turn.foreignBudget } : {}),
    ...(kind === undefined ? {} : { kind }),
  };
}

/**
 * Whether a turn says anything to search by. Nights alone ('cât costă o noapte?') do not, unless they end a stay; nor
 * does a kind of stay named in a question for the host ('Este liberă vila?'), nor 'pe noapte' without a budget before.
 */
function searchNews(folded: string, turn: Enquiry, before: Enquiry): boolean {
  const { nights, kind, budgetPer, ...rest } = turn;
  return (
    Object.keys(rest).length > 0 ||
    (budgetPer !== undefined && before.budget !== undefined) ||
    (kind !== undefined && !asksTheHost(folded)) ||
    (nights !== undefined && (before.checkIn !== undefined || before.month !== undefined))
  );
}

/** The stay without dates that cannot be requested (past, inverted, too long, too far), and the sentence why. */
function withUsableDates(request: Enquiry, today: IsoDay, p: AssistantPhrases): { request: Enquiry; note: string } {
  const { checkIn, checkOut, ...rest } = request;
  if (checkIn === undefined) return { request, note: '' };
  const problem = checkOut === undefined ? checkInProblem(checkIn, today) : stayProblem(checkIn, checkOut, today);
  return problem ? { request: rest, note: p.datesProblem(problem, checkIn, checkOut) } : { request, note: '' };
}

/** The properties behind a list of suggested ids, in the list's order. */
function shown(ids: readonly string[], catalogue: readonly AssistantProperty[]): AssistantProperty[] {
  return ids.flatMap((id) => catalogue.filter((property) => property.id === id));
}

/** Whether a turn books the property it names: an outright booking verb, a wish, or a pick from the list. */
function booksNamed(folded: string, named: NamedProperty, turn: Enquiry, shownBefore: readonly string[]): boolean {
  if (asksToBook(folded)) return true;
  // 'Vreau o cameră în Constanța cu fereastră spre mare' is a search that happens to quote a title, not a choice; so is
  // 'vreau cu jacuzzi' (an amenity some title names), unless it picks among the properties just proposed.
  if (named.by === 'title') {
    const asksAmenities = (turn.amenities?.length ?? 0) > 0 && !shownBefore.includes(named.property.id);
    return wishes(folded) && !describesSearch(folded) && turn.city === undefined && !asksAmenities;
  }
  // A place in the list ('prima', 'a doua') only ever refers to the properties just proposed.
  return named.by === 'position' || wishes(folded);
}

/** Whether a turn describes a search of its own ('vreau o vilă…', a town, an amenity) rather than naming one place. */
function searchesBy(folded: string, turn: Enquiry): boolean {
  return describesSearch(folded) || turn.city !== undefined || (turn.amenities?.length ?? 0) > 0;
}

/** One visitor turn as read: the message, the property it names, and what it asks of the stay. */
interface Turn {
  reading: Reading;
  named: NamedProperty | undefined;
  turn: Enquiry;
}

/**
 * Reads a visitor's turn after the earlier ones. What the stay must offer comes from the visitor's own words only: a
 * title quoted to name a property ('cât costă camera dublă cu balcon spre mare?') asks nothing of the stays proposed
 * after it.
 */
function readTurn(text: string, memory: Memory, catalogue: readonly AssistantProperty[], today: IsoDay): Turn {
  const towns = catalogueTowns(catalogue);
  const reading = readMessage(text, towns);
  const named = namedProperty(reading.folded, catalogue, memory.suggestions);
  const own = named?.by === 'title' ? { ...reading, folded: withoutName(reading.folded, named.property) } : reading;
  const read = readFolded(own, today, {
    towns,
    ...(memory.request.month === undefined ? {} : { month: memory.request.month }),
  });
  // 'Cât costă o noapte la penthouse?' names the penthouse: its kind is no preference for the searches after.
  const { kind, ...rest } = read;
  const namesItsKind =
    named?.by === 'title' && kind !== undefined && isKind(named.property, kind) && !searchesBy(reading.folded, read);
  return { reading, named, turn: namesItsKind ? rest : read };
}

/**
 * The answer to one user turn given what the earlier turns established, and what this turn establishes; a turn that
 * does not tell its language (a number, a town) is answered in the conversation's so far (the page's at first).
 */
function replyToTurn(
  text: string,
  memory: Memory,
  catalogue: readonly AssistantProperty[],
  today: IsoDay,
): [ChatAnswer, Memory] {
  const { reading, named, turn } = readTurn(text, memory, catalogue, today);
  const { folded, language: said } = reading;
  const language = said ?? memory.language;
  const p = phrasesFor(language, townNames(catalogue));
  const request = merged(memory.request, turn, startsAfresh(foldText(text), turn));
  const { request: usable, note } = withUsableDates(request, today, p);
  const hasNews = searchNews(folded, turn, memory.request);
  let answer: ChatAnswer;
  // The owners' calendars: a property asked for on taken nights is refused with free ones like it (bookingReply),
  // and a search proposes only properties free for every night of the stay.
  const asksCost = asksPrice(folded) && !asksToBook(folded);
  const priced = listPrices(usable, today, p);
  // What a property costs is asked of the one named, else of those just proposed; a search that asks it is a search,
  // whose proposals say their prices ('Cât costă o cameră cu jacuzzi în Eforie?' quotes a title's word, but searches).
  const searching = turn.city !== undefined || (turn.amenities?.length ?? 0) > 0;
  if (named && asksCost && (named.by !== 'title' || !searching))
    answer = priceReply([named.property], usable, note, catalogue, p, today);
  else if (named && booksNamed(folded, named, turn, memory.suggestions))
    answer = bookingReply(named.property, usable, note, catalogue, p, today);
  else if (asksToBook(folded) && !hasNews) answer = askWhich(shown(memory.suggestions, catalogue), p, priced);
  else if (asksCost && !hasNews)
    answer = priceReply(shown(memory.suggestions, catalogue), usable, note, catalogue, p, today);
  else if (!hasNews) answer = idleReply(folded, usable, p);
  else
    answer = everyMatchTaken(usable, catalogue)
      ? allTakenReply(usable, note, catalogue, p, priced)
      : proposals(usable, note, freeFor(catalogue, usable), p, today);
  // What is noted goes with every answer: booking one of its suggestions starts from it.
  const noted = usableStay(usable, today);
  if (Object.keys(noted).length) answer = { ...answer, stay: noted };
  // The list a visitor sees last stays what 'prima' or 'a doua' refer to until a reply proposes another.
  return [answer, { request, suggestions: answer.suggestions ?? memory.suggestions, language }];
}

/** Replays the visitor's turns in order, each answered as the offline assistant would on a page in `page`. */
function replay(
  conversation: readonly ChatTurn[],
  catalogue: readonly AssistantProperty[],
  today: IsoDay,
  page: Language,
): [ChatAnswer, Memory] {
  // Every user turn is replayed, so the stay and the earlier suggestions are rebuilt from the conversation itself:
  // the same turns always give the same answers, whatever the browser shows or stores.
  let memory = fresh(page);
  let answer: ChatAnswer = idleReply('', memory.request, phrasesFor(memory.language, townNames(catalogue)));
  for (const turn of conversation) {
    if (turn.role !== 'user') continue;
    [answer, memory] = replyToTurn(turn.content, memory, catalogue, today);
  }
  return [answer, memory];
}

/** How the offline assistant answers: on which page, and, when it stands in for the model, why. */
export interface OfflineOptions {
  /** Why the model did not answer, so the answer says so first. */
  fallback?: FallbackReason;
  /** The page's language: the answer's until the visitor writes in another (Romanian when not given). */
  language?: Language;
}

/** The offline assistant's answer to a conversation (the last turn is the visitor's). */
export function offlineReply(
  conversation: readonly ChatTurn[],
  catalogue: readonly AssistantProperty[],
  today: IsoDay,
  { fallback, language = DEFAULT_LANGUAGE }: OfflineOptions = {},
): ChatAnswer {
  const [answer, memory] = replay(conversation, catalogue, today, language);
  if (!fallback) return { ...answer, language: memory.language };
  return {
    ...answer,
    message: sentences(phrasesFor(memory.language, townNames(catalogue)).fallback(fallback), answer.message),
    language: memory.language,
  };
}

/**
 * What the conversation has established (the stay, the wishes) and the language it is in: the last one the visitor
 * wrote in, or the page's (`page`) while none tells.
 */
export function understandConversation(
  conversation: readonly ChatTurn[],
  catalogue: readonly AssistantProperty[],
  today: IsoDay,
  page: Language = DEFAULT_LANGUAGE,
): { request: Enquiry; language: Language } {
  const [, { request, language }] = replay(conversation, catalogue, today, page);
  return { request, language };
}

/**
 * The language of the visitor's latest turn that tells, the page's (`page`, Romanian by default) when none does; the
 * names of the catalogue's `towns` tell none.
 */
export function conversationLanguage(
  conversation: readonly ChatTurn[],
  page: Language = DEFAULT_LANGUAGE,
  towns?: readonly CatalogueTown[],
): Language {
  const said = conversation
    .filter((turn) => turn.role === 'user')
    .map((turn) => readMessage(turn.content, towns).language);
  return said.filter((language): language is Language => language !== undefined).at(-1) ?? page;
}
