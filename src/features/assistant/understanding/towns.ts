// The town a visitor's message asks for: the names as written in a sentence, with or without diacritics, and with the
// small typos people make on a phone ('Costanta', 'Constnta', 'mamai sat', 'efori'). Expects folded text.
import type { City } from '../../../lib/catalogue-rules';

// 'Mamaia' alone is Mamaia-Sat, the only Mamaia the site covers, while Eforie Nord is a different town and is not
// read as Eforie Sud.
const CITY_PATTERNS: readonly (readonly [City, RegExp])[] = [
  ['Mamaia-Sat', /\bmamaia(?:[\s-]*sat)?\b/g],
  ['Constanța', /\bconstant(?:a|ei)\b/g],
  ['Eforie Sud', /\beforie\b(?![\s-]*nord)(?:[\s-]*sud\b)?/g],
];

// The spellings a typo is measured against.
const SPELLINGS: readonly (readonly [City, string])[] = [
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
function misspelledTown(word: string): City | undefined {
  if (word.length < 5 || REAL_WORDS.has(word)) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  return SPELLINGS.find(([, spelling]) => editDistance(word, spelling) <= allowed)?.[0];
}

/** The first town a folded message asks for, skipping towns it rules out and Eforie Nord. */
export function readCity(folded: string): City | undefined {
  const exact = CITY_PATTERNS.flatMap(([city, pattern]) =>
    [...folded.matchAll(pattern)].map((match) => ({ city, at: match.index })),
  );
  const typos = [...folded.matchAll(/[a-z]+/g)].flatMap((match) => {
    const city = exact.some((mention) => mention.at === match.index) ? undefined : misspelledTown(match[0]);
    const nord = city === 'Eforie Sud' && /^[\s-]*nord\b/.test(folded.slice(match.index + match[0].length));
    return city && !nord ? [{ city, at: match.index }] : [];
  });
  const mentions = [...exact, ...typos].filter((mention) => !NEGATED.test(folded.slice(0, mention.at)));
  return mentions.sort((a, b) => a.at - b.at)[0]?.city;
}
