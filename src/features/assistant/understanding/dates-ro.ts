// Stay dates as visitors write them in Romanian chat messages. Expects text folded by foldText (lower case,
// no diacritics: 'până' arrives as 'pana', 'mâine' as 'maine').
import { addDays, getDay, isBefore, startOfWeek } from 'date-fns';
import { fromIsoDay, toIsoDay, type IsoDay } from '../../../lib/dates';
import { COUNT, countValue } from './numbers';

/** Check-in and check-out as far as a message states them; checkOut is only ever set after a checkIn. */
export interface StayDates {
  checkIn?: IsoDay;
  checkOut?: IsoDay;
  /** A month named without days ('în august', 'luna viitoare'), 'yyyy-MM'; only when no check-in is stated. */
  month?: string;
  /** Nights asked for without an arrival day ('o săptămână în august'); only when no check-in is stated. */
  nights?: number;
}

/** What a message says about dates, and the message with every date phrase blanked out. */
export interface DateReading {
  dates: StayDates;
  /** The text without its date and duration phrases, so their numbers are never read as guests. */
  rest: string;
}

// Full names and the abbreviations people type. 'mai' is not the month in 'mai mult' or 'mai ieftin', and 'noi'
// ('we') only counts as November with its dot.
const MAY =
  'mai(?!\\s+(?:mult|multe|multi|putin|putine|putini|mare|mari|mic|mici|bine|ieftin|ieftina|aproape|departe|bun|buna))';
const MONTH_NAMES = [
  ...'ianuarie ian februarie febr feb martie mart mar aprilie apr'.split(' '),
  MAY,
  ...'iunie iun iulie iul august aug septembrie sept sep octombrie oct noiembrie nov decembrie dec'.split(' '),
];
const MONTH = `(?:(?:${MONTH_NAMES.map((name) => `${name}\\b`).join('|')})\\.?|noi\\.)`;
const MONTH_PREFIXES = ['ian', 'feb', 'mar', 'apr', 'mai', 'iun', 'iul', 'aug', 'sep', 'oct', 'no', 'dec'];

// One complete day: ISO, dd-mm-yyyy, dd.mm[.yy[yy]], dd/mm[/yy[yy]] or '12 iulie [2027]'.
const ATOM =
  '(?<![\\d./])(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}-\\d{1,2}-\\d{4}|\\d{1,2}[./]\\d{1,2}(?:[./](?:\\d{4}|\\d{2}))?' +
  `|\\d{1,2}\\s*${MONTH}(?:\\s*,?\\s*\\d{4})?)(?![\\d])`;
const WEEKDAYS = ['duminica', 'luni', 'marti', 'miercuri', 'joi', 'vineri', 'sambata'];
const WEEKDAY = `\\b(?:${WEEKDAYS.join('|')})\\b`;
const WEEKDAY_BEFORE_DATE = new RegExp(`^${WEEKDAY}\\s*,?\\s*(?=\\d)`);
const RELATIVE = '\\b(?:poimaine|maine|azi|astazi|diseara)\\b';
const CONNECTOR = '\\s*(?:[-–—]+|\\bpana(?:\\s+(?:pe|la|in))?\\b|\\bsi\\b|\\bla\\b)\\s*';

// A day may come with its weekday, as in 'de sâmbătă 4 iulie până miercuri 8 iulie'; the date then decides.
const DATED = `(?:${WEEKDAY}\\s*,?\\s*)?${ATOM}`;
const RANGE = new RegExp(`(${DATED}|${RELATIVE}|${WEEKDAY})${CONNECTOR}(${DATED}|${WEEKDAY})`);
// '12-15 iulie', 'între 12 și 15 iulie': the first day borrows the month of the second.
const DAY_RANGE = new RegExp(`(?<![\\d./-])(\\d{1,2})${CONNECTOR}(${ATOM})`);
// 'din 12 iulie până pe 15': the last day stays in the first one's month.
const UNTIL_DAY = new RegExp(`(${ATOM})\\s*,?\\s*pana\\s+(?:(?:pe|la|in)\\s+)?(\\d{1,2})\\b(?![./\\d]|\\s*${MONTH})`);
const WEEKEND = new RegExp(
  '\\b(?:(urmatorul|viitorul)\\s+)?(?:acest\\s+)?week[\\s-]?end(?:-?ul)?' +
    '(?:\\s+(viitor|urmator|de\\s+saptamana\\s+viitoare|acesta|asta|acela|care\\s+vine))?\\b',
);
const ANY_ATOM = new RegExp(ATOM, 'g');
// A weekday on its own is a start only after words that make it one: 'luni' is also 'months'.
const WEEKDAY_START = new RegExp(
  `\\b(?:de|din|pe|incepand\\s+(?:de\\s+)?(?:cu|din)|venim|ajungem|sosim)\\s+(${WEEKDAY})`,
);
const RELATIVE_START = new RegExp(RELATIVE);
// A month without a day: 'în august', 'august 2027', 'luna viitoare'. 'mai' counts only after a word that makes it
// the month ('în mai', 'luna mai'), never in 'mai ieftin'.
const FULL_MONTHS =
  'ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie'.split(' ');
const MONTH_ONLY = new RegExp(
  `(?<!\\d\\s?)\\b(?:(${FULL_MONTHS.filter((name) => name !== 'mai').join('|')})|(?<=\\b(?:in|din|pe|prin|luna|pentru|de)\\s)(${MAY}))\\b(?:\\s*,?\\s*(\\d{4}))?`,
);
const RELATIVE_MONTH = /\bluna\s+(viitoare|urmatoare|aceasta|asta|curenta)\b/;
const NIGHTS = new RegExp(`\\b(${COUNT})\\s+(?:singura\\s+)?(?:nopti|noapte)\\b`, 'g');
// One night named as the unit of a price, not a stay's length: 'cât costă o noapte', 'how much is a night' (read as
// 'pret is o noapte'), 'цена за одну ночь' ('pret за 1 nopti'), 'o noapte cât costă?'.
const NIGHT_PRICE =
  /\b(?:pret\w*|cost(?!an)\w*|tarif\w*|cat\s+(?:e|este|vine|iese))(?:\s+(?:is|e|este|pe|per|pentru|for|de|la|за|the))*\s+(?:o|1|una|a|one)\s+(?:noapte|nopti)\b|\b(?:o|1|una)\s+(?:noapte|nopti)\s+(?:cat\s+)?costa\b/g;
const ONE_NIGHT = /\b(?:o|1|una|a|one)\s+(?:noapte|nopti)\b/;
const WEEKS = new RegExp(`\\b(${COUNT})\\s+(?:singura\\s+)?saptaman[ai]\\b`, 'g');

interface DayParts {
  day: number;
  month: number;
  year?: number;
}

/** Day, month (0-11) and, when written, year of a matched ATOM; undefined for '14.00' or '40 iulie'. */
function atomParts(text: string): DayParts | undefined {
  const parts = writtenParts(text);
  return parts && parts.month >= 0 && parts.month <= 11 && parts.day >= 1 && parts.day <= 31 ? parts : undefined;
}

/** Day, month and year as written, not yet checked. */
function writtenParts(text: string): DayParts | undefined {
  const compact = text.replace(/\s+/g, ' ').trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(compact);
  if (match) return { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
  match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(compact) ?? /^(\d{1,2})[./](\d{1,2})(?:[./](\d{2,4}))?$/.exec(compact);
  if (match) {
    const year = match[3] === undefined ? undefined : Number(match[3].length === 2 ? `20${match[3]}` : match[3]);
    return { day: Number(match[1]), month: Number(match[2]) - 1, ...(year === undefined ? {} : { year }) };
  }
  match = /^(\d{1,2}) ?([a-z]+)\.?(?: ?,? ?(\d{4}))?$/.exec(compact);
  const month = MONTH_PREFIXES.findIndex((prefix) => match?.[2]?.startsWith(prefix));
  if (!match || month < 0) return undefined;
  return { day: Number(match[1]), month, ...(match[3] === undefined ? {} : { year: Number(match[3]) }) };
}

/** The real calendar day, or undefined for '31 februarie'; month -1 or 12 is December before or January after. */
function calendarDay(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month, day);
  return date.getMonth() === (month + 12) % 12 && date.getDate() === day ? date : undefined;
}

/** The day a written date means: as written when it names a year, else its first occurrence on or after `from`. */
function resolve(parts: DayParts, from: Date): Date | undefined {
  if (parts.year !== undefined) return calendarDay(parts.year, parts.month, parts.day);
  // A few years ahead, so that '29 februarie' still finds its leap year.
  for (let year = from.getFullYear(); year <= from.getFullYear() + 4; year += 1) {
    const date = calendarDay(year, parts.month, parts.day);
    if (date && !isBefore(date, from)) return date;
  }
  return undefined;
}

/** A start or end word ('mâine', 'vineri', '12 iulie') as a day on or after `from`. */
function anchorDay(text: string, from: Date, today: Date): Date | undefined {
  const word = text.trim().replace(WEEKDAY_BEFORE_DATE, '');
  const relative = { azi: 0, astazi: 0, diseara: 0, maine: 1, poimaine: 2 }[word];
  if (relative !== undefined) return addDays(today, relative);
  const weekday = WEEKDAYS.indexOf(word);
  if (weekday >= 0) return addDays(from, (weekday - getDay(from) + 7) % 7);
  const parts = atomParts(word);
  return parts && resolve(parts, from);
}

/**
 * The weekend a visitor means, as [check-in, check-out]. Weeks run Monday to Sunday. 'This weekend' is this week's
 * Friday to Sunday from today on: Monday to Thursday the coming Friday, on Friday and Saturday from today (on
 * Saturday that leaves one night); on Sunday no weekend night is left, so it is next week's. 'Next weekend' is
 * always next week's Friday to Sunday.
 */
function weekend(today: Date, next: boolean): [Date, Date] {
  const friday = addDays(startOfWeek(today, { weekStartsOn: 1 }), 4);
  if (next || getDay(today) === 0) return [addDays(friday, 7), addDays(friday, 9)];
  return [isBefore(today, friday) ? friday : today, addDays(friday, 2)];
}

/** Check-in and check-out as a StayDates, dropping a check-out that is not after the check-in. */
function stay(checkIn: Date | undefined, checkOut: Date | undefined): StayDates {
  if (!checkIn) return {};
  const valid = checkOut && isBefore(checkIn, checkOut);
  return { checkIn: toIsoDay(checkIn), ...(valid ? { checkOut: toIsoDay(checkOut) } : {}) };
}

/** Nights a message asks for ('3 nopți', 'o săptămână'), if it says. */
function nightsAsked(text: string): number | undefined {
  const nights = [...text.matchAll(NIGHTS)].map((match) => countValue(match[1] ?? ''));
  const weeks = [...text.matchAll(WEEKS)].map((match) => 7 * (countValue(match[1] ?? '') ?? 0));
  return [...nights, ...weeks].find((count) => count !== undefined && count > 0 && count <= 366);
}

/** The dates a message states, read in order of how explicit the phrase is. */
function statedDates(text: string, today: Date): StayDates {
  const range = RANGE.exec(text);
  if (range) {
    const start = anchorDay(range[1] ?? '', today, today);
    return stay(start, start && anchorDay(range[2] ?? '', addDays(start, 1), today));
  }
  const dayRange = DAY_RANGE.exec(text);
  const endParts = dayRange && atomParts(dayRange[2] ?? '');
  if (dayRange && endParts) {
    const day = Number(dayRange[1]);
    // '30 iulie - 2 august' is written '30 - 2 august': a first day after the last one belongs to the month before.
    const month = day > endParts.day ? endParts.month - 1 : endParts.month;
    const start =
      endParts.year === undefined
        ? resolve({ day, month: (month + 12) % 12 }, today)
        : calendarDay(endParts.year, month, day);
    return stay(start, start && resolve(endParts, addDays(start, 1)));
  }
  const untilDay = UNTIL_DAY.exec(text);
  const startParts = untilDay && atomParts(untilDay[1] ?? '');
  if (untilDay && startParts) {
    const start = resolve(startParts, today);
    const day = Number(untilDay[2]);
    const end = start && calendarDay(start.getFullYear(), start.getMonth() + (day > start.getDate() ? 0 : 1), day);
    return stay(start, end);
  }
  const weekendMatch = WEEKEND.exec(text);
  // 'un weekend în august' is some weekend of that month, not this one.
  const someWeekendOfAMonth = weekendMatch && !weekendMatch[1] && !weekendMatch[2] && MONTH_ONLY.test(text);
  if (weekendMatch && !someWeekendOfAMonth) {
    const next = Boolean(weekendMatch[1]) || /^(viitor|urmator|de)/.test(weekendMatch[2] ?? '');
    return stay(...weekend(today, next));
  }
  // A lone start, and a second date as the end when the message names two ('sosire 12 iulie, plecare 15 iulie').
  const atoms = [...text.matchAll(ANY_ATOM)].map((match) => match[0]).filter((atom) => atomParts(atom));
  const startWord = atoms[0] ?? WEEKDAY_START.exec(text)?.[1] ?? RELATIVE_START.exec(text)?.[0];
  const start = startWord === undefined ? undefined : anchorDay(startWord, today, today);
  if (!start) return {};
  const secondAtom = atoms[1];
  if (secondAtom !== undefined) return stay(start, anchorDay(secondAtom, addDays(start, 1), today));
  const nights = nightsAsked(text);
  return stay(start, nights === undefined ? undefined : addDays(start, nights));
}

/** The month a message names without a day, as 'yyyy-MM': the next one that has not ended when no year is written. */
function monthNamed(text: string, today: Date): string | undefined {
  const relative = RELATIVE_MONTH.exec(text);
  const named = MONTH_ONLY.exec(text);
  if (!relative && !named) return undefined;
  let year = today.getFullYear();
  let month: number;
  if (relative && (!named || relative.index <= named.index)) {
    month = today.getMonth() + (/^(?:viitoare|urmatoare)$/.test(relative[1] ?? '') ? 1 : 0);
  } else {
    month = named?.[1] === undefined ? FULL_MONTHS.indexOf('mai') : FULL_MONTHS.indexOf(named[1]);
    if (named?.[3]) year = Number(named[3]);
    else if (month < today.getMonth()) year += 1;
  }
  const first = new Date(year, month, 1);
  return `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * Reads the stay dates of a folded message; dates without a year are the next ones not before `today`. A night named
 * as a price's unit is read as 'pe noapte', no length of stay.
 */
export function readStayDates(message: string, today: IsoDay): DateReading {
  const folded = message.replace(NIGHT_PRICE, (phrase) => phrase.replace(ONE_NIGHT, 'pe noapte'));
  const todayDate = fromIsoDay(today) ?? new Date();
  const stated = statedDates(folded, todayDate);
  const month = stated.checkIn === undefined ? monthNamed(folded, todayDate) : undefined;
  const nights = stated.checkIn === undefined ? nightsAsked(folded) : undefined;
  const dates: StayDates = {
    ...stated,
    ...(month === undefined ? {} : { month }),
    ...(nights === undefined ? {} : { nights }),
  };
  const blanked = [RANGE, DAY_RANGE, UNTIL_DAY, ANY_ATOM, NIGHTS, WEEKS].reduce(
    (text, pattern) => text.replace(new RegExp(pattern.source, 'g'), ' ; '),
    folded,
  );
  return { dates, rest: blanked };
}
