// How many guests a Romanian chat message speaks of. Expects text folded by foldText and with its date phrases
// already blanked out (see readStayDates), so '12-15 iulie' never counts as people.
import { COUNT, PLAIN_COUNT, countValue } from './numbers';

const TOTAL = '(?:persoane|persoana|pers|oameni|om|oaspeti|oaspete|musafiri|turisti|locuri|membri)';
const ADULTS = '(?:adulti|adult|parinti|parinte|prieteni|prietene|prieten|prietena|colegi|colege|coleg|colega)';
const CHILDREN = '(?:copii|copil|copilasi|copilas|bebelusi|bebelus|bebe|nepoti|nepot|nepoate|nepoata|minori)';
// Partners a visitor travels with as a couple: 'eu și soția'.
const PARTNER =
  '(?:sotia|sotul|partenerul|partenera|prietena|prietenul|iubita|iubitul|nevasta|barbatul|logodnica|logodnicul)';

// Phrases that state the whole party: '4 persoane', 'suntem 6', 'o familie de 5', 'pentru doi', 'noi trei'.
const TOTAL_PATTERNS = [
  new RegExp(`\\b(${COUNT})\\s+(?:de\\s+)?(?:singur[a]?\\s+)?${TOTAL}\\b`, 'g'),
  new RegExp(
    `\\bsuntem\\s+(?:in\\s+)?(?:doar\\s+)?(${PLAIN_COUNT})\\b(?!\\s*\\+)(?!\\s+(?:de\\s+)?(?:${ADULTS}|${CHILDREN}))`,
    'g',
  ),
  new RegExp(
    `\\b(?:familie|familia|grup|grupul|gasca)(?:\\s+(?:noastra|mea|nostru|meu))?\\s+de\\s+(${PLAIN_COUNT})\\b`,
    'g',
  ),
  // 'pentru 4' (or 'pt 4') alone is a party, but not 'pentru 4 adulți' (counted below), '4 dormitoare' or '4 zile'.
  new RegExp(
    `\\b(?:pentru|pt\\.?)\\s+(${PLAIN_COUNT})\\b(?!\\s*(?:[./:,-]\\s*\\d|\\d|%|(?:de\\s+)?(?:${ADULTS}|${CHILDREN}|cupluri|` +
      'nopti|zile|zi|saptamani|luni|ani|ore|lei|euro|eur|ron|m|km|mp|dormitoare|camere|paturi|bai)\\b))',
    'g',
  ),
  new RegExp(`\\bnoi\\s+(${PLAIN_COUNT})\\b(?!\\s+(?:de\\s+)?(?:${ADULTS}|${CHILDREN}))`, 'g'),
];
const BOTH = /\b(?:amandoi|amandoua|ambii|ambele)\b/g;
// '2+2', '2 + 1': adults and children, as families write them (dates are blanked out before this is read).
const PLUS = /(?<![\d./-])\b(\d{1,2})\s*\+\s*(\d{1,2})\b(?![\d./-])/g;
// 'o familie cu 2 copii': the parents and the children they name.
const FAMILY_WITH = new RegExp(
  `\\bfamili(?:e|a)\\s+cu\\s+(?:cei\\s+|cele\\s+)?(${COUNT})\\s+(?:de\\s+)?${CHILDREN}\\b`,
  'g',
);
const ADULT_PARTS = new RegExp(`\\b(${COUNT})\\s+(?:de\\s+)?${ADULTS}\\b`, 'g');
const CHILD_PARTS = new RegExp(`\\b(${COUNT})\\s+(?:de\\s+)?${CHILDREN}\\b`, 'g');
const COUPLES = new RegExp(`\\b(${COUNT})\\s+cupluri?\\b`, 'g');
const COUPLE = new RegExp(`\\bcuplu\\b|\\beu\\s+(?:si|cu)\\s+${PARTNER}\\b`);
// 'eu și 3 prieteni': the visitor is one more than the people they list.
const SELF_AND = new RegExp(`\\beu\\s+(?:si|cu|plus)\\s+(?:inca\\s+)?${COUNT}\\s`);
const SOLO = new RegExp(
  '\\b(?:(?:sunt|vin|calatoresc|merg|plec|voi\\s+fi)\\s+(?:doar\\s+)?singur[a]?|doar\\s+eu|numai\\s+eu|' +
    'unul\\s+singur|una\\s+singura)\\b' +
    // A bare 'singur' ending a phrase, never 'o singură noapte'.
    '|(?<!\\b(?:o|un|una|unul)\\s)\\bsingur[a]?\\b(?!\\s+[a-z])',
);

/** Every count a pattern finds, with where it was found; a pattern without a count group ('amândoi') means 2. */
function counts(text: string, pattern: RegExp, factor = 1): { at: number; value: number }[] {
  return [...text.matchAll(pattern)].flatMap((match) => {
    const value = match[1] === undefined ? 2 : countValue(match[1]);
    return value === undefined ? [] : [{ at: match.index, value: value * factor }];
  });
}

/** The number of guests a folded, date-blanked message states, or undefined when it does not say. */
export function readGuests(text: string): number | undefined {
  const plausible = (value: number) => (value >= 1 && value <= 99 ? value : undefined);
  // A stated total wins over the parts of the party; the last one stated is the visitor's correction.
  const families = counts(text, FAMILY_WITH).map((family) => ({ ...family, value: 2 + family.value }));
  const sums = [...text.matchAll(PLUS)].map((match) => ({
    at: match.index,
    value: Number(match[1]) + Number(match[2]),
  }));
  const totals = [...[...TOTAL_PATTERNS, BOTH].flatMap((pattern) => counts(text, pattern)), ...families, ...sums].sort(
    (a, b) => a.at - b.at,
  );
  const total = totals.at(-1);
  if (total) return plausible(total.value);
  const sum = (parts: { value: number }[]) => parts.reduce((acc, part) => acc + part.value, 0);
  const adults = sum(counts(text, ADULT_PARTS)) + sum(counts(text, COUPLES, 2));
  const children = sum(counts(text, CHILD_PARTS));
  const companion = COUPLE.test(text) ? 2 : SELF_AND.test(text) ? 1 : 0;
  // Children alone do not say how many adults come with them, so the count stays unknown.
  if (adults + companion > 0) return plausible(adults + companion + children);
  return SOLO.test(text) ? 1 : undefined;
}
