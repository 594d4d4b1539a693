// Runs the offline assistant over the message corpus (tests/fixtures/assistant-corpus.ts) and says, case by case,
// what it got wrong. The unit suite holds the pass rate to its goal; `npm run bench -- --only assistant` prints it.
// What a property offers is read here from the markdown itself, with this file's own plain rules, so a wrong
// suggestion is caught even when the matcher's idea of an amenity or a price class is wrong too.
import { toAssistantProperty } from '../../src/lib/assistant/catalogue';
import { offlineReply, understandConversation } from '../../src/lib/assistant/offline';
import type { ChatAnswer, ChatTurn } from '../../src/lib/assistant/protocol';
import { CORPUS, CORPUS_TODAY, type CorpusAmenity, type CorpusCase } from '../fixtures/assistant-corpus';
import { readCatalogue, type CatalogueEntry } from './catalogue';

const entries = readCatalogue();
const catalogue = entries.map((entry) => toAssistantProperty(entry.id, entry, entry.paragraphs.join('\n\n')));

/** Whether a listing offers an amenity, by its own words. */
const OFFERS: Record<CorpusAmenity, (entry: CatalogueEntry) => boolean> = {
  pool: (entry) => entry.amenities.some((name) => name.startsWith('Piscină')),
  jacuzzi: (entry) => entry.amenities.includes('Jacuzzi'),
  parking: (entry) => entry.amenities.includes('Parcare'),
  seaView: (entry) => entry.amenities.includes('Vedere la mare'),
  kitchen: (entry) => entry.amenities.includes('Bucătărie'),
  airConditioning: (entry) => entry.amenities.includes('Aer condiționat'),
  balcony: (entry) => entry.amenities.some((name) => name === 'Balcon' || name.startsWith('Terasă')),
  barbecue: (entry) => entry.amenities.includes('Grătar'),
  playground: (entry) => entry.amenities.includes('Loc de joacă pentru copii'),
  pets: (entry) =>
    entry.houseRules.some((rule) => /^Animalele de companie .*(?<!nu )sunt (?:permise|binevenite)/.test(rule)),
};

/** The catalogue's own words for its top class: villas 'de lux', premium suites and the penthouse. */
const isLuxury = (entry: CatalogueEntry) => /lux|premium|penthouse/i.test(entry.propertyType ?? '');

/** Why a suggested property contradicts what the case asks for, or '' when it does not. */
function contradiction(id: string, expected: CorpusCase): string {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) return `#${id} is not in the catalogue`;
  if (expected.city && !entry.location.startsWith(expected.city))
    return `#${id} is in ${entry.location}, not ${expected.city}`;
  if (expected.guests && entry.guests < expected.guests) return `#${id} takes ${entry.guests}, not ${expected.guests}`;
  const missing = (expected.amenities ?? []).filter((amenity) => !OFFERS[amenity](entry));
  if (missing.length) return `#${id} has no ${missing.join(', ')}`;
  if (expected.price === 'economic' && isLuxury(entry)) return `#${id} is a luxury property`;
  if (expected.price === 'lux' && !isLuxury(entry)) return `#${id} is not a luxury property`;
  return '';
}

/** Whether a reply is written in a language: its own words, leaving out the property titles it quotes. */
function writtenIn(message: string, language: CorpusCase['language']): boolean {
  const own = message.replace(/[„“«][^”»]*[”»]/g, ' ');
  const cyrillic = own.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = own.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (language === 'ru') return cyrillic > latin;
  if (cyrillic > 0) return false;
  const english = own.match(/\b(?:the|you|your|for|and|to|I|guests?|please|welcome)\b/g)?.length ?? 0;
  const romanian = own.match(/\b(?:vă|pentru|și|oaspeți|oaspete|vă rog|plăcere|dvs)\b/giu)?.length ?? 0;
  return language === 'en' ? english > romanian : romanian > english;
}

/** One case's outcome: what was said, and every way the answer fell short. */
export interface CaseResult {
  said: string;
  problems: string[];
  /** Suggestions that contradict the message: never acceptable. */
  contradictions: string[];
}

/** The turns of a case as the browser sends them: each visitor turn followed by the answer it got. */
function converse(say: CorpusCase['say']): { turns: ChatTurn[]; answer: ChatAnswer } {
  const turns: ChatTurn[] = [];
  let answer: ChatAnswer = { message: '' };
  for (const content of typeof say === 'string' ? [say] : say) {
    turns.push({ role: 'user', content });
    answer = offlineReply(turns, catalogue, CORPUS_TODAY);
    turns.push({ role: 'assistant', content: answer.message });
  }
  return { turns, answer };
}

/** Runs one case. */
export function runCase(expected: CorpusCase): CaseResult {
  const said = typeof expected.say === 'string' ? expected.say : expected.say.join(' / ');
  const { turns, answer } = converse(expected.say);
  const { request, language } = understandConversation(turns, CORPUS_TODAY);
  const problems: string[] = [];
  const check = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got ?? null) !== JSON.stringify(want ?? null))
      problems.push(`${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  };
  if (expected.city !== undefined) check('town', request.city, expected.city);
  if (expected.guests !== undefined) check('guests', request.guests, expected.guests);
  if (expected.stay !== undefined)
    check(
      'stay',
      request.checkIn ? [request.checkIn, ...(request.checkOut ? [request.checkOut] : [])] : null,
      expected.stay,
    );
  if (expected.month !== undefined) check('month', request.month, expected.month);
  check('amenities', [...(request.amenities ?? [])].sort(), [...(expected.amenities ?? [])].sort());
  check('price', request.price, expected.price);
  check('language', language, expected.language);
  if (!writtenIn(answer.message, expected.language))
    problems.push(`the answer is not in ${expected.language}: ${answer.message.slice(0, 80)}`);
  if (/\d\s*(?:lei|euro|eur|€|ron|\$)/i.test(answer.message)) problems.push('the answer states a price');

  const suggestions = answer.suggestions ?? [];
  const contradictions = expected.impossible
    ? []
    : suggestions.map((id) => contradiction(id, expected)).filter(Boolean);
  if (expected.book !== undefined) {
    check('booking', answer.action?.propertyId, expected.book);
  } else if (answer.action) {
    problems.push(`opened a booking of #${answer.action.propertyId}`);
  }
  if (expected.impossible && !expected.impossible.test(answer.message))
    problems.push(`does not say that nothing fits (${expected.impossible})`);
  if (expected.says && !expected.says.test(answer.message)) problems.push(`does not say ${expected.says}`);
  const asksSomething =
    [expected.city, expected.guests, expected.price, expected.month].some((value) => value) ||
    (expected.amenities?.length ?? 0) > 0;
  if (expected.noSuggestions && suggestions.length) problems.push(`suggests ${suggestions.join(', ')}`);
  if (
    !expected.noSuggestions &&
    expected.book === undefined &&
    !expected.impossible &&
    asksSomething &&
    !suggestions.length
  )
    problems.push('suggests nothing');
  if (expected.first && !expected.first.includes(suggestions[0] ?? ''))
    problems.push(`suggests #${suggestions[0]} first, want one of ${expected.first.join(', ')}`);
  return { said, problems: [...problems, ...contradictions], contradictions };
}

/** Every case's result and the share that passed. */
export function runCorpus(): { results: CaseResult[]; passed: number; rate: number } {
  const results = CORPUS.map(runCase);
  const passed = results.filter((result) => result.problems.length === 0).length;
  return { results, passed, rate: passed / results.length };
}
