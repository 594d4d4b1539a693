// Whether a visitor's message asks to book, and which property it names. Expects text folded by foldText.
import { foldText } from '../../../lib/filter';
import type { AssistantProperty } from '../search/catalogue';

// 'rezerv', 'rezervați', 'vreau să închiriez', 'o iau', 'aleg', 'ne hotărâm pentru'.
const BOOKING = new RegExp(
  '\\b(?:rezerv\\w*|inchiri\\w*|(?:o|il)\\s+(?:iau|luam|vreau|vrem|aleg|alegem)|aleg|alegem|am\\s+ales|optez|optam' +
    '|ma\\s+hotarasc|ne\\s+hotaram|merg\\s+pe|mergem\\s+pe)\\b',
);
// A wish that books only when the message also names a property: 'vreau apartamentul 7'.
const WISH = /\b(?:vreau|vrem|doresc|dorim|as\s+vrea|am\s+vrea|as\s+dori|am\s+dori)\b/;

/** True when the message asks to book outright. */
export function asksToBook(folded: string): boolean {
  return BOOKING.test(folded);
}

/** True when the message wishes for something, which books once a property is named. */
export function wishes(folded: string): boolean {
  return WISH.test(folded);
}

// 'Vreau o cameră…', 'căutăm ceva…': the visitor describes what they look for rather than pointing at a property.
const SEARCH =
  /\b(?:vreau|vrem|doresc|dorim|caut|cautam|as\s+vrea|am\s+vrea|as\s+dori|am\s+dori)\s+(?:o|un|una|ceva|niste)\b/;

/** True when the message describes what the visitor looks for, so a title it happens to quote is no choice. */
export function describesSearch(folded: string): boolean {
  return SEARCH.test(folded);
}

// 'apartamentul 7', 'nr. 7', '#7', but not 'camera 2 adulți', 'vila 8 persoane' or 'apartament 12 iulie'.
const ID_WORDS =
  'apartamentul|apartament|ap|proprietatea|proprietate|vila|camera|suita|penthouse(?:-ul)?|anuntul|anunt|oferta|' +
  'nr|numarul|numar|id';
const COUNT_OR_DATE =
  '[./:-]\\s*\\d|(?:de\\s+)?(?:persoan|pers\\b|oaspe|adult|copi|nopt|noapte|zile|' +
  'ian|feb|mar|apr|mai|iun|iul|aug|sep|oct|noi|nov|dec)';
const BY_ID = new RegExp(
  `(?:\\b(?:${ID_WORDS})\\.?\\s*(?:nr\\.?\\s*)?|#\\s*)(\\d{1,2})\\b(?!\\s*(?:${COUNT_OR_DATE}))`,
);

// Positions in the last list of suggestions, as people say them. 'prima noapte' or 'a doua zi' are not choices.
const NOT_A_CHOICE = '(?!\\s+(?:noapte|zi|data|saptamana|luna|oara|etaj|weekend))';
const POSITIONS: readonly (readonly [RegExp, number])[] = [
  [new RegExp(`\\b(?:prima|primul)\\b${NOT_A_CHOICE}`), 0],
  [new RegExp(`\\b(?:a|al)\\s+(?:doua|doilea|2-a|2-lea)\\b${NOT_A_CHOICE}`), 1],
  [/\bcea\s+din\s+mijloc\b/, 1],
  [new RegExp(`\\b(?:a|al)\\s+(?:treia|treilea|3-a|3-lea)\\b${NOT_A_CHOICE}`), 2],
  [new RegExp(`\\b(?:ultima|ultimul)\\b${NOT_A_CHOICE}`), -1],
];
const NUMBERED_OPTION = /\b(?:varianta|optiunea|propunerea|recomandarea)\s+(?:nr\.?\s*)?([1-9])\b/;

/** The position a message picks from a list ('a doua' is 1, 'ultima' is -1), if it picks one. */
export function pickedPosition(folded: string): number | undefined {
  const numbered = NUMBERED_OPTION.exec(folded);
  if (numbered) return Number(numbered[1]) - 1;
  return POSITIONS.find(([pattern]) => pattern.test(folded))?.[1];
}

// Title words that never tell properties apart: links, numbers and towns.
const LINKS = new Set(
  (
    'a al cu de din in intr intre la langa pe pentru si spre un o doi doua trei sase m mare ' +
    'constanta eforie sud nord mamaia sat'
  ).split(' '),
);
// Everyday words a visitor may use without meaning the one title that contains them: they identify a property
// only together with another word ('ultimul etaj'), never alone ('ceva aproape').
const COMMON = new Set(
  (
    'apartament camera vila suita hotel premium prima primul ultima ultimul aproape centrul complex nou lacul malul ' +
    'vechi etaj modern renovata iesire directa familii familie pasi loc vedere terasa plaja plajei faleza'
  ).split(' '),
);

/** Lower-case, diacritic-free words of a text. */
function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The one property whose title a message quotes in part ('Vila Siutghiol', 'jacuzzi', 'ultimul etaj'), if any. */
export function propertyByTitle(
  folded: string,
  catalogue: readonly AssistantProperty[],
): AssistantProperty | undefined {
  // Each title scores its longest run of words that the message contains, no other title contains, and that says
  // something; the single best score wins, a tie names nothing.
  const spoken = ` ${words(folded).join(' ')} `;
  const titles = catalogue.map((property) => ` ${words(property.title).join(' ')} `);
  const scored = catalogue.map((property, index) => {
    const title = words(property.title);
    let best = 0;
    for (let start = 0; start < title.length; start += 1) {
      for (let end = start + 1; end <= title.length; end += 1) {
        const run = title.slice(start, end);
        const meaningful = run.filter((word) => !LINKS.has(word) && !/^\d+$/.test(word));
        const telling = meaningful.some((word) => !COMMON.has(word)) || meaningful.length > 1 ? meaningful.length : 0;
        const phrase = ` ${run.join(' ')} `;
        if (telling <= best || !spoken.includes(phrase)) continue;
        if (titles.every((other, otherIndex) => otherIndex === index || !other.includes(phrase))) best = telling;
      }
    }
    return { property, best };
  });
  const top = Math.max(0, ...scored.map((entry) => entry.best));
  const winners = scored.filter((entry) => entry.best === top);
  return top > 0 && winners.length === 1 ? winners[0]?.property : undefined;
}

/** A property a message names, and how it named it. */
export interface NamedProperty {
  property: AssistantProperty;
  by: 'id' | 'title' | 'position';
}

/** The property a message names by id, by title or by its place among `previous` suggestions, if exactly one. */
export function namedProperty(
  folded: string,
  catalogue: readonly AssistantProperty[],
  previous: readonly string[],
): NamedProperty | undefined {
  const id = BY_ID.exec(folded)?.[1];
  const byId = id === undefined ? undefined : catalogue.find((property) => property.id === String(Number(id)));
  if (byId) return { property: byId, by: 'id' };
  const byTitle = propertyByTitle(folded, catalogue);
  if (byTitle) return { property: byTitle, by: 'title' };
  const position = pickedPosition(folded);
  // at(-1) is the last one; a position past the end of the list picks nothing.
  const picked = position === undefined || position >= previous.length ? undefined : previous.at(position);
  const byPosition = catalogue.find((property) => property.id === picked);
  return byPosition && { property: byPosition, by: 'position' };
}

/**
 * A message with the words of `property`'s title it quotes from their start taken out, when it quotes at least two
 * that say something ('camera dubla cu balcon spre mare'): they name the property, they are no wish of the visitor's.
 * A message that describes a search ('vreau o camera cu balcon spre mare') keeps them, as does one that quotes none.
 */
export function withoutName(folded: string, property: AssistantProperty): string {
  if (describesSearch(folded)) return folded;
  const title = words(property.title);
  for (let end = title.length; end > 1; end -= 1) {
    const quoted = title.slice(0, end);
    if (quoted.filter((word) => !LINKS.has(word)).length < 2) break;
    const name = new RegExp(`(?<![a-z0-9])${quoted.join('[^a-z0-9]+')}(?![a-z0-9])`);
    if (name.test(folded)) return folded.replace(name, ' ');
  }
  return folded;
}
