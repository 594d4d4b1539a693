// The assistant used when the site has no AI key: reads the conversation with the Romanian matcher and answers
// from the catalogue alone, so it never states a price or an availability it does not know.
import { formatDay, formatStay, nightsBetween, type IsoDay } from '../dates';
import { foldText } from '../filter';
import { checkInProblem, MAX_DAYS_AHEAD, MAX_NIGHTS, stayProblem, usableStay, type StayProblem } from '../stay';
import { allTakenReply, everyMatchTaken, freeFor, isTakenFor, takenReply } from './availability';
import { asksToBook, describesSearch, namedProperty, wishes, type NamedProperty } from './booking-intent';
import type { AssistantProperty } from './catalogue';
import type { ChatAnswer, ChatTurn } from './protocol';
import { askWhich, bookingReply, idleReply, proposals } from './replies';
import { RO_NOUNS } from '../nouns-ro';
import { countNoun } from '../plural';
import { readStayRequest, type StayRequest } from './understand';

/** What the earlier turns established: the stay so far and the last properties proposed. */
interface Memory {
  request: StayRequest;
  suggestions: string[];
}

/** The stay after a new turn: later mentions win, and a new check-in replaces the whole stay with its check-out. */
function merged(before: StayRequest, turn: StayRequest): StayRequest {
  const city = turn.city ?? before.city;
  const guests = turn.guests ?? before.guests;
  const { checkIn, checkOut } = turn.checkIn === undefined ? before : turn;
  return {
    ...(city === undefined ? {} : { city }),
    ...(guests === undefined ? {} : { guests }),
    ...(checkIn === undefined ? {} : { checkIn }),
    ...(checkOut === undefined ? {} : { checkOut }),
  };
}

/** The sentence that tells the visitor why the dates they gave cannot be requested. */
function datesNote(problem: StayProblem, checkIn: IsoDay, checkOut: IsoDay | undefined): string {
  const when = checkOut === undefined ? formatDay(checkIn) : formatStay(checkIn, checkOut);
  switch (problem) {
    case 'past':
      return `Datele indicate (${when}) sunt deja în trecut, așa că vă rog să alegeți altele.`;
    case 'tooFar':
      return `Sosirea (${formatDay(checkIn)}) este prea departe: cererile se fac cu cel mult ${countNoun(MAX_DAYS_AHEAD, RO_NOUNS.day)} înainte.`;
    case 'tooLong':
      return `Perioada ${when} are ${countNoun(nightsBetween(checkIn, checkOut ?? checkIn), RO_NOUNS.night)}, iar un sejur poate avea cel mult ${countNoun(MAX_NIGHTS, RO_NOUNS.night)}; pentru o ședere mai lungă, scrieți-ne pe WhatsApp.`;
    default:
      return `Data plecării trebuie să fie după data sosirii (${when}), așa că vă rog să îmi spuneți din nou datele.`;
  }
}

/** The stay without dates that cannot be requested (past, inverted, too long, too far), and the sentence why. */
function withUsableDates(request: StayRequest, today: IsoDay): { request: StayRequest; note: string } {
  const { checkIn, checkOut, ...rest } = request;
  if (checkIn === undefined) return { request, note: '' };
  const problem = checkOut === undefined ? checkInProblem(checkIn, today) : stayProblem(checkIn, checkOut, today);
  return problem ? { request: rest, note: datesNote(problem, checkIn, checkOut) } : { request, note: '' };
}

/** The properties behind a list of suggested ids, in the list's order. */
function shown(ids: readonly string[], catalogue: readonly AssistantProperty[]): AssistantProperty[] {
  return ids.flatMap((id) => catalogue.filter((property) => property.id === id));
}

/** Whether a turn books the property it names: an outright booking verb, a wish, or a pick from the list. */
function booksNamed(folded: string, named: NamedProperty, turn: StayRequest): boolean {
  if (asksToBook(folded)) return true;
  // 'Vreau o cameră în Constanța cu fereastră spre mare' is a search that happens to quote a title, not a choice.
  if (named.by === 'title') return wishes(folded) && !describesSearch(folded) && turn.city === undefined;
  // A place in the list ('prima', 'a doua') only ever refers to the properties just proposed.
  return named.by === 'position' || wishes(folded);
}

/** The answer to one user turn given what the earlier turns established, and what this turn establishes. */
function replyToTurn(
  text: string,
  memory: Memory,
  catalogue: readonly AssistantProperty[],
  today: IsoDay,
): [ChatAnswer, Memory] {
  const folded = foldText(text);
  const turn = readStayRequest(text, today);
  const request = merged(memory.request, turn);
  const { request: usable, note } = withUsableDates(request, today);
  const named = namedProperty(folded, catalogue, memory.suggestions);
  const hasNews = Object.keys(turn).length > 0;
  let answer: ChatAnswer;
  if (named && booksNamed(folded, named, turn)) {
    answer = isTakenFor(named.property, usable) ? takenReply(named.property, usable, note, catalogue) : bookingReply(named.property, usable, note, catalogue);
  } else if (asksToBook(folded) && !hasNews) answer = askWhich(shown(memory.suggestions, catalogue));
  else if (!hasNews) answer = idleReply(folded, usable);
  else answer = everyMatchTaken(usable, catalogue) ? allTakenReply(usable, note, catalogue) : proposals(usable, note, freeFor(catalogue, usable));
  // What is noted goes with every answer: booking one of its suggestions starts from it.
  const noted = usableStay(usable, today);
  if (Object.keys(noted).length) answer = { ...answer, stay: noted };
  // The list a visitor sees last stays what 'prima' or 'a doua' refer to until a reply proposes another.
  return [answer, { request, suggestions: answer.suggestions ?? memory.suggestions }];
}

/** The offline assistant's answer to a conversation (the last turn is the visitor's). */
export function offlineReply(conversation: ChatTurn[], catalogue: AssistantProperty[], today: IsoDay): ChatAnswer {
  // Every user turn is replayed in order, so the stay and the earlier suggestions are rebuilt from the conversation
  // itself: the same turns always give the same answers, whatever the browser shows or stores.
  let memory: Memory = { request: {}, suggestions: [] };
  let answer: ChatAnswer = idleReply('', memory.request);
  for (const turn of conversation) {
    if (turn.role !== 'user') continue;
    [answer, memory] = replyToTurn(turn.content, memory, catalogue, today);
  }
  return answer;
}
