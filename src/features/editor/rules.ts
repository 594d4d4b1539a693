// The rules the build holds a property file to, as the editor checks them before it saves: the schema itself
// (src/schemas/property.ts, the one definition) runs over the file the save would write, and each of its rules that
// fails is said in Romanian on the field at fault. The Romanian words are here, one per rule of the schema, named
// by the field's path and the kind of rule (`prices.guestsIncluded:capacity`, `blocked.checkOut:order`); the list
// of the schema's rules is read from the schema (schemaRules), and rules.test.ts holds the two lists equal, so a
// rule added to the schema cannot be left out of the editor's checks.
import type { z } from 'astro/zod';
import { cardSpelling, DESCRIPTION_WORDS, TOWN_RADIUS_KM, wordCount } from '../../lib/catalogue-rules';
import { KNOWN_LANGUAGES } from '../../lib/language-codes';
import type { Pets } from '../../lib/pets';
import { countNoun } from '../../lib/plural';
import { PETS_LABELS } from '../../schemas/property';

/** A rule of the schema: the field's path (list items by their list's name) and the kind of rule. */
export type RuleKey = `${string}:${string}`;

/** What a rule's words are made from: the issue the schema raised (its bounds, the value written). */
export interface RuleIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  params?: Record<string, unknown>;
}

/** A field's path as the rules name it: the list items' indices left out ('prices.seasons.to'). */
export const rulePath = (path: readonly PropertyKey[]): string =>
  path.filter((part) => typeof part !== 'number').join('.');

/** The kind of rule an issue of the schema broke. */
export function ruleKind(issue: RuleIssue): string {
  if (issue.code === 'custom') return String(issue.params?.['rule'] ?? 'custom');
  if (issue.code === 'invalid_type') return (issue as { expected?: string }).expected === 'int' ? 'int' : 'type';
  if (issue.code === 'too_small') return 'min';
  if (issue.code === 'too_big') return 'max';
  if (issue.code === 'invalid_format') return issue.format === 'regex' ? 'pattern' : (issue.format ?? 'format');
  if (issue.code === 'invalid_union' || issue.code === 'invalid_key') return issue.code;
  if (issue.code === 'invalid_value') return 'enum';
  return issue.code;
}

/**
 * The rule an issue of the schema broke. A refinement is named where it is defined (a season's, on the seasons'
 * list) and reports on the field at fault below it (the season's last night): its rule is the one of that name
 * defined nearest above the field.
 */
export function ruleOf(issue: RuleIssue, messages: Messages = RULE_MESSAGES): RuleKey {
  const path = rulePath(issue.path);
  // A map's key that is not one it takes (a translation's photo by its file name): the rule of the map's keys.
  const key = issue.code === 'invalid_key' ? (issue as { issues?: RuleIssue[] }).issues?.[0] : undefined;
  if (key) return `${rulePath(issue.path.slice(0, -1))}.file:${ruleKind(key)}`;
  const kind = ruleKind(issue);
  if (issue.code !== 'custom') return `${path}:${kind}`;
  const owners = Object.keys(messages)
    .filter((key) => key.endsWith(`:${kind}`))
    .map((key) => key.slice(0, -kind.length - 1))
    .filter((owner) => owner === '' || path === owner || path.startsWith(`${owner}.`))
    .sort((a, b) => b.length - a.length);
  return `${owners[0] ?? path}:${kind}`;
}

/** A rule the file breaks, on the field at fault: its path as the form names it ('prices.seasons.2.to'). */
export interface FieldProblem {
  path: string;
  rule: RuleKey;
  message: string;
}

/** The Romanian words for an issue the schema raised, from `messages` (a table of words by rule). */
export function ruleMessage(issue: RuleIssue, messages: Messages = RULE_MESSAGES): string {
  // A field left empty: its type, or its choice among values, is missing.
  if (
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
    (issue.input === undefined || issue.input === null)
  )
    return REQUIRED;
  const words = messages[ruleOf(issue, messages)];
  if (words === undefined) return issue.code === 'invalid_type' ? REQUIRED : issue.message;
  return typeof words === 'string' ? words : words(issue);
}

/** Whatever can check a value: the property schema, or a part of it. */
interface Checker {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/**
 * The rules `front` (a property file's front matter as the build reads it, or a translation's) breaks, each on its
 * field, in Romanian: the words of `messages`, the property schema's by default.
 */
export function problemsOf(schema: Checker, front: unknown, messages: Messages = RULE_MESSAGES): FieldProblem[] {
  const result = schema.safeParse(front);
  if (result.success) return [];
  return (result.error.issues as RuleIssue[]).map((issue) => {
    // The value at fault, which the schema's issues leave out: the words name what was written.
    const input =
      issue.input ??
      issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], front);
    return {
      path: issue.path.map(String).join('.'),
      rule: ruleOf(issue, messages),
      message: ruleMessage({ ...issue, input }, messages),
    };
  });
}

/** A zod schema's definition, as far as the walk reads it. */
interface Definition {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string; params?: Record<string, unknown> } } }[];
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  options?: Schema[];
}
type Schema = { _zod: { def: Definition } } | z.ZodType;

const definition = (schema: Schema): Definition => (schema as { _zod: { def: Definition } })._zod.def;

/** The kind of rule one of zod's checks is. */
function checkKind(check: { check: string; format?: string; params?: Record<string, unknown> }): string {
  switch (check.check) {
    case 'greater_than':
    case 'min_length':
      return 'min';
    case 'less_than':
    case 'max_length':
      return 'max';
    case 'number_format':
      return 'int';
    case 'string_format':
      return check.format === 'regex' ? 'pattern' : (check.format ?? 'format');
    case 'custom':
      return String(check.params?.['rule'] ?? 'custom');
    default:
      return check.check;
  }
}

/** Checks that transform a value (a text trimmed) rather than hold it to a rule. */
const TRANSFORMS = new Set(['overwrite']);

/**
 * Every rule of `schema`, by field path and kind: each check of each field (bounds, whole numbers, patterns, days,
 * addresses), each choice among values, and each refinement by the name it gives its rule. That a value is there
 * and is of its type is not listed: every field has it, and one message says it (REQUIRED).
 */
export function schemaRules(schema: Schema, path = ''): RuleKey[] {
  const def = definition(schema);
  const own = (def.checks ?? [])
    .filter((check) => !TRANSFORMS.has(check._zod.def.check))
    .map((check): RuleKey => `${path}:${checkKind(check._zod.def)}`);
  // A text that must be a day or an address is one by its own kind (z.iso.date(), z.url()).
  const format = def.type === 'string' && (def as { format?: string }).format;
  if (format) own.push(`${path}:${format}`);
  const inner = (): RuleKey[] => {
    switch (def.type) {
      case 'object':
        return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
          schemaRules(child, path === '' ? key : `${path}.${key}`),
        );
      case 'array':
        return def.element ? schemaRules(def.element, path) : [];
      case 'optional':
      case 'default':
      case 'nullable':
        return def.innerType ? schemaRules(def.innerType, path) : [];
      case 'pipe':
        return [...(def.in ? schemaRules(def.in, path) : []), ...(def.out ? schemaRules(def.out, path) : [])];
      case 'enum':
        return [`${path}:enum`];
      case 'record':
        return [
          ...(def.keyType ? schemaRules(def.keyType, `${path}.file`) : []),
          ...(def.valueType ? schemaRules(def.valueType, path) : []),
        ];
      default:
        return [];
    }
  };
  return [...new Set([...own, ...inner()])];
}

/** Whole numbers, in Romanian, as the owner reads them ('1.600'). */
const figure = (value: number | bigint | undefined) => new Intl.NumberFormat('ro-RO').format(Number(value ?? 0));

/** What the owner reads when a field is left empty or holds something else than it takes. */
export const REQUIRED = 'Completați acest câmp.';

type Words = string | ((issue: RuleIssue) => string);

/** A table of Romanian words by rule. */
type Messages = Readonly<Record<RuleKey, Words>>;

const atLeast = (what: string) => (issue: RuleIssue) => `Cel puțin ${figure(issue.minimum)} ${what}.`;
const atMost = (what: string) => (issue: RuleIssue) => `Cel mult ${figure(issue.maximum)} ${what}.`;
const whole = (example: string) => `Scrieți un număr întreg, de ex. ${example}.`;
const leiMore = 'Prețul trebuie să fie mai mare de 0 lei.';
const seasonDay = (issue: RuleIssue) =>
  `${issue.input === undefined || issue.input === '' ? 'Ziua lipsește' : `„${String(issue.input)}” nu e o zi care există`}: scrieți LL-ZZ pentru fiecare an (de ex. 07-01) sau AAAA-LL-ZZ pentru un singur an (de ex. 2027-05-01).`;
const realDay = 'Scrieți o zi care există, de ex. 2027-07-10.';
const coast = (bound: 'min' | 'max', edge: string) => (issue: RuleIssue) =>
  `Locul trebuie să fie pe litoralul românesc: ${edge} ${bound === 'min' ? issue.minimum : issue.maximum} grade.`;
const fiveDecimals = 'Scrieți cel mult 5 zecimale, de ex. 44.02150.';
const param = (issue: RuleIssue, name: string) => String(issue.params?.[name] ?? '');
/** The description's words as the owner reads them counted: '1 cuvânt', '79 de cuvinte'. */
const words = (issue: RuleIssue) =>
  countNoun(wordCount(String(issue.input ?? '')), { one: 'cuvânt', few: 'cuvinte', other: 'de cuvinte' });
const PLAIN_PET_RULES =
  '„Animalele de companie nu sunt permise”, „Animalele de companie sunt permise” sau „Animalele de companie sunt permise cu acordul gazdei”';

/**
 * The Romanian words of every rule of the property schema, by the rule (schemaRules names them). A message says what
 * is wrong and how to write it right, on the field where it is wrong.
 */
export const RULE_MESSAGES: Messages = {
  'title:min': 'Scrieți titlul proprietății.',
  'location:enum': 'Alegeți una dintre localitățile site-ului; pentru o localitate nouă e nevoie întâi de pagina ei.',
  'latitude:min': coast('min', 'cel puțin'),
  'latitude:max': coast('max', 'cel mult'),
  'latitude:decimals': fiveDecimals,
  'longitude:min': coast('min', 'cel puțin'),
  'longitude:max': coast('max', 'cel mult'),
  'longitude:decimals': 'Scrieți cel mult 5 zecimale, de ex. 28.65390.',
  'rating:min': 'Nota e între 1 și 5, de ex. 4.85.',
  'rating:max': 'Nota e între 1 și 5, de ex. 4.85.',
  'reviews:int': whole('12'),
  'reviews:min': 'Numărul recenziilor nu poate fi negativ.',
  'guests:int': whole('4'),
  'guests:min': atLeast('oaspete'),
  'guests:max': atMost('oaspeți: atât primește o cerere pe site'),
  'bedrooms:int': whole('2'),
  'bedrooms:min': 'Scrieți 0 sau mai mult.',
  'bathrooms:int': whole('1'),
  'bathrooms:min': 'Scrieți 0 sau mai mult.',
  'beds:int': whole('2'),
  'beds:min': 'Cel puțin un pat.',
  'propertyType:enum': 'Alegeți tipul de cazare din listă.',
  'classification.type:enum': 'Alegeți tipul unității din listă, cum îl scrie certificatul de clasificare.',
  'classification.category:int': 'Scrieți numărul de stele (de flori), un număr întreg de la 1 la 5.',
  'classification.category:min': 'Categoria are cel puțin o stea (o floare).',
  'classification.category:max': 'Categoria are cel mult 5 stele (flori).',
  'classification.certificate:min': 'Scrieți seria și numărul certificatului de clasificare.',
  'registrationNumber:min': 'Scrieți numărul de înregistrare sau lăsați câmpul gol pentru o cameră de hotel.',
  'checkIn:pattern': 'Scrieți ora în forma HH:MM, de ex. 15:00.',
  'checkOut:pattern': 'Scrieți ora în forma HH:MM, de ex. 11:00.',
  'prices.nightly:int': 'Scrieți lei întregi, de ex. 450.',
  'prices.nightly:min': leiMore,
  'prices.weekend:int': 'Scrieți lei întregi, de ex. 520.',
  'prices.weekend:min': leiMore,
  'prices.minNights:int': 'Scrieți un număr întreg de nopți, de ex. 2.',
  'prices.minNights:min': 'Un sejur are cel puțin o noapte.',
  'prices.minNights:max': atMost('nopți'),
  'prices.guestsIncluded:int': whole('2'),
  'prices.guestsIncluded:min': 'Prețul e pentru cel puțin un oaspete.',
  ':capacity': (issue) =>
    `Prețul nu poate fi pentru mai mulți oaspeți decât primește proprietatea (${figure(Number(issue.params?.['guests']))}): scrieți cel mult atât sau măriți „Oaspeți”.`,
  'prices.extraGuest:int': 'Scrieți lei întregi, de ex. 50.',
  'prices.extraGuest:min': leiMore,
  'prices:together':
    'Completați împreună „Oaspeți incluși” și „Oaspete în plus”: pentru câți oaspeți e prețul și cât plătește fiecare oaspete în plus pe noapte (sau lăsați-le goale pe amândouă).',
  'prices.cleaning:int': 'Scrieți lei întregi, de ex. 150.',
  'prices.cleaning:min': leiMore,
  'prices.weeklyDiscount:int': 'Scrieți un procent întreg, de ex. 10.',
  'prices.weeklyDiscount:min': 'Reducerea e de cel puțin 1 %.',
  'prices.weeklyDiscount:max': 'Reducerea e de cel mult 90 %.',
  'prices.seasons:same-nights': (issue) =>
    `Sezonul ${issue.params?.['season']} (${issue.params?.['from']} → ${issue.params?.['to']}) are aceleași nopți ca sezonul ${issue.params?.['other']}: pagina le-ar arăta pe amândouă, dar s-ar aplica doar unul. Păstrați unul singur.`,
  'prices.seasons.from:pattern': seasonDay,
  'prices.seasons.from:real-day': seasonDay,
  'prices.seasons.to:pattern': seasonDay,
  'prices.seasons.to:real-day': seasonDay,
  'prices.seasons:one-form':
    'Scrieți ambele nopți ale sezonului la fel: LL-ZZ pentru fiecare an (07-01 până la 08-31) sau AAAA-LL-ZZ pentru un singur an (2027-04-30 până la 2027-05-02).',
  'prices.seasons:order':
    'Ultima noapte a unui sezon pe un singur an nu poate fi înaintea primei nopți: verificați zilele.',
  'prices.seasons.nightly:int': 'Scrieți lei întregi, de ex. 950.',
  'prices.seasons.nightly:min': leiMore,
  'prices.seasons.weekend:int': 'Scrieți lei întregi, de ex. 1050.',
  'prices.seasons.weekend:min': leiMore,
  'prices.seasons.minNights:int': 'Scrieți un număr întreg de nopți, de ex. 3.',
  'prices.seasons.minNights:min': 'Un sejur are cel puțin o noapte.',
  'prices.seasons.minNights:max': atMost('nopți'),
  'cancellationPolicy:enum': 'Alegeți politica de anulare.',
  'hostName:min': 'Scrieți prenumele gazdei.',
  'hostSince:int': whole('2019'),
  'hostSince:min': atLeast('(anul)'),
  'hostSince:max': atMost('(anul)'),
  'hostSince:past': () => `Anul nu poate fi încă în viitor: scrieți cel mult ${new Date().getFullYear()}.`,
  'hostResponseRate:pattern': 'Scrieți un procent, de ex. 100%.',
  'hostResponseRate:percent': 'Gazda răspunde la cel mult 100% dintre mesaje.',
  'hostLanguages:min': 'Scrieți cel puțin o limbă a gazdei.',
  'hostLanguages:known': (issue) =>
    `„${String(issue.input ?? '')}” nu e o limbă pe care site-ul o poate numi: scrieți-o în română, una dintre ${KNOWN_LANGUAGES.join(', ')}.`,
  'hostLanguages:once': (issue) => `${param(issue, 'name')} e scrisă de două ori: păstrați-o o singură dată.`,
  'airbnbUrl:url': 'Scrieți adresa întreagă a anunțului, care începe cu https://.',
  'blocked.checkIn:date': realDay,
  'blocked.checkIn:real-day': realDay,
  'blocked.checkOut:date': realDay,
  'blocked.checkOut:real-day': realDay,
  'blocked:order': 'Check-out-ul e dimineața plecării: trebuie să fie după check-in (cel puțin a doua zi).',
  'blocked:overlap': (issue) =>
    `Această rezervare are nopți comune cu rezervarea ${issue.params?.['other']} (${issue.params?.['checkIn']} → ${issue.params?.['checkOut']}): aceleași nopți nu pot fi date de două ori.`,
  'amenities:min': 'Scrieți cel puțin o facilitate.',
  'amenities:card-spelling': (issue) =>
    `Scrieți „${cardSpelling(String(issue.input ?? '')) ?? ''}”, exact ca pe card (cu diacriticele și majuscula lui), ca să apară pe cardul proprietății.`,
  'houseRules:min': 'Scrieți cel puțin o regulă a casei.',
  'houseRules:pets-said': `Spuneți limpede dacă animalele de companie sunt primite, de ex. ${PLAIN_PET_RULES}.`,
  'houseRules:quiet-hours': 'Adăugați orele de liniște ca regulă separată, scrisă „Liniște între orele 22:00-8:00”.',
  ':capacity-rule': (issue) =>
    `Regula „${param(issue, 'houseRule')}” spune alt număr decât „Oaspeți” (${param(issue, 'guests')}): scrieți același număr în ambele locuri.`,
  ':turnover': (issue) =>
    `Check-out-ul (până la ${param(issue, 'checkOut')}) trebuie să fie cel târziu la ora check-in-ului (de la ${param(issue, 'checkIn')}), ca oaspetele care pleacă să elibereze locul înainte să sosească următorul.`,
  ':pets-agree': (issue) =>
    `Regula casei „${param(issue, 'houseRule')}” spune „${PETS_LABELS[param(issue, 'said') as Pets] ?? ''}”: alegeți același răspuns aici.`,
  ':near-town': (issue) =>
    `Punctul e la ${new Intl.NumberFormat('ro-RO').format(Number(issue.params?.['kilometres'] ?? 0))} km de centrul localității ${param(issue, 'town')}, iar o proprietate e la cel mult ${TOWN_RADIUS_KM} km de el: verificați latitudinea, longitudinea și localitatea.`,
  'pets:enum': 'Alegeți un răspuns din listă sau lăsați câmpul gol.',
  'safetyFeatures:min': 'Scrieți cel puțin un echipament de siguranță.',
  'nearbyAttractions:pattern': 'Scrieți „loc - distanță”, distanța în m sau km, de ex. Lacul Techirghiol - 1,2 km.',
  'nearbyAttractions:min': 'Scrieți cel puțin un loc din apropiere, de ex. Plaja Modern - 300 m.',
  'images:min': 'Adăugați cel puțin 2 fotografii.',
  'images.alt:min': 'Scrieți în câteva cuvinte ce se vede în fotografie, pentru cine nu o poate vedea.',
  'images:max': 'Cel mult 6 fotografii: ștergeți-le pe cele în plus.',
  'body:min-words': (issue) => `Descrierea are ${words(issue)}: scrieți cel puțin ${DESCRIPTION_WORDS.min}.`,
  'body:max-words': (issue) => `Descrierea are ${words(issue)}: scrieți cel mult ${DESCRIPTION_WORDS.max}.`,
};

/** A count of house rules or places, in Romanian: '1 regulă', '3 reguli', '20 de reguli'. */
const rules = (count: unknown) => countNoun(Number(count), { one: 'regulă', few: 'reguli', other: 'de reguli' });
const places = (count: unknown) => countNoun(Number(count), { one: 'loc', few: 'locuri', other: 'de locuri' });

/**
 * The Romanian words of every rule of a property's translation but its description's (RULE_MESSAGES has those): the
 * translation schema's (src/schemas/property-translation.ts) and those it keeps beside the Romanian file
 * (src/lib/translation.ts, TRANSLATION_RULES). rules.test.ts holds the list to theirs.
 */
export const TRANSLATION_MESSAGES: Messages = {
  'title:min': 'Scrieți titlul proprietății în această limbă.',
  'photos.file:pattern': (issue) =>
    `„${String(issue.input ?? '')}” nu e numele unei fotografii: scrieți numele fișierului ei, de ex. terasa.jpg.`,
  'photos:min': 'Scrieți ce se vede în fotografie, în această limbă.',
  'houseRules:min': 'Scrieți regulile casei, câte una pentru fiecare regulă din fișierul în română.',
  'nearbyAttractions:pattern': 'Scrieți „loc - distanță”, de ex. Modern Beach - 300 m.',
  'photos:missing': (issue) => `Lipsește textul fotografiei ${param(issue, 'photo')}.`,
  'photos:extra': (issue) =>
    `${param(issue, 'photo')} nu e una dintre fotografiile proprietății: păstrați doar fotografiile ei.`,
  'houseRules:count': (issue) =>
    `Aici sunt ${rules(issue.params?.['count'])}, iar în română ${rules(issue.params?.['romanian'])}: scrieți câte una pentru fiecare, în aceeași ordine.`,
  'nearbyAttractions:count': (issue) =>
    `Aici sunt ${places(issue.params?.['count'])}, iar în română ${places(issue.params?.['romanian'])}: scrieți câte unul pentru fiecare, în aceeași ordine.`,
  'houseRules:pets': (issue) =>
    `Regula „${param(issue, 'translated')}” nu spune despre animalele de companie ce spune regula în română, „${param(issue, 'romanian')}”.`,
};
