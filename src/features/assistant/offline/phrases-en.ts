// The offline assistant in English, on English pages and for visitors who write in English. The booking button is
// quoted as the visitor's page labels it (bookButton, which phrasesFor sets to the page's language).
import { CITIES } from '../../../lib/catalogue-rules';
import { nightsBetween } from '../../../lib/dates';
import { enNouns } from '../../../lib/nouns-en';
import { countNoun } from '../../../lib/plural';
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../../lib/stay';
import { quoted } from '../../../lib/typography';
import { formatMoney } from '../../prices';
import {
  TOWNS_NAMED,
  BOOK_BUTTONS,
  dayWords,
  joined,
  monthName,
  sentences,
  wishList,
  type AssistantPhrases,
  type PriceWords,
} from './phrases';
import { titleIn } from '../search/catalogue';
import type { Enquiry } from '../understanding/understand';

const guests = (n: number) => countNoun(n, enNouns.guest, 'en');
const nights = (n: number) => countNoun(n, enNouns.night, 'en');
const { day, stay } = dayWords('en-GB');
const PRICE_NOTE = 'Payment is taken only after confirmation.';
const PRICE: PriceWords = { economic: 'budget-friendly', lux: 'luxury' };
const AMENITY_NAMES = {
  pool: 'a pool',
  jacuzzi: 'a jacuzzi',
  parking: 'parking',
  seaView: 'a sea view',
  kitchen: 'a kitchen',
  airConditioning: 'air conditioning',
  balcony: 'a balcony or terrace',
  barbecue: 'a barbecue',
  playground: 'a playground',
  wifi: 'Wi-Fi',
} as const;

const wishes = (request: Pick<Enquiry, 'amenities'>) =>
  wishList(request.amenities, AMENITY_NAMES, 'with', 'that accepts pets', 'and');
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const where = (city: string | undefined) => (city === undefined ? '' : ` in ${city}`);
const forParty = (n: number | undefined) => (n === undefined ? '' : ` for ${guests(n)}`);
const dates = (checkIn: string, checkOut?: string) =>
  checkOut === undefined
    ? `arriving on ${day(checkIn)}`
    : `${stay(checkIn, checkOut)} (${nights(nightsBetween(checkIn, checkOut))})`;

/** The town, asked for among the catalogue's: by name while they are few, else by how many there are. */
function whichTown(towns: readonly string[]): string {
  return towns.length <= TOWNS_NAMED
    ? `the town (${joined(towns, 'or')})`
    : `the town (one of the ${countNoun(towns.length, enNouns.town, 'en')} we list)`;
}

export const ENGLISH: AssistantPhrases = {
  language: 'en',
  describe: (property) =>
    `${quoted(titleIn(property, 'en'), 'en')} (${property.city}, up to ${guests(property.capacity)})`,
  town: (city) => city,
  dates,
  describeGuests: guests,
  describeNights: nights,
  locale: 'en-GB',
  price: PRICE,
  wishes,
  noted: (known) => `Noted: ${known}.`,
  missing: {
    town: whichTown(CITIES),
    stayDates: 'the dates of your stay (arrival and departure)',
    arrivalDay: 'the day you arrive',
    departure: 'the departure date or the number of nights',
    guests: 'the number of guests',
  },
  whichTown,
  pleaseTell: (missing) => `Please tell me ${missing}.`,
  and: 'and',
  whichDays: (month) => {
    const name = monthName(month, 'en-GB', 'standalone');
    return `Which days in ${name} would you like to come? Tell me your arrival and departure (for example, 10–17 ${name}).`;
  },
  whichDayStarts: (month, known) =>
    `Which day in ${monthName(month, 'en-GB', 'standalone')} does your stay of ${nights(known)} start?`,
  bookButton: BOOK_BUTTONS.en,
  howToBook: (label) =>
    `You can press the “${label}” button under the property you like, or tell me which one you choose.`,
  priceNote: PRICE_NOTE,
  budget: ({ amount, per }) =>
    `up to ${formatMoney(amount, 'en')} ${per === 'night' ? 'a night' : 'for the whole stay'}`,
  priceAtBooking: 'price confirmed when you book',
  average: (perNight) => `(on average ${perNight})`,
  leiOnly: 'Our prices are in lei: tell me your budget in lei and I will search within it.',
  pricesStart: (from) => `Prices start ${from} and depend on the property, the dates and the number of guests.`,
  datesForTotal: 'Tell me the dates of your stay and I will give you the total price.',
  longerStay: 'Choose a longer stay or other dates.',
  pricesFor: (stay) => (stay ? `Prices for ${stay}:` : 'Prices:'),
  pricesForParty: (party) => `Prices are for ${guests(party)}.`,
  recommend: 'I recommend:',
  needMore: (question) => `To recommend the right property, ${lowerFirst(question)}`,
  noneForParty: (party, city, largest) =>
    `Unfortunately, I found no property${where(city)} for ${guests(party)}${
      largest === undefined ? '.' : `: the largest takes up to ${guests(largest)}.`
    }`,
  partyElsewhere: (party) => `For ${guests(party)} I can suggest, in another town:`,
  largestInTown: (city) => `Or, in ${city}, the largest property:`,
  largestOverall: (city) =>
    `These are the largest properties${where(city)}; for a larger group you can book two of them:`,
  alternativesEnding: (needsDates) =>
    sentences(
      PRICE_NOTE,
      'Tell me whether one of them suits you, or whether you would like to change the town or the number of guests.',
      needsDates ? 'Please also tell me the dates of your stay.' : '',
    ),
  noneWithWishes(request) {
    const thing = request.price === undefined ? 'property' : `${PRICE[request.price]} property`;
    const wished = wishes(request);
    const budget = request.budget === undefined ? '' : ` at ${ENGLISH.budget(request.budget)}`;
    return `Unfortunately, I found no ${thing}${where(request.city)}${wished ? ` ${wished}` : ''}${forParty(request.guests)}${budget}.`;
  },
  wishesElsewhere: () => 'In another town I can suggest:',
  withoutWishes: (request) => `The closest options${where(request.city)}${forParty(request.guests)} are:`,
  wishesEnding: sentences(PRICE_NOTE, 'Tell me whether one of them suits you, or what you would like to change.'),
  tooSmall: (property, party) =>
    `${quoted(titleIn(property, 'en'), 'en')} takes at most ${guests(property.capacity)}, so I cannot open a booking for ${guests(party)}.`,
  changeGuests: 'Please tell me whether you would like to change the number of guests.',
  fitsParty: (party) => `For ${guests(party)} I can suggest:`,
  opening: (property, known) =>
    `I am opening the booking form for ${ENGLISH.describe(property)}${known ? `: ${known}` : ''}.`,
  chooseDates: 'Choose the dates of your stay in the form.',
  chooseDeparture: 'Choose the departure date in the form.',
  chooseGuests: 'You can choose the number of guests there too.',
  paymentNote: 'Payment is taken only after confirmation.',
  askWhichNone:
    'I will gladly help you book. Tell me the name or number of the property, or the town, the dates and the number of guests, and I will recommend one.',
  askWhich:
    'Gladly! Which of these properties would you like to book? You can say, for example, “the first one” or its name.',
  thanks: "You're welcome! If you need more help with your stay, I am here for you.",
  greeting: 'Hello!',
  notUnderstood: "I'm not sure I understood.",
  availability: 'The host confirms availability after you send the booking request.',
  canHelp: 'I can help you find a place to stay on the coast.',
  pickOrChange: 'Tell me which of the proposed properties you choose, or what you would like to change.',
  taken: (property, when) =>
    `${quoted(titleIn(property, 'en'), 'en')} is already booked for ${when}, so I cannot open a booking for these dates.`,
  otherDatesOrTown: 'Please tell me other dates or another town.',
  freeInTown: (city, party) => `Free on those dates in ${city}${forParty(party)}:`,
  takenEnding: sentences(PRICE_NOTE, 'Tell me whether one of them suits you, or whether you would like other dates.'),
  allTaken: (when, city, party) => `For ${when}, the properties${where(city)}${forParty(party)} are already booked.`,
  otherDates: 'Please tell me other dates.',
  freeElsewhere: 'On those dates these are free in another town:',
  orOtherDates: sentences(PRICE_NOTE, 'Or tell me other dates.'),
  datesProblem(problem, checkIn, checkOut) {
    const when = checkOut === undefined ? day(checkIn) : stay(checkIn, checkOut);
    switch (problem) {
      case 'past':
        return `The dates you gave (${when}) are already past, so please choose others.`;
      case 'tooFar':
        return `The arrival (${day(checkIn)}) is too far ahead: requests can be made at most ${countNoun(MAX_DAYS_AHEAD, enNouns.day, 'en')} in advance.`;
      case 'tooLong':
        return `The stay ${when} has ${nights(nightsBetween(checkIn, checkOut ?? checkIn))}, and a stay can have at most ${nights(MAX_NIGHTS)}; for a longer stay, write to us on WhatsApp.`;
      default:
        return `The departure must come after the arrival (${when}), so please tell me the dates again.`;
    }
  },
  fallback: (reason) =>
    ({
      unavailable: "The AI service is not answering right now, so the site's offline assistant is answering you.",
      dailyLimit:
        "The AI service has reached today's limit, so until tomorrow the site's offline assistant is answering you.",
      visitorLimit:
        "You have reached today's limit for the AI service, so until tomorrow the site's offline assistant is answering you.",
    })[reason],
};
