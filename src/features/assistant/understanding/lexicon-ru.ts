// Russian chat messages rewritten into the Romanian words the offline matcher reads: 'с 12 по 15 июля' becomes
// 'din 12 pana pe 15 iulie', 'на двоих' 'pentru 2', 'бассейн' 'piscina'. Expects folded text: lower case and without
// combining marks, so 'й' arrives as 'и' and 'ё' as 'е'. Only Cyrillic words are touched, so it is safe on any message.
import type { Rewrite } from './lexicon-en';

/** A Russian word pattern: JavaScript's \b knows only Latin letters, so the edges are spelled out. */
const ru = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu');

// Numbers, in the forms a count takes: 'два', 'двое', 'двоих', 'двух'.
const NUMBERS: readonly (readonly [string, number])[] = [
  ['один|одна|одного|одну|одном', 1],
  ['два|две|двое|двоих|двух', 2],
  ['три|трое|троих|трех', 3],
  ['четыре|четверо|четверых|четырех', 4],
  ['пять|пятеро|пятерых|пяти', 5],
  ['шесть|шестеро|шестерых|шести', 6],
  ['семь|семеро|семерых|семи', 7],
  ['восемь|восьмеро|восьми', 8],
  ['девять|девяти', 9],
  ['десять|десятеро|десяти', 10],
  ['одиннадцать', 11],
  ['двенадцать', 12],
  ['тринадцать', 13],
  ['четырнадцать', 14],
  ['пятнадцать', 15],
  ['шестнадцать', 16],
  ['двадцать', 20],
];
const MONTHS: readonly (readonly [string, string])[] = [
  ['январ\\p{L}*', 'ianuarie'],
  ['феврал\\p{L}*', 'februarie'],
  ['март\\p{L}*', 'martie'],
  ['апрел\\p{L}*', 'aprilie'],
  ['ма[яеи]', 'mai'],
  ['июн\\p{L}*', 'iunie'],
  ['июл\\p{L}*', 'iulie'],
  ['август\\p{L}*', 'august'],
  ['сентябр\\p{L}*', 'septembrie'],
  ['октябр\\p{L}*', 'octombrie'],
  ['ноябр\\p{L}*', 'noiembrie'],
  ['декабр\\p{L}*', 'decembrie'],
];
const WEEKDAYS: readonly (readonly [string, string])[] = [
  ['понедельник\\p{L}*', 'luni'],
  ['вторник\\p{L}*', 'marti'],
  ['сред[ауы]', 'miercuri'],
  ['четверг\\p{L}*', 'joi'],
  ['пятниц\\p{L}*', 'vineri'],
  ['суббот\\p{L}*', 'sambata'],
  ['воскресень\\p{L}*', 'duminica'],
];
const RO_DAY_WORD = '(?=\\s*(?:\\d|luni|marti|miercuri|joi|vineri|sambata|duminica))';

/** The rewrites, in the order they apply: phrases before the words they contain. */
export const RUSSIAN_REWRITES: readonly Rewrite[] = [
  // Towns: Мамая and its cases (never 'мама'), Констанца, Эфорие Юг (Eforie Sud) and Норд.
  [ru('мама(?:я|и|е|ю|еи)(?:[\\s-]+сат)?'), 'mamaia'],
  [ru('констанц\\p{L}*|константа'), 'constanta'],
  [ru('эфори[еия](?:[\\s-]+(?:юг|южн\\p{L}*|суд))?'), 'eforie sud'],
  [/eforie sud[\s-]+(?:норд|северн\p{L}*)(?![\p{L}])/gu, 'eforie nord'],
  // Which of the proposals, before the numbers that would swallow 'первый'.
  [ru('(?:сам\\p{L}*\\s+)?перв\\p{L}*'), 'prima'],
  [ru('втор\\p{L}*'), 'varianta 2'],
  [ru('трет\\p{L}*'), 'varianta 3'],
  [ru('последн\\p{L}*'), 'ultima'],
  [ru('вариант\\p{L}*'), 'varianta'],
  // Alone, as a couple, with the family.
  [ru('я\\s+(?:один|одна)|(?:еду|буду|поеду)\\s+(?:один|одна)|только\\s+я'), 'sunt singur'],
  [
    ru(
      '(?:я|мы)\\s+с\\s+(?:женои|мужем|супруг\\p{L}*|партнер\\p{L}*|девушкои|парнем)|с\\s+(?:женои|мужем|супруг\\p{L}*)',
    ),
    'eu si sotia',
  ],
  [ru('вдвоем'), 'pentru 2'],
  [ru('пара|парой|пары'), 'cuplu'],
  [ru('семья\\s+из'), 'familie de'],
  [ru('семья|семьеи|семьи'), 'familie'],
  [ru('нас'), 'suntem'],
  ...NUMBERS.map(([forms, value]): Rewrite => [ru(forms), String(value)]),
  // 'на 2 человек' and 'на двоих' name the party; 'на 3 ночи' names the nights.
  [/(?<![\p{L}\p{N}])на\s+(?=\d+(?!\d)(?!\s*(?:ноч|сут|дн|день|недел|час)))/gu, 'pentru '],
  [ru('для'), 'pentru'],
  [ru('человек\\p{L}*|чел\\.?|персон\\p{L}*|гост\\p{L}*|люд\\p{L}*'), 'persoane'],
  [ru('взросл\\p{L}*'), 'adulti'],
  [ru('(?:с|и)\\s+(?:ребенком|ребенок|малышом)'), 'si o copii'],
  [ru('дет\\p{L}*|ребен\\p{L}*|ребят\\p{L}*|малыш\\p{L}*'), 'copii'],
  [ru('друз\\p{L}*|друг|друга|другом'), 'prieteni'],
  // Dates: months, weekdays, 'с 12 по 15', 'завтра', weekends, nights and weeks.
  ...MONTHS.map(([forms, romanian]): Rewrite => [ru(forms), romanian]),
  ...WEEKDAYS.map(([forms, romanian]): Rewrite => [ru(forms), romanian]),
  [new RegExp(`(?<![\\p{L}\\p{N}])(?:с|со|от)${RO_DAY_WORD}`, 'gu'), 'din'],
  [new RegExp(`(?<![\\p{L}\\p{N}])(?:по|до)${RO_DAY_WORD}`, 'gu'), 'pana pe'],
  [new RegExp(`(?<![\\p{L}\\p{N}])в${RO_DAY_WORD}`, 'gu'), 'pe'],
  [ru('послезавтра'), 'poimaine'],
  [ru('завтра'), 'maine'],
  [ru('сегодня'), 'azi'],
  [ru('(?:на\\s+)?следующ\\p{L}*\\s+выходн\\p{L}*'), 'weekendul viitor'],
  [ru('(?:на\\s+)?(?:эти|этих)\\s+выходн\\p{L}*|на\\s+выходн\\p{L}*|выходн\\p{L}*'), 'weekendul acesta'],
  [ru('(?:в\\s+)?следующем\\s+месяце'), 'luna viitoare'],
  [ru('на\\s+неделю|неделя|неделю'), 'o saptamana'],
  [ru('недел\\p{L}*'), 'saptamana'],
  [ru('ноч\\p{L}*|сут\\p{L}*'), 'nopti'],
  [ru('дн\\p{L}*|день'), 'zile'],
  // Booking.
  [ru('забронир\\p{L}*|бронир\\p{L}*|брон\\p{L}*'), 'rezerv'],
  [ru('беру|берем|возьму|возьмем'), 'o iau'],
  [ru('номер(?=\\s*\\d)|№'), 'nr'],
  // Courtesy and questions the catalogue cannot answer.
  [ru('спасибо|благодар\\p{L}*'), 'multumesc'],
  [ru('здравствуите|привет|добрыи\\s+(?:день|вечер)|доброе\\s+утро'), 'buna'],
  [ru('сколько\\s+(?:будет\\s+)?сто\\p{L}*|цен\\p{L}*|стоимост\\p{L}*|стоит|стоить|обоидется|почем'), 'pret'],
  [ru('свобод\\p{L}*|доступн\\p{L}*'), 'disponibil'],
  // Price wishes and amenities.
  [ru('(?:по)?дешев\\p{L}*|недорог\\p{L}*|бюджет\\p{L}*|эконом\\p{L}*'), 'ieftin'],
  [ru('люкс\\p{L}*|роскош\\p{L}*|премиум\\p{L}*|элитн\\p{L}*|шикарн\\p{L}*'), 'lux'],
  [ru('бассеин\\p{L}*'), 'piscina'],
  [ru('джакузи'), 'jacuzzi'],
  [ru('парковк\\p{L}*|паркинг\\p{L}*|стоянк\\p{L}*'), 'parcare'],
  [ru('(?:с\\s+)?вид\\p{L}*\\s+на\\s+море'), 'vedere la mare'],
  [ru('животн\\p{L}*|питом\\p{L}*|собак\\p{L}*|собачк\\p{L}*|пес|кошк\\p{L}*|кот'), 'animale'],
  [ru('кухн\\p{L}*'), 'bucatarie'],
  [ru('кондиционер\\p{L}*'), 'aer conditionat'],
  [ru('балкон\\p{L}*|террас\\p{L}*'), 'balcon'],
  [ru('мангал\\p{L}*|барбекю|гриль\\p{L}*'), 'gratar'],
  [ru('детск\\p{L}*\\s+площадк\\p{L}*'), 'loc de joaca'],
  [ru('ваи-?фаи|wi-?fi|интернет\\p{L}*'), 'wifi'],
  // Kinds of stay.
  [ru('вилл\\p{L}*|дом'), 'vila'],
  [ru('пентхаус\\p{L}*'), 'penthouse'],
  [ru('студи\\p{L}*'), 'garsoniera'],
  [ru('апартамент\\p{L}*|квартир\\p{L}*'), 'apartamentul'],
  [ru('номер\\p{L}*|комнат\\p{L}*'), 'camera'],
  [ru('отел\\p{L}*|гостиниц\\p{L}*'), 'hotel'],
  // What they want, and the small words the Romanian grammar leans on.
  [ru('хочу|хотим|хотели\\s+бы|хотел\\p{L}*\\s+бы|ищу|ищем|нужн\\p{L}*|нужен'), 'vreau'],
  [ru('что-?нибудь|что-?то'), 'ceva'],
  [ru('без'), 'fara'],
  [ru('не'), 'nu'],
  [ru('с|со'), 'cu'],
  [ru('и'), 'si'],
  [ru('или'), 'sau'],
  [ru('в|во'), 'in'],
];
