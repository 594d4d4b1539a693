// The town a visitor's message asks for, among the catalogue's towns: each town's names as written in a sentence (in
// any of the site's languages, with or without diacritics, a hyphen or a space), the small typos people make on a phone
// ('Costanta', 'Constnta', 'mamai sat', 'efori'), and the ways the three first towns are called besides their names.
// Expects folded text.
import { CITIES } from '../../../lib/catalogue-rules';
import { foldText } from '../../../lib/filter';
import type { CatalogueTown } from '../search/towns';

/** The towns read when none are given: the catalogue's first three, as the rules' tests know them. */
const FIRST_TOWNS: readonly CatalogueTown[] = CITIES.map((name) => ({ name, names: [name] }));

// How the first three towns are also called. 'Mamaia' alone is Mamaia-Sat while the catalogue has no town Mamaia,
// while Eforie Nord is a different town and is never read as Eforie Sud. A town's own name, matched as written, wins
// over these where both match the same words.
const CITY_PATTERNS: readonly (readonly [string, RegExp])[] = [
  ['Mamaia-Sat', /\bmamaia(?:[\s-]*sat)?\b/g],
  ['Constanța', /\bconstant(?:a|ei)\b/g],
  ['Eforie Sud', /\beforie\b(?![\s-]*nord)(?:[\s-]*sud\b)?/g],
];

// The spellings of the first three a typo is measured against, besides each town's one-word names.
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['Constanța', 'constanta'],
  ['Constanța', 'constantei'],
  ['Mamaia-Sat', 'mamaia'],
  ['Eforie Sud', 'eforie'],
];
// Words a typo away from a town's name that mean something else: 'un preț constant', 'cu mama', 'cu mamaie'.
const REAL_WORDS = new Set(
  'constant constante constanti constantin constantina mama mamei mamaie mamaii mamica efort eforturi'.split(' '),
);

// 'nu în Constanța, ci în Mamaia': a negated town is not the one wanted.
const NEGATED = /\bnu\s+(?:(?:in|la|din|prin)\s+)?$/;

// A name that is also a day ('2 Mai' is 2 May): read as the town only after a word that leads a place ('în 2 Mai').
const DAY_NAME =
  /^\d{1,2} (?:ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie)$/;

// Letters and digits of any script: JavaScript's \b knows only Latin ones, and a town may be named in Cyrillic.
const WORD_START = '(?<![\\p{L}\\p{N}])';
const WORD_END = '(?![\\p{L}\\p{N}])';

/** How a town's folded name is found in a sentence: whole words, a hyphen or spaces between them. */
function namePattern(folded: string): RegExp {
  const words = folded.split(/[\s-]+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const lead = DAY_NAME.test(folded) ? '(?<=\\b(?:in|la|spre|langa)\\s+)' : '';
  return new RegExp(`${lead}${WORD_START}${words.join('[\\s-]*')}${WORD_END}`, 'gu');
}

const cyrillicNames = new WeakMap<readonly CatalogueTown[], (readonly [RegExp, string])[]>();

/**
 * Each Cyrillic name of `towns` as a sentence declines it ('в Мангалии', 'Мангалию'), and the catalogue's folded name
 * it stands for: its last vowel may change and two letters follow, never fewer letters than its stem ('мангал', a
 * barbecue, is not 'Мангалия').
 */
function cyrillicPatterns(towns: readonly CatalogueTown[]): (readonly [RegExp, string])[] {
  let patterns = cyrillicNames.get(towns);
  if (!patterns) {
    patterns = towns.flatMap((town) =>
      town.names
        .map(foldText)
        .filter((name) => /\p{Script=Cyrillic}/u.test(name))
        .map((name) => {
          const words = name.split(/[\s-]+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
          const last = (words.pop() ?? '').replace(/[аеиоуыэюяь]$/u, '');
          const source = [...words, `${last}\\p{L}{0,2}`].join('[\\s-]*');
          return [new RegExp(`${WORD_START}${source}${WORD_END}`, 'gu'), foldText(town.name)] as const;
        }),
    );
    cyrillicNames.set(towns, patterns);
  }
  return patterns;
}

/**
 * A folded Russian message with the catalogue's towns named as the catalogue writes them: read before the Russian
 * words are rewritten, so that a town's name is never taken for a word it starts like ('Мангалия', 'мангал').
 */
export function withTownNames(folded: string, towns: readonly CatalogueTown[]): string {
  return cyrillicPatterns(towns).reduce((text, [pattern, name]) => text.replace(pattern, name), folded);
}

/** What a set of towns is read by: each town's own names, the first towns' other ways, and the typos' spellings. */
interface TownReader {
  patterns: readonly (readonly [town: string, pattern: RegExp, own: boolean])[];
  spellings: readonly (readonly [town: string, spelling: string])[];
}

const readers = new WeakMap<readonly CatalogueTown[], TownReader>();

function readerOf(towns: readonly CatalogueTown[]): TownReader {
  let reader = readers.get(towns);
  if (reader) return reader;
  const present = new Set(towns.map((town) => town.name));
  const folded = towns.flatMap((town) =>
    [...new Set(town.names.map(foldText))].map((name) => [town.name, name] as const),
  );
  reader = {
    patterns: [
      ...folded.map(([town, name]) => [town, namePattern(name), true] as const),
      ...CITY_PATTERNS.filter(([town]) => present.has(town)).map(([town, pattern]) => [town, pattern, false] as const),
    ],
    spellings: [
      ...folded.filter(([, name]) => /^\p{L}{5,}$/u.test(name)),
      ...SPELLINGS.filter(([town]) => present.has(town)),
    ],
  };
  readers.set(towns, reader);
  return reader;
}

/** Edits (insertions, deletions, substitutions, swaps of neighbours) between two words. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** The town a word misspells, if it is close enough: one edit from five letters on, two from eight. */
function misspelledTown(word: string, spellings: TownReader['spellings']): string | undefined {
  if (word.length < 5 || REAL_WORDS.has(word)) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  return spellings.find(([, spelling]) => editDistance(word, spelling) <= allowed)?.[0];
}

/**
 * The first town of `towns` (the catalogue's; its first three when none are given) a folded message asks for,
 * skipping towns it rules out and, unless the catalogue has it, Eforie Nord. Where several names match at the same
 * place, the longest wins ('Mamaia-Sat' over 'Mamaia'), then a town's own name over another way to call a town.
 */
export function readCity(folded: string, towns: readonly CatalogueTown[] = FIRST_TOWNS): string | undefined {
  const { patterns, spellings } = readerOf(towns);
  const exact = patterns.flatMap(([city, pattern, own]) =>
    [...folded.matchAll(pattern)].map((match) => ({ city, at: match.index, length: match[0].length, own })),
  );
  const typos = [...folded.matchAll(/\p{L}+/gu)].flatMap((match) => {
    const city = exact.some((mention) => mention.at === match.index) ? undefined : misspelledTown(match[0], spellings);
    const nord = city === 'Eforie Sud' && /^[\s-]*nord\b/.test(folded.slice(match.index + match[0].length));
    return city && !nord ? [{ city, at: match.index, length: match[0].length, own: false }] : [];
  });
  const mentions = [...exact, ...typos].filter((mention) => !NEGATED.test(folded.slice(0, mention.at)));
  return mentions.sort((a, b) => a.at - b.at || b.length - a.length || Number(b.own) - Number(a.own))[0]?.city;
}
