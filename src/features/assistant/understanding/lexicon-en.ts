// English chat messages rewritten into the Romanian words the offline matcher reads, so one grammar understands
// both: 'July 12-15' becomes '12-15 iulie', '2 adults and a child' '2 adulti si o copii', 'pool' 'piscina'.
// Expects folded text (lower case, no diacritics) and runs only on messages detected as English, because some
// English words are Romanian ones once folded ('cat' is 'cât').

/** An ordered rewrite: each pattern (global) replaced in turn. */
export type Rewrite = readonly [RegExp, string | ((...groups: string[]) => string)];

const MONTHS: readonly (readonly [string, string])[] = [
  ['january', 'ianuarie'],
  ['february', 'februarie'],
  ['march', 'martie'],
  ['april', 'aprilie'],
  ['june', 'iunie'],
  ['july', 'iulie'],
  ['august', 'august'],
  ['september', 'septembrie'],
  ['october', 'octombrie'],
  ['november', 'noiembrie'],
  ['december', 'decembrie'],
];
const SHORT_MONTHS: readonly (readonly [string, string])[] = [
  ['jan', 'ianuarie'],
  ['feb', 'februarie'],
  ['mar', 'martie'],
  ['apr', 'aprilie'],
  ['jun', 'iunie'],
  ['jul', 'iulie'],
  ['aug', 'august'],
  ['sept?', 'septembrie'],
  ['oct', 'octombrie'],
  ['nov', 'noiembrie'],
  ['dec', 'decembrie'],
];
/** The Romanian month names the rewrites produce. */
const RO_MONTH =
  '(?:ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie)';
const WEEKDAYS: readonly (readonly [string, string])[] = [
  ['monday', 'luni'],
  ['tuesday', 'marti'],
  ['wednesday', 'miercuri'],
  ['thursday', 'joi'],
  ['friday', 'vineri'],
  ['saturday', 'sambata'],
  ['sunday', 'duminica'],
];
const RO_WEEKDAY = '(?:luni|marti|miercuri|joi|vineri|sambata|duminica)';
const NUMBERS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
const PARTNER = '(?:wife|husband|partner|girlfriend|boyfriend|fiancee?|spouse)';

/** The rewrites, in the order they apply: phrases before the words they contain. */
export const ENGLISH_REWRITES: readonly Rewrite[] = [
  [/[’‘`]/g, "'"],
  [
    /\b(i|we|you|it|that)'(ll|d|re|m|s|ve)\b/g,
    (_, who: string, verb: string) =>
      `${who} ${{ ll: 'will', d: 'would', re: 'are', m: 'am', s: 'is', ve: 'have' }[verb] ?? ''}`,
  ],
  [/\b(?:don't|do not|doesn't|does not|won't|will not|isn't|is not|aren't|are not)\b/g, 'nu'],
  // Which of the proposals ('the second one'), before 'one' becomes a number; written as the Romanian matcher's
  // numbered options, which no later rewrite touches.
  [/\b(?:the\s+)?first(?:\s+one)?\b/g, 'prima'],
  [/\b(?:the\s+)?second(?:\s+one)?\b/g, 'varianta 2'],
  [/\b(?:the\s+)?third(?:\s+one)?\b/g, 'varianta 3'],
  [/\b(?:the\s+)?last(?:\s+one)?\b/g, 'ultima'],
  [/\b(?:this|that|which|the)\s+one\b/g, ' '],
  // Numbers as words, ordinals and 'the 12th of July'.
  ...NUMBERS.map((word, value): Rewrite => [new RegExp(`\\b${word}\\b`, 'g'), String(value)]),
  [/\b(\d{1,2})(?:st|nd|rd|th)\b/g, '$1'],
  ...MONTHS.map(([english, romanian]): Rewrite => [new RegExp(`\\b${english}\\b`, 'g'), romanian]),
  ...SHORT_MONTHS.map(
    ([english, romanian]): Rewrite => [
      new RegExp(`(?<=\\d\\s?)\\b${english}\\b\\.?|\\b${english}\\b\\.?(?=\\s?\\d)`, 'g'),
      romanian,
    ],
  ),
  // 'May' is a month next to a day or after a word that introduces one, never 'may we bring a dog'.
  [/(?<=\d\s?)\bmay\b|\bmay\b(?=\s?\d)|(?<=\b(?:in|of|from|early|late|mid|until|till)\s)may\b/g, 'mai'],
  [new RegExp(`\\b(?:the\\s+)?(\\d{1,2})\\s+of\\s+(${RO_MONTH})\\b`, 'g'), '$1 $2'],
  // 'July 12-15' and 'July 12' are written '12-15 iulie' and '12 iulie' in Romanian.
  [
    new RegExp(
      `\\b(${RO_MONTH})\\s+(\\d{1,2})\\b(?![:.]\\d)(?:\\s*(?:-|–|to|until|till|through|thru)\\s*(\\d{1,2})\\b(?!\\s*(?:${RO_MONTH}|[:.]\\d)))?`,
      'g',
    ),
    (_, month: string, first: string, last: string | undefined) =>
      last ? `${first}-${last} ${month}` : `${first} ${month}`,
  ],
  [/\bbetween\s+(\d{1,2})\s+and\s+(\d{1,2})\b/g, 'intre $1 si $2'],
  [
    new RegExp(
      `\\s(?:to|until|till|through|thru)\\s+(?=(?:the\\s+)?\\d|${RO_MONTH}|${RO_WEEKDAY}|(?:${WEEKDAYS.map(([day]) => day).join('|')})\\b)`,
      'g',
    ),
    ' pana pe ',
  ],
  ...WEEKDAYS.map(([english, romanian]): Rewrite => [new RegExp(`\\b${english}\\b`, 'g'), romanian]),
  [/\b(?:the\s+)?day after tomorrow\b/g, 'poimaine'],
  [/\btomorrow\b/g, 'maine'],
  [/\b(?:today|tonight)\b/g, 'azi'],
  [/\b(?:next|the following|the coming)\s+weekend\b/g, 'weekendul viitor'],
  [/\b(?:this|the|this coming)\s+weekend\b/g, 'weekendul acesta'],
  [/\bnext month\b/g, 'luna viitoare'],
  [/\bthis month\b/g, 'luna aceasta'],
  [/\b(?:starting|arriving|from)(?:\s+on)?\b/g, 'din'],
  [new RegExp(`\\bon\\s+(?=\\d|${RO_WEEKDAY}\\b)`, 'g'), 'pe '],
  [/\bfortnight\b/g, '2 saptamani'],
  [/\bnights\b/g, 'nopti'],
  [/\bnight\b/g, 'noapte'],
  [/\bweeks\b/g, 'saptamani'],
  [/\bweek\b/g, 'saptamana'],
  [/\bdays\b/g, 'zile'],
  // Booking.
  [/\b(?:i|we)\s+(?:would like|want|wish|would love|am going|are going)\s+to\s+(?:book|reserve|rent)\b/g, 'rezerv'],
  [/\b(?:i|we)\s+will\s+take\b|\btake it\b/g, 'o iau'],
  [/\b(?:book|booking|reserve|reservation|rent)\b/g, 'rezerv'],
  [/\boption\s+(\d)\b/g, 'varianta $1'],
  [/\b(?:number|no\.?)\s*(\d{1,2})\b/g, 'nr $1'],
  // Courtesy and questions the catalogue cannot answer.
  [/\bthank(?:s| you)(?:\s+(?:a lot|very much|so much))?\b/g, 'multumesc'],
  [/\b(?:hi|hello|hey|good (?:morning|afternoon|evening))\b/g, 'buna'],
  [/\bhow much\b|\bprices?\b|\bcosts?\b|\brates?\b/g, 'pret'],
  [/\b(?:available|availability|vacant|vacancy|vacancies)\b/g, 'disponibil'],
  // Price wishes and amenities.
  [
    /\bnot\s+(?:too\s+|very\s+|that\s+)?expensive\b|\b(?:cheap(?:est|er)?|budget|affordable|inexpensive|low[- ]cost|economy|economical)\b/g,
    'ieftin',
  ],
  [/\b(?:luxury|luxurious|premium|upscale|high[- ]end|fancy|exclusive)\b/g, 'lux'],
  [/\b(?:swimming\s+)?pools?\b/g, 'piscina'],
  [/\b(?:hot\s*tub|whirlpool|jacuzzi)\b/g, 'jacuzzi'],
  [/\b(?:car\s*park|parking(?:\s+(?:space|spot|place|lot))?|garage|park\s+(?:the|our|my)\s+car)\b/g, 'parcare'],
  [
    /\b(?:sea[- ]?views?|ocean\s+views?|views?\s+(?:of|over|to|on)\s+the\s+sea|overlooking\s+the\s+sea|facing\s+the\s+sea)\b/g,
    'vedere la mare',
  ],
  [/\b(?:pet[- ]friendly|pets?|dogs?|puppy|puppies|cats?|doggy)\b/g, 'animale'],
  [/\b(?:kitchen(?:ette)?|cook(?:ing)?)\b/g, 'bucatarie'],
  [/\b(?:air[- ]?con(?:ditioning|ditioned)?|a\/c)\b/g, 'aer conditionat'],
  [/\b(?:balcon(?:y|ies)|terrace|patio)\b/g, 'balcon'],
  [/\b(?:bbq|barbe(?:cue|que)|grill)\b/g, 'gratar'],
  [/\b(?:playground|play\s+area)\b/g, 'loc de joaca'],
  [/\b(?:wi-?fi|internet)\b/g, 'wifi'],
  // Kinds of stay.
  [/\b(?:villas?|house|holiday home)\b/g, 'vila'],
  [/\bsuites?\b/g, 'suita'],
  [/\bstudio\b/g, 'garsoniera'],
  [/\bhotel\s+rooms?\b/g, 'camera de hotel'],
  [/\b(?:apartments?|flats?)\b/g, 'apartamentul'],
  [/\brooms?\b/g, 'camera'],
  [/\b(?:property|listing)\b/g, 'proprietatea'],
  // The party.
  [/\b(?:just|only)\s+(?:me|myself|1 person)\b|\bby myself\b|\bon my own\b|\balone\b|\bsolo\b/g, 'sunt singur'],
  [
    new RegExp(
      `\\b(?:(?:me|i)\\s+and\\s+my\\s+${PARTNER}|my\\s+${PARTNER}\\s+and\\s+(?:me|i)|with\\s+my\\s+${PARTNER})\\b`,
      'g',
    ),
    'eu si sotia',
  ],
  [/\b(?:me|i)\s+and\s+(\d+)\s+friends?\b/g, 'eu si $1 prieteni'],
  [
    /\bthere\s+(?:are|will be)\s+(\d+)\s+of\s+us\b|\b(\d+)\s+of\s+us\b/g,
    (_, a: string | undefined, b: string | undefined) => `suntem ${a ?? b ?? ''}`,
  ],
  [/\bwe\s+(?:are|will be|travel as)\s+(?=\d)/g, 'suntem '],
  [/\bfamily\s+of\b/g, 'familie de'],
  [/\bfamily\s+with\b/g, 'familie cu'],
  [/\bfamily\b/g, 'familie'],
  [/\bgroup\s+of\b/g, 'grup de'],
  [/\bcouple\b/g, 'cuplu'],
  [/\b(?:people|persons|person|pax|ppl|guests?)\b/g, 'persoane'],
  [/\badults?\b/g, 'adulti'],
  [/\b(?:children|child|kids?|toddlers?|babies|baby|infants?|sons?|daughters?)\b/g, 'copii'],
  [/\bparents\b/g, 'parinti'],
  [/\bfriends?\b/g, 'prieteni'],
  // What they want, and the small words the Romanian grammar leans on.
  [
    /\b(?:i|we)\s+(?:would like|want|need|am looking for|are looking for|look for|are searching for)\b|\blooking for\b|\bsearching for\b/g,
    'vreau',
  ],
  [/\b(?:anything|something)\b/g, 'ceva'],
  [/\bwithout\b|\bno\b(?!\.)/g, 'fara'],
  [/\bnot\b/g, 'nu'],
  [/\bwith\b/g, 'cu'],
  [/\bfor\b/g, 'pentru'],
  [/\band\b/g, 'si'],
  [/\bor\b/g, 'sau'],
  [/\bat\b/g, 'la'],
  [/\bnear\b/g, 'langa'],
  [/\ban?\b/g, 'o'],
];
