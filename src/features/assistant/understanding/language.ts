// Which of the site's languages a visitor writes in, so the offline assistant answers in it.
import type { Language } from '../../../lib/languages';
import type { CatalogueTown } from '../search/towns';

// Everyday words only one of the two Latin-script languages uses, folded (lower case, no diacritics). Words both
// share ('weekend', 'hotel', 'august', 'in') or that fold into each other ('cât' and 'cat', 'are', 'am') tell nothing
// and are left out.
const ENGLISH = new Set(
  (
    'the a and for with we i im me my our us you your is be do does have has any anything something ' +
    'looking look need want would like please hi hello hey thanks thank people person adults adult kids kid ' +
    'children child family couple wife husband friends near sea view pool cheap budget luxury book booking ' +
    'reserve room apartment flat villa house guests guest nights night week weeks days from to until next ' +
    'this that how much what where can could bring dog dogs pet pets parking kitchen there one two three ' +
    'four five six seven eight nine ten just only alone tomorrow today place stay accommodation available ' +
    'under below less than most spend ' +
    'price cost per of on it its take first second last option january february march april june july ' +
    'september october november december jan feb mar apr jun jul aug sep sept oct nov dec may'
  ).split(' '),
);
const ROMANIAN = new Set(
  (
    'si sau pentru pt cu la de din pe vreau vrem caut cautam avem suntem sunt o un una unui ceva cazare persoane ' +
    'persoana pers adulti adult copii copil copilul noapte nopti zile zi saptamana ieftin ieftina buna ziua salut ' +
    'multumesc mersi va rog aveti este e doua doi trei patru cinci sase apartamentul camera vila mare langa ' +
    'plaja piscina parcare vedere animale rezerv rezervati rezerva dori dorim am as ne noi eu sotia sotul ' +
    'familie familia iulie iunie ianuarie februarie martie aprilie septembrie octombrie noiembrie decembrie ' +
    'maine poimaine weekendul viitor acesta luna cat costa pret cuplu prieteni ca sa nu da cel cea mai sub maxim ' +
    'buget bugetul'
  ).split(' '),
);

const TOWN_NAMES = /(?<!\p{L})(?:constan[țţt]\p{L}*|mamaia(?:-sat)?|eforie(?: sud)?)(?!\p{L})/giu;

// The catalogue's towns' names as a message may write them, made once per list of towns.
const townPatterns = new WeakMap<readonly CatalogueTown[], RegExp | null>();

/** Every name of `towns` written in Latin letters, whole, in any case: a name keeps its letters in any language. */
function namesOf(towns: readonly CatalogueTown[]): RegExp | null {
  let pattern = townPatterns.get(towns);
  if (pattern === undefined) {
    const names = towns
      .flatMap((town) => town.names)
      .filter((name) => !/\p{Script=Cyrillic}/u.test(name))
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = names.length ? new RegExp(`(?<!\\p{L})(?:${names.join('|')})(?!\\p{L})`, 'giu') : null;
    townPatterns.set(towns, pattern);
  }
  return pattern;
}

/** Folded words of a text: lower case, without diacritics. */
function latinWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z']+/)
    .map((word) => word.replace(/'/g, ''))
    .filter(Boolean);
}

/**
 * The language a message is written in, or undefined when it does not tell (a number, a town's name): the
 * conversation then keeps the language it had. Cyrillic is Russian; Romanian letters (ă, â, î, ș, ț) are Romanian;
 * otherwise the language whose everyday words the message uses more.
 */
export function detectLanguage(message: string, towns: readonly CatalogueTown[] = []): Language | undefined {
  // The towns' names keep their Romanian letters in any language ('a room in Constanța', 'a flat in Costinești').
  const names = namesOf(towns);
  const text = (names ? message.replace(names, ' ') : message).replace(TOWN_NAMES, ' ');
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (cyrillic > 0 && cyrillic >= latin / 2) return 'ru';
  if (/[ăâîșşțţ]/i.test(text)) return 'ro';
  const words = latinWords(text);
  const english = words.filter((word) => ENGLISH.has(word)).length;
  const romanian = words.filter((word) => ROMANIAN.has(word)).length;
  if (english > romanian) return 'en';
  if (romanian > 0) return 'ro';
  return undefined;
}
