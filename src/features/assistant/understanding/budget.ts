// How much a visitor means to spend, as they write it in Romanian, English or Russian: 'sub 500 de lei pe noapte',
// 'maxim 3.000 lei în total', 'under 3000 lei in total', 'below 400 lei a night', 'до 400 лей за ночь', 'не дороже
// 3000 лей за всё'. Read from the folded message (lower case, no diacritics: 'лей' arrives as 'леи', 'всё' as 'все')
// before English and Russian are rewritten into Romanian, and cut out of it, so that no other reader takes its amount
// for a party or a day. Prices are in lei: an amount in another currency is no budget.
import type { Budget } from '../../prices';

/** A word's edges in any script: JavaScript's \b knows only Latin letters. */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
const alternatives = (words: readonly string[]) => words.join('|');

/** An amount: '3000', '3.000', '3 000', '3,000', '2,5k', '3 mii', '3 тыс.'. */
const AMOUNT =
  '(?<amount>\\d{1,3}(?:[.,\\s\\u00a0\\u202f]\\d{3})+(?!\\d)|\\d+(?:[.,]\\d+)?)(?:\\s*(?<thousands>k|к|mii|mie|тыс\\p{L}*\\.?|тыщ\\p{L}*))?';
/** The lower end of a range before the amount: '300-500 lei', 'între 300 și 500', 'от 300 до 500'. */
const RANGE = '(?:\\d[\\d.,\\s]*?\\s*(?:-|–|si|and|to|la|pana\\s+la|и|до)\\s*)';
/** The leu, as each language writes it after a number: 'lei', 'de lei', 'RON', 'лей', 'леев', 'лея'. */
const LEI = '(?:de\\s+)?(?:lei|leu|ron|леи|лея|леев|рон)(?:\\s+romanesti|\\s+румынских)?';
/** Other currencies: an amount in them is no budget in lei. */
const FOREIGN = '(?:euro?s?|eur|usd|dolari|dollars?|евро|долл\\p{L}*|\\p{Sc})';

/** Words that put a ceiling on the amount after them: 'sub', 'maxim', 'under', 'up to', 'до', 'не дороже'. */
const CEILING = alternatives([
  'sub',
  'maxim(?:um)?',
  'max\\.?',
  'cel\\s+mult',
  'pana\\s+(?:in|la)',
  'nu\\s+mai\\s+mult\\s+de(?:cat)?',
  'nu\\s+peste',
  'mai\\s+putin\\s+de(?:cat)?',
  'mai\\s+ieftin\\s+de(?:cat)?',
  'in\\s+limita\\s+(?:a|de)',
  'sa\\s+nu\\s+depaseasca',
  // A floor said with a 'not' is a ceiling: 'nu vrem să dăm mai mult de', 'we don't want to spend more than'.
  'nu\\s+(?:vreau|vrem|dorim|doresc|putem|pot)\\s+(?:sa\\s+)?(?:dau|dam|platesc|platim|cheltui\\p{L}*)\\s+(?:mai\\s+mult\\s+de(?:cat)?|peste)',
  "(?:don['’]?t|do\\s+not|won['’]?t|will\\s+not|can['’]?t|cannot)\\s+(?:want|wish|plan|like|afford)\\s+to\\s+(?:spend|pay)\\s+(?:more\\s+than|over|above)",
  'не\\s+(?:хотим|хочу|можем|могу|готовы|готов)\\s+(?:платить|тратить|потратить|заплатить)\\s+(?:больше|более|свыше)',
  'under',
  'below',
  'less\\s+than',
  'at\\s+most',
  'up\\s+to',
  'no\\s+more\\s+than',
  'not\\s+more\\s+than',
  'cheaper\\s+than',
  'within',
  'max(?:imum)?\\s+of',
  'до',
  'не\\s+дороже',
  'не\\s+больше',
  'не\\s+более',
  'не\\s+выше',
  'дешевле',
  'меньше',
  'максимум',
  'макс\\.?',
  'в\\s+пределах',
  'в\\s+рамках',
]);
/** Words that put a floor under it instead: a visitor spending 'over 500 lei' sets no ceiling. */
const FLOOR = alternatives([
  'peste',
  'over',
  'more\\s+than',
  'at\\s+least',
  'minim(?:um)?',
  'cel\\s+putin',
  'от',
  'больше',
  'дороже',
  'не\\s+меньше',
  'свыше',
]);
/** Words that name a budget before its amount: 'un buget total de', 'our budget is', 'бюджет до'. */
const BUDGET_WORD =
  '(?:(?:un|our|my|the|a|total|overall)\\s+)*(?:bugetul|buget|budget|бюджет\\p{L}*)(?:\\s+(?:total|maxim|max|de|of|is|e|este|nostru|meu|our|my|около|в|до|на|составляет))*';

/** Words saying an amount is a night's, right after it or anywhere: 'pe noapte', 'per night', 'за ночь'. */
const NIGHT_SAID = alternatives([
  '(?:pe|per)\\s+noapte',
  '/\\s*(?:noapte|night|ночь|сутки|zi)',
  '(?:pe|per)\\s+zi',
  'per\\s+night',
  'nightly',
  'per\\s+day',
  'за\\s+(?:одну\\s+)?(?:ночь|сутки|день)',
  'в\\s+(?:сутки|день)',
  'посуточно',
]);
/** Words that say it right after an amount but may name a stay's length elsewhere: 'o noapte', 'a night'. */
const NIGHT_AFTER = alternatives([
  'o\\s+noapte',
  'noaptea',
  'pentru\\s+o\\s+noapte',
  'an?\\s+night',
  '(?:each|every)\\s+night',
  'for\\s+(?:a|one)\\s+night',
  'a\\s+day',
  'на\\s+ночь',
]);
/** Words saying an amount is the whole stay's: 'în total', 'pentru tot sejurul', 'for the whole stay', 'за всё'. */
const STAY_SAID = alternatives([
  'in\\s+total',
  'total(?:ul)?',
  'cu\\s+totul',
  '(?:(?:pe|pentru)\\s+)?(?:tot|toata|intreg\\p{L}*)\\s+(?:sejurul|perioada|vacanta|sederea|concediul|sejur)',
  'pe\\s+sejur',
  'all[\\s-]+in(?:clusive)?',
  'altogether',
  'overall',
  'in\\s+all',
  '(?:for|in)\\s+(?:the\\s+)?(?:whole|entire|full)\\s+(?:stay|trip|holiday|vacation|time|period)',
  'for\\s+everything',
  'per\\s+stay',
  'за\\s+вс[её]',
  'всего',
  'в\\s+общ\\p{L}*\\s+сложности',
  'итого',
  'за\\s+(?:весь|всю|все)\\s+\\p{L}+',
  'на\\s+(?:весь|всю)\\s+\\p{L}+',
]);
/** Words that make it the stay's and also say how long the stay is: they stay in the message for the dates. */
const STAY_AFTER = alternatives([
  '(?:pe|pentru)\\s+(?:o\\s+)?saptamana',
  '(?:for|per)\\s+(?:the|a|one)\\s+week',
  'a\\s+week',
  'за\\s+неделю',
  'на\\s+неделю',
  '(?:pentru|pe|for|за|на)\\s+\\d{1,2}\\s+(?:nopti|zile|nights|days|ноч\\p{L}*|сут\\p{L}*|дн\\p{L}*)',
]);
/** A night's words anywhere in a message. */
const NIGHT_ANYWHERE = new RegExp(`${START}(?:${NIGHT_SAID}|${NIGHT_AFTER})${END}`, 'u');
/** A stay's words anywhere in a message ('în total 12 persoane' counts people, not lei). */
const STAY_ANYWHERE = new RegExp(`${START}(?:${STAY_SAID}|${STAY_AFTER})${END}(?!\\s*\\d)`, 'u');
/** Only the plain words, for a message that says night or stay without an amount ('am zis pe noapte'). */
const NIGHT_ALONE = new RegExp(`${START}(?:${NIGHT_SAID})${END}`, 'u');
const STAY_ALONE = new RegExp(`${START}(?:${STAY_SAID})${END}(?!\\s*\\d)`, 'u');
/** A price question, which asks about a stay rather than saying how a budget was meant. */
const QUESTION = /(?<![\p{L}])(?:pret\p{L}*|cost(?!an)\p{L}*|tarif\p{L}*|how\s+much|price|сколько|цен\p{L}*|стоит)/u;

/** Units after a bare amount that make it something else than money: people, nights, days, metres, months. */
const NOT_MONEY =
  '(?:m|km|min|%|persoan\\p{L}*|pers|oaspe\\p{L}*|adult\\p{L}*|copi\\p{L}*|people|guests?|persons?|adults?|nopt\\p{L}*|noapte|nights?|zile|days?|человек\\p{L}*|гост\\p{L}*|ноч\\p{L}*|дн\\p{L}*|ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie|january|february|march|april|may|june|july|september|october|november|december|январ\\p{L}*|феврал\\p{L}*|март\\p{L}*|апрел\\p{L}*|ма[яеи]|июн\\p{L}*|июл\\p{L}*|август\\p{L}*|сентябр\\p{L}*|октябр\\p{L}*|ноябр\\p{L}*|декабр\\p{L}*)';

const LEAD = `(?:(?<total>${STAY_SAID})(?:\\s+of)?\\s+)?(?:(?<bound>${CEILING}|${FLOOR})\\s+|(?<word>${BUDGET_WORD})\\s*[:=—–-]?\\s*)`;
const TRAIL = `(?:\\s*,?\\s*(?<per>${NIGHT_SAID}|${NIGHT_AFTER}|${STAY_SAID}))?`;
/** An amount in a currency, with the words around it that say what it is. */
const IN_CURRENCY = new RegExp(
  `${START}${LEAD}?(?<range>${RANGE})?${AMOUNT}\\s*(?:(?<lei>${LEI})|(?<foreign>${FOREIGN}))${END}${TRAIL}${END}`,
  'giu',
);
/** An amount without a currency: a budget only when a ceiling and the night or stay say so, or named a budget. */
const WITHOUT_CURRENCY = new RegExp(
  `${START}${LEAD}(?<range>${RANGE})?${AMOUNT}(?![.,]?\\d|\\s*-\\s*\\p{L}|\\s*(?:${NOT_MONEY})${END})${TRAIL}${END}`,
  'giu',
);

/** Amounts with neither a night's nor a stay's words are a night's up to this many lei, a stay's above. */
export const NIGHTLY_UNTIL = 1000;

/** Reads '3.000', '3 000', '3,000', and '2,5' before a word for thousands, as a whole number of lei. */
function amountOf(digits: string, thousands: string | undefined): number | undefined {
  const compact = digits.replace(/[\s\u00a0\u202f]/g, '');
  const grouped = !thousands && /^\d{1,3}(?:[.,]\d{3})+$/.test(compact);
  const value = Number(grouped ? compact.replace(/[.,]/g, '') : compact.replace(',', '.'));
  const amount = thousands ? value * 1000 : value;
  return Number.isInteger(amount) && amount > 0 ? amount : undefined;
}

/** What a message says about a budget, and the message without it. */
export interface BudgetReading {
  /** The ceiling it sets, when it names an amount in lei. */
  budget?: Budget;
  /** Whether a night or the whole stay was meant, said without an amount ('pe noapte', 'în total'). */
  per?: Budget['per'];
  /** It names an amount in another currency, which the prices (in lei) cannot be held to. */
  foreign?: true;
  /** The message with the budget's words cut out. */
  rest: string;
}

/** Night or stay, by the words of one amount (`groups`), the words just after it, then the whole message's. */
function perOf(groups: Record<string, string | undefined>, after: string, amount: number, folded: string) {
  const said = groups['per'];
  if (said !== undefined) return new RegExp(`^(?:${STAY_SAID})$`, 'u').test(said) ? 'stay' : 'night';
  if (groups['total'] !== undefined || /total|overall/.test(groups['word'] ?? '')) return 'stay';
  if (new RegExp(`^\\s*,?\\s*(?:${STAY_AFTER})${END}`, 'u').test(after)) return 'stay';
  const night = NIGHT_ANYWHERE.test(folded);
  const stay = STAY_ANYWHERE.test(folded);
  if (night !== stay) return night ? 'night' : 'stay';
  return amount > NIGHTLY_UNTIL ? 'stay' : 'night';
}

/**
 * The budget of a folded message: the highest amount it allows in lei (the upper end of a range), and whether for a
 * night or the whole stay, by its words ('pe noapte', 'în total', '1500 lei pentru 3 nopți'); an amount said with
 * neither is a night's up to NIGHTLY_UNTIL lei and the stay's above. A floor ('peste 500 lei') or another currency
 * sets none, though its words are cut out all the same. Without an amount, the words alone say how an earlier budget
 * was meant ('pe noapte', 'în total'), unless the message asks a price.
 */
export function readBudget(folded: string): BudgetReading {
  let text = folded;
  let budget: Budget | undefined;
  let foreign = false;
  for (const pattern of [IN_CURRENCY, WITHOUT_CURRENCY]) {
    const spans: { start: number; end: number }[] = [];
    for (const match of text.matchAll(pattern)) {
      const groups = match.groups ?? {};
      // Without a currency, an amount is a budget only when named one, or with a ceiling and a night's or stay's words.
      if (pattern === WITHOUT_CURRENCY && groups['word'] === undefined && groups['per'] === undefined) continue;
      const end = match.index + match[0].length;
      spans.push({ start: match.index, end });
      if (groups['foreign'] !== undefined) foreign = true;
      const amount = amountOf(groups['amount'] ?? '', groups['thousands']);
      const floor = groups['range'] === undefined && new RegExp(`^(?:${FLOOR})$`, 'u').test(groups['bound'] ?? '');
      if (budget || amount === undefined || floor || groups['foreign'] !== undefined) continue;
      budget = { amount, per: perOf(groups, text.slice(end), amount, folded) };
    }
    // What was read is cut before the next pattern looks, so that no amount is read twice.
    text = cut(text, spans);
  }
  if (budget) return { budget, rest: text };
  if (foreign) return { foreign: true, rest: text };
  const night = NIGHT_ALONE.test(folded);
  const stay = STAY_ALONE.test(folded);
  if (!QUESTION.test(folded) && night !== stay) return { per: night ? 'night' : 'stay', rest: text };
  return { rest: text };
}

/** `text` with each span cut out (each replaced by a space, so the words around it stay apart). */
function cut(text: string, spans: readonly { start: number; end: number }[]): string {
  return [...spans]
    .sort((a, b) => b.start - a.start)
    .reduce((rest, { start, end }) => `${rest.slice(0, start)} ${rest.slice(end)}`, text);
}
