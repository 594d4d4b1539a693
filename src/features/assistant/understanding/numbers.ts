// Small counts as visitors write them, in digits or in Romanian words. Every pattern here expects text already
// folded by foldText (lower case, no diacritics), so 'două' arrives as 'doua' and 'șase' as 'sase'.

/** Romanian number words, folded, with their value; colloquial short forms ('doispe') included. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  unu: 1,
  una: 1,
  un: 1,
  o: 1,
  doi: 2,
  doua: 2,
  trei: 3,
  patru: 4,
  cinci: 5,
  sase: 6,
  sapte: 7,
  opt: 8,
  noua: 9,
  zece: 10,
  unsprezece: 11,
  unspe: 11,
  doisprezece: 12,
  douasprezece: 12,
  doispe: 12,
  treisprezece: 13,
  treispe: 13,
  paisprezece: 14,
  paispe: 14,
  cincisprezece: 15,
  cincispe: 15,
  saisprezece: 16,
  saispe: 16,
  saptesprezece: 17,
  saptespe: 17,
  optsprezece: 18,
  optspe: 18,
  nouasprezece: 19,
  nouaspe: 19,
  douazeci: 20,
};

// Longest first, so that 'doisprezece' is not read as 'doi'.
const wordAlternatives = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length);

/** A regex source for a count: up to three digits or a number word, including the article-like 'un', 'o'. */
export const COUNT = `(?:\\d{1,3}|${wordAlternatives.join('|')})`;

/** A regex source for a count that cannot be an article: digits or a word from 'doi' up ('o casă' is not 1). */
export const PLAIN_COUNT = `(?:\\d{1,3}|${wordAlternatives.filter((word) => NUMBER_WORDS[word] !== 1).join('|')})`;

/** The value of a count matched by COUNT or PLAIN_COUNT, or undefined for anything else. */
export function countValue(token: string): number | undefined {
  if (/^\d+$/.test(token)) return Number(token);
  return NUMBER_WORDS[token];
}
