// The offline assistant in Russian, on Russian pages and for visitors who write in Russian: formal 'вы', sentences
// that do not depend on the speaker's gender. The booking button is quoted as the visitor's page labels it
// (bookButton, which phrasesFor sets to the page's language).
import { CITIES } from '../../../lib/catalogue-rules';
import { nightsBetween } from '../../../lib/dates';
import { ruNouns } from '../../../lib/nouns-ru';
import { countNoun } from '../../../lib/plural';
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../../lib/stay';
import { quoted } from '../../../lib/typography';
import { formatMoney } from '../../prices';
import {
  BOOK_BUTTONS,
  TOWNS_NAMED,
  dayWords,
  joined,
  sentences,
  wishList,
  type AssistantPhrases,
  type PriceWords,
} from './phrases';
import { titleIn } from '../search/catalogue';
import type { Enquiry } from '../understanding/understand';

const guests = (n: number) => countNoun(n, ruNouns.guest, 'ru');
const nights = (n: number) => countNoun(n, ruNouns.night, 'ru');
/** 'для 2 гостей', 'до 1 гостя': after 'для', 'до' and 'не более' a count takes the genitive. */
const genitive = (n: number, one: string, many: string) => `${n} ${n % 10 === 1 && n % 100 !== 11 ? one : many}`;
const guestsAfterPreposition = (n: number) => genitive(n, 'гостя', 'гостей');
const { day, stay } = dayWords('ru-RU');
/** A month's name as in '10 августа' (the genitive the date needs). */
function monthOfDay(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const parts = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' }).formatToParts(
    new Date(year ?? 1970, (number ?? 1) - 1, 10),
  );
  return parts.find((part) => part.type === 'month')?.value ?? '';
}
const PRICE_NOTE = 'Оплата — только после подтверждения.';
const PRICE: PriceWords = { economic: 'недорогой вариант', lux: 'класс люкс' };
const AMENITY_NAMES = {
  pool: 'бассейном',
  jacuzzi: 'джакузи',
  parking: 'парковкой',
  seaView: 'видом на море',
  kitchen: 'кухней',
  airConditioning: 'кондиционером',
  balcony: 'балконом или террасой',
  barbecue: 'мангалом',
  playground: 'детской площадкой',
  wifi: 'Wi-Fi',
} as const;

const wishes = (request: Pick<Enquiry, 'amenities'>) =>
  wishList(request.amenities, AMENITY_NAMES, 'с', 'где можно с животными', 'и');
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('ru') + text.slice(1);
// The towns as Russian writes them, and after 'в' (Констанца declines; Эфорие-Суд and Мамая-Сат do not), as the
// site's Russian pages name them (src/content/towns/).
const TOWNS: Readonly<Record<string, { name: string; in: string }>> = {
  'Eforie Sud': { name: 'Эфорие-Суд', in: 'в Эфорие-Суд' },
  Constanța: { name: 'Констанца', in: 'в Констанце' },
  'Mamaia-Sat': { name: 'Мамая-Сат', in: 'в Мамая-Сат' },
};
const townName = (city: string) => TOWNS[city]?.name ?? city;
const inTown = (city: string) => TOWNS[city]?.in ?? `в ${city}`;
const where = (city: string | undefined) => (city === undefined ? '' : ` ${inTown(city)}`);
const forParty = (n: number | undefined) => (n === undefined ? '' : ` для ${guestsAfterPreposition(n)}`);
const dates = (checkIn: string, checkOut?: string) =>
  checkOut === undefined
    ? `заезд ${day(checkIn)}`
    : `${stay(checkIn, checkOut)} (${nights(nightsBetween(checkIn, checkOut))})`;

/** The town, asked for among the catalogue's: by name while they are few, else by how many there are. */
function whichTown(towns: readonly string[]): string {
  return towns.length <= TOWNS_NAMED
    ? `город (${joined(towns, 'или')})`
    : `город (в каталоге ${countNoun(towns.length, ruNouns.town, 'ru')})`;
}

export const RUSSIAN: AssistantPhrases = {
  language: 'ru',
  describe: (property) =>
    `${quoted(titleIn(property, 'ru'), 'ru')} (${townName(property.city)}, до ${guestsAfterPreposition(property.capacity)})`,
  town: townName,
  dates,
  describeGuests: guests,
  describeNights: nights,
  locale: 'ru-RU',
  price: PRICE,
  wishes,
  // A date may end in 'г.': no second full stop after it.
  noted: (known) => `Итак: ${known.replace(/\.$/, '')}.`,
  missing: {
    town: whichTown(CITIES),
    stayDates: 'даты поездки (заезд и выезд)',
    arrivalDay: 'дату заезда',
    departure: 'дату выезда или количество ночей',
    guests: 'количество гостей',
  },
  whichTown,
  pleaseTell: (missing) => `Пожалуйста, напишите ${missing}.`,
  and: 'и',
  whichDays: (month) => {
    const name = monthOfDay(month);
    return `Какие числа ${name} вам подходят? Напишите даты заезда и выезда (например, 10–17 ${name}).`;
  },
  whichDayStarts: (month, known) => `Какого числа ${monthOfDay(month)} вы заезжаете на ${nights(known)}?`,
  bookButton: BOOK_BUTTONS.ru,
  howToBook: (label) => `Нажмите кнопку «${label}» под понравившимся объектом или напишите, какой вы выбираете.`,
  priceNote: PRICE_NOTE,
  budget: ({ amount, per }) =>
    `не дороже ${formatMoney(amount, 'ru')} ${per === 'night' ? 'за ночь' : 'за всё проживание'}`,
  priceAtBooking: 'цена уточняется при бронировании',
  average: (perNight) => `(в среднем ${perNight})`,
  leiOnly: 'Цены у нас в леях: напишите бюджет в леях, и я подберу варианты в его пределах.',
  pricesStart: (from) => `Цены начинаются ${from} и зависят от объекта, дат и количества гостей.`,
  datesForTotal: 'Напишите даты поездки, и я назову полную стоимость.',
  longerStay: 'Выберите более долгий срок или другие даты.',
  pricesFor: (stay) => (stay ? `Цены на ${stay}:` : 'Цены:'),
  pricesForParty: (party) => `Цены указаны для ${guestsAfterPreposition(party)}.`,
  recommend: 'Рекомендую:',
  needMore: (question) => `Чтобы подобрать подходящий объект, ${lowerFirst(question)}`,
  noneForParty: (party, city, largest) =>
    `К сожалению,${where(city)} не нашлось объекта для ${guestsAfterPreposition(party)}${
      largest === undefined ? '.' : `: самый большой вмещает до ${guestsAfterPreposition(largest)}.`
    }`,
  partyElsewhere: (party) => `Для ${guestsAfterPreposition(party)} могу предложить в другом городе:`,
  largestInTown: (city) => `Или ${inTown(city)} — самый большой объект:`,
  largestOverall: (city) =>
    `Самые большие объекты${where(city)} — вот эти; для большой группы можно забронировать два из них:`,
  alternativesEnding: (needsDates) =>
    sentences(
      PRICE_NOTE,
      'Напишите, подходит ли вам один из них или вы хотите изменить город или количество гостей.',
      needsDates ? 'Пожалуйста, напишите также даты поездки.' : '',
    ),
  noneWithWishes(request) {
    const thing =
      request.price === 'economic' ? 'недорогого объекта' : request.price === 'lux' ? 'объекта класса люкс' : 'объекта';
    const wished = wishes(request);
    const budget = request.budget === undefined ? '' : ` ${RUSSIAN.budget(request.budget)}`;
    return `К сожалению,${where(request.city)} не нашлось ${thing}${wished ? ` ${wished}` : ''}${forParty(request.guests)}${budget}.`;
  },
  wishesElsewhere: () => 'В другом городе могу предложить:',
  withoutWishes: (request) => `Ближайшие варианты${where(request.city)}${forParty(request.guests)}:`,
  wishesEnding: sentences(PRICE_NOTE, 'Напишите, подходит ли вам один из них или что изменить.'),
  tooSmall: (property, party) =>
    `${quoted(titleIn(property, 'ru'), 'ru')} вмещает не более ${guestsAfterPreposition(property.capacity)}, поэтому открыть бронирование для ${guestsAfterPreposition(party)} нельзя.`,
  changeGuests: 'Напишите, пожалуйста, хотите ли вы изменить количество гостей.',
  fitsParty: (party) => `Для ${guestsAfterPreposition(party)} могу предложить:`,
  opening: (property, known) =>
    `Открываю форму бронирования: ${RUSSIAN.describe(property)}${known ? `, ${known}` : ''}.`,
  chooseDates: 'Выберите даты поездки в форме.',
  chooseDeparture: 'Выберите дату выезда в форме.',
  chooseGuests: 'Количество гостей можно выбрать там же.',
  paymentNote: 'Оплата — только после подтверждения.',
  askWhichNone:
    'С удовольствием помогу с бронированием. Напишите название или номер объекта либо город, даты и количество гостей, и я подберу подходящий.',
  askWhich:
    'С удовольствием! Какой из этих объектов вы хотите забронировать? Можно написать, например, «первый» или его название.',
  thanks: 'Пожалуйста! Если понадобится помощь с жильём, пишите.',
  greeting: 'Здравствуйте!',
  notUnderstood: 'Не совсем понятно, что вы ищете.',
  availability: 'Свободные даты подтверждает хозяин после того, как вы отправите запрос на бронирование.',
  canHelp: 'Я помогу найти жильё на побережье.',
  pickOrChange: 'Напишите, какой из предложенных объектов вы выбираете или что хотите изменить.',
  taken: (property, when) =>
    `Объект ${quoted(titleIn(property, 'ru'), 'ru')} уже занят в период ${when}, поэтому открыть бронирование на эти даты нельзя.`,
  otherDatesOrTown: 'Пожалуйста, напишите другие даты или другой город.',
  freeInTown: (city, party) =>
    `${inTown(city).replace(/^в/, 'В')} на эти даты свободны${party === undefined ? '' : ` (для ${guestsAfterPreposition(party)})`}:`,
  takenEnding: sentences(PRICE_NOTE, 'Напишите, подходит ли вам один из них или нужны другие даты.'),
  allTaken: (when, city, party) => `На период ${when} все объекты${where(city)}${forParty(party)} уже заняты.`,
  otherDates: 'Пожалуйста, напишите другие даты.',
  freeElsewhere: 'На эти даты свободны объекты в другом городе:',
  orOtherDates: sentences(PRICE_NOTE, 'Или напишите другие даты.'),
  datesProblem(problem, checkIn, checkOut) {
    const when = checkOut === undefined ? day(checkIn) : stay(checkIn, checkOut);
    switch (problem) {
      case 'past':
        return `Указанные даты (${when}) уже прошли, пожалуйста, выберите другие.`;
      case 'tooFar':
        return `Заезд (${day(checkIn)}) слишком далеко: запрос можно отправить не раньше чем за ${countNoun(MAX_DAYS_AHEAD, ruNouns.day, 'ru')}.`;
      case 'tooLong':
        return `Период ${when} — это ${nights(nightsBetween(checkIn, checkOut ?? checkIn))}, а поездка может длиться не более ${genitive(MAX_NIGHTS, 'ночи', 'ночей')}; для более долгого пребывания напишите нам в WhatsApp.`;
      default:
        return `Дата выезда должна быть позже даты заезда (${when}), пожалуйста, напишите даты ещё раз.`;
    }
  },
  fallback: (reason) =>
    ({
      unavailable: 'ИИ-сервис сейчас не отвечает, поэтому вам отвечает офлайн-ассистент сайта.',
      dailyLimit: 'ИИ-сервис исчерпал дневной лимит, поэтому до завтра вам отвечает офлайн-ассистент сайта.',
      visitorLimit:
        'Вы исчерпали свой дневной лимит ИИ-сервиса, поэтому до завтра вам отвечает офлайн-ассистент сайта.',
    })[reason],
};
