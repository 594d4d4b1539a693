// The offline assistant in Romanian, the site's own language: formal register ('dvs.'), plain text.
import { CITIES } from '../../../lib/catalogue-rules';
import { formatDay, formatStay, nightsBetween } from '../../../lib/dates';
import { RO_NOUNS } from '../../../lib/nouns-ro';
import { countNoun } from '../../../lib/plural';
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../../lib/stay';
import { quoted } from '../../../lib/typography';
import { formatMoney } from '../../prices';
import {
  TOWNS_NAMED,
  BOOK_BUTTONS,
  joined,
  monthName,
  sentences,
  wishList,
  type AssistantPhrases,
  type PriceWords,
} from './phrases';
import type { Enquiry } from '../understanding/understand';

const guests = (n: number) => countNoun(n, RO_NOUNS.guest);
const nights = (n: number) => countNoun(n, RO_NOUNS.night);
const PRICE_NOTE = 'Plata se face doar după confirmare.';
const PRICE: PriceWords = { economic: 'variantă economică', lux: 'de lux' };
const AMENITY_NAMES = {
  pool: 'piscină',
  jacuzzi: 'jacuzzi',
  parking: 'parcare',
  seaView: 'vedere la mare',
  kitchen: 'bucătărie',
  airConditioning: 'aer condiționat',
  balcony: 'balcon sau terasă',
  barbecue: 'grătar',
  playground: 'loc de joacă pentru copii',
  wifi: 'Wi-Fi',
} as const;

const wishes = (request: Pick<Enquiry, 'amenities'>) =>
  wishList(request.amenities, AMENITY_NAMES, 'cu', 'care acceptă animale de companie', 'și');
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('ro') + text.slice(1);
const where = (city: string | undefined) => (city === undefined ? '' : ` în ${city}`);
const dates = (checkIn: string, checkOut?: string) =>
  checkOut === undefined
    ? `sosire pe ${formatDay(checkIn, 'ro')}`
    : `${formatStay(checkIn, checkOut, 'ro')} (${nights(nightsBetween(checkIn, checkOut))})`;

/** The town, asked for among the catalogue's: by name while they are few, else by how many there are. */
function whichTown(towns: readonly string[]): string {
  return towns.length <= TOWNS_NAMED
    ? `orașul (${joined(towns, 'sau')})`
    : `orașul (unul dintre cele ${countNoun(towns.length, RO_NOUNS.town)} din catalog)`;
}

export const ROMANIAN: AssistantPhrases = {
  language: 'ro',
  describe: (property) => `${quoted(property.title, 'ro')} (${property.city}, până la ${guests(property.capacity)})`,
  town: (city) => city,
  dates,
  describeGuests: guests,
  describeNights: nights,
  locale: 'ro',
  price: PRICE,
  wishes,
  noted: (known) => `Am notat: ${known}.`,
  missing: {
    town: whichTown(CITIES),
    stayDates: 'datele sejurului (sosirea și plecarea)',
    arrivalDay: 'ziua sosirii',
    departure: 'data plecării sau numărul de nopți',
    guests: 'numărul de oaspeți',
  },
  whichTown,
  pleaseTell: (missing) => `Vă rog să îmi spuneți ${missing}.`,
  and: 'și',
  whichDays: (month) => {
    const name = monthName(month, 'ro', 'standalone');
    return `În ce zile din ${name} doriți să veniți? Spuneți-mi ziua sosirii și a plecării (de exemplu, 10–17 ${name}).`;
  },
  whichDayStarts: (month, known) =>
    `Din ce zi din ${monthName(month, 'ro', 'standalone')} începe sejurul de ${nights(known)}?`,
  bookButton: BOOK_BUTTONS.ro,
  howToBook: (label) =>
    `Puteți apăsa butonul „${label}” de sub proprietatea dorită sau îmi puteți spune pe care o alegeți.`,
  priceNote: PRICE_NOTE,
  budget: ({ amount, per }) =>
    `cel mult ${formatMoney(amount, 'ro')} ${per === 'night' ? 'pe noapte' : 'pentru tot sejurul'}`,
  priceAtBooking: 'prețul se confirmă la rezervare',
  average: (perNight) => `(în medie ${perNight})`,
  leiOnly: 'Prețurile sunt în lei: spuneți-mi bugetul în lei, ca să caut în limita lui.',
  pricesStart: (from) => `Prețurile pornesc ${from} și depind de proprietate, de perioadă și de numărul de oaspeți.`,
  datesForTotal: 'Spuneți-mi datele sejurului, ca să vă spun prețul total.',
  longerStay: 'Alegeți un sejur mai lung sau alte date.',
  pricesFor: (stay) => (stay ? `Prețurile pentru ${stay}:` : 'Prețurile:'),
  pricesForParty: (party) => `Prețurile sunt pentru ${guests(party)}.`,
  recommend: 'Vă recomand:',
  needMore: (question) => sentences('Ca să vă recomand o proprietate potrivită,', lowerFirst(question)),
  noneForParty: (party, city, largest) =>
    `Din păcate, nu am găsit${where(city)} o proprietate pentru ${guests(party)}${
      largest === undefined ? '.' : `: cea mai mare primește până la ${guests(largest)}.`
    }`,
  partyElsewhere: (party) => `Pentru ${guests(party)} vă pot propune în alt oraș:`,
  largestInTown: (city) => `Sau, în ${city}, cea mai mare proprietate:`,
  largestOverall: (city) =>
    `Cele mai mari proprietăți${where(city)} sunt acestea; pentru un grup mai mare puteți rezerva două dintre ele:`,
  alternativesEnding: (needsDates) =>
    sentences(
      PRICE_NOTE,
      'Spuneți-mi dacă una dintre ele vă convine sau dacă doriți să schimbați orașul ori numărul de oaspeți.',
      needsDates ? 'Vă rog să îmi spuneți și datele sejurului.' : '',
    ),
  noneWithWishes(request) {
    const thing =
      request.price === 'economic'
        ? 'o variantă economică'
        : request.price === 'lux'
          ? 'o proprietate de lux'
          : 'o proprietate';
    const wished = wishes(request);
    return `Din păcate, nu am găsit${where(request.city)} ${thing}${wished ? ` ${wished}` : ''}${
      request.guests === undefined ? '' : ` pentru ${guests(request.guests)}`
    }${request.budget === undefined ? '' : ` la ${ROMANIAN.budget(request.budget)}`}.`;
  },
  wishesElsewhere: () => 'Vă pot propune în alt oraș:',
  withoutWishes: (request) =>
    `Cele mai apropiate variante${where(request.city)}${request.guests === undefined ? '' : ` pentru ${guests(request.guests)}`} sunt:`,
  wishesEnding: sentences(PRICE_NOTE, 'Spuneți-mi dacă una dintre ele vă convine sau ce doriți să schimbați.'),
  tooSmall: (property, party) =>
    `${quoted(property.title, 'ro')} primește cel mult ${guests(property.capacity)}, așa că nu pot deschide rezervarea pentru ${guests(party)}.`,
  changeGuests: 'Vă rog să îmi spuneți dacă doriți să modificați numărul de oaspeți.',
  fitsParty: (party) => `Pentru ${guests(party)} vă pot propune:`,
  opening: (property, known) =>
    `Deschid formularul de rezervare pentru ${ROMANIAN.describe(property)}${known ? `: ${known}` : ''}.`,
  chooseDates: 'Alegeți datele sejurului în formular.',
  chooseDeparture: 'Alegeți data plecării în formular.',
  chooseGuests: 'Numărul de oaspeți îl puteți alege tot acolo.',
  paymentNote: 'Plata se face doar după confirmare.',
  askWhichNone:
    'Cu plăcere vă ajut cu rezervarea. Spuneți-mi numele sau numărul proprietății dorite ori orașul, datele și numărul de oaspeți, ca să vă recomand una.',
  askWhich:
    'Cu plăcere! Pe care dintre aceste proprietăți doriți să o rezervați? Puteți spune, de exemplu, „prima” sau numele ei.',
  thanks: 'Cu plăcere! Dacă mai aveți nevoie de ajutor cu cazarea, vă stau la dispoziție.',
  greeting: 'Bună ziua!',
  notUnderstood: 'Nu sunt sigur că am înțeles.',
  availability: 'Disponibilitatea o confirmă gazda după ce trimiteți cererea de rezervare.',
  canHelp: 'Vă pot ajuta să găsiți cazare pe litoral.',
  pickOrChange: 'Spuneți-mi pe care dintre proprietățile propuse o alegeți sau ce doriți să schimbați.',
  taken: (property, when) =>
    `${quoted(property.title, 'ro')} este deja ocupată în perioada ${when}, așa că nu pot deschide rezervarea pentru aceste date.`,
  otherDatesOrTown: 'Vă rog să îmi spuneți alte date sau alt oraș.',
  freeInTown: (city, party) =>
    `În ${city} sunt libere atunci${party === undefined ? '' : `, pentru ${guests(party)}`}:`,
  takenEnding: sentences(PRICE_NOTE, 'Spuneți-mi dacă una dintre ele vă convine sau dacă doriți alte date.'),
  allTaken: (when, city, party) =>
    `În perioada ${when}, proprietățile${city === undefined ? '' : ` din ${city}`}${
      party === undefined ? '' : ` pentru ${guests(party)}`
    } sunt deja ocupate.`,
  otherDates: 'Vă rog să îmi spuneți alte date.',
  freeElsewhere: 'Atunci sunt libere în alt oraș:',
  orOtherDates: sentences(PRICE_NOTE, 'Sau spuneți-mi alte date.'),
  datesProblem(problem, checkIn, checkOut) {
    const when = checkOut === undefined ? formatDay(checkIn, 'ro') : formatStay(checkIn, checkOut, 'ro');
    switch (problem) {
      case 'past':
        return `Datele indicate (${when}) sunt deja în trecut, așa că vă rog să alegeți altele.`;
      case 'tooFar':
        return `Sosirea (${formatDay(checkIn, 'ro')}) este prea departe: cererile se fac cu cel mult ${countNoun(MAX_DAYS_AHEAD, RO_NOUNS.day)} înainte.`;
      case 'tooLong':
        return `Perioada ${when} are ${nights(nightsBetween(checkIn, checkOut ?? checkIn))}, iar un sejur poate avea cel mult ${nights(MAX_NIGHTS)}; pentru o ședere mai lungă, scrieți-ne pe WhatsApp.`;
      default:
        return `Data plecării trebuie să fie după data sosirii (${when}), așa că vă rog să îmi spuneți din nou datele.`;
    }
  },
  fallback: (reason) =>
    ({
      unavailable: 'Serviciul AI nu răspunde acum, așa că vă răspunde asistentul offline al site-ului.',
      dailyLimit:
        'Serviciul AI și-a atins limita de astăzi, așa că până mâine vă răspunde asistentul offline al site-ului.',
      visitorLimit:
        'Ați atins limita de astăzi pentru serviciul AI, așa că până mâine vă răspunde asistentul offline al site-ului.',
    })[reason],
};
