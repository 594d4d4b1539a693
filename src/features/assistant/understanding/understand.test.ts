import { describe, expect, it } from 'vitest';
import { readEnquiry, type Enquiry } from './understand';

// A Saturday: dates already past this year roll into 2027, and 'this weekend' is today and tomorrow.
const SATURDAY = '2026-11-21';

const towns: [string, Enquiry][] = [
  ['Caut cazare în Constanța', { city: 'Constanța' }],
  ['ceva ieftin in constanta', { city: 'Constanța', price: 'economic' }],
  ['Ce aveți prin Constanţa?', { city: 'Constanța' }],
  ['aproape de centrul Constanței', { city: 'Constanța' }],
  ['Mamaia-Sat', { city: 'Mamaia-Sat' }],
  ['vrem in mamaia sat', { city: 'Mamaia-Sat' }],
  ['Vrem la Mamaia', { city: 'Mamaia-Sat' }],
  ['EFORIE SUD', { city: 'Eforie Sud' }],
  ['Ceva frumos în Eforie', { city: 'Eforie Sud' }],
  ['nu în Constanța, ci în Mamaia', { city: 'Mamaia-Sat' }],
  ['Un preț constant, vă rog', {}],
  ['Eforie Nord', {}],
];

const parties: [string, Enquiry][] = [
  ['2 adulți și un copil', { guests: 3 }],
  ['doi adulți și doi copii', { guests: 4 }],
  ['2 adulti + 1 copil', { guests: 3 }],
  ['pentru 4 persoane', { guests: 4 }],
  ['4 pers', { guests: 4 }],
  ['suntem 6', { guests: 6 }],
  ['o familie de 5', { guests: 5 }],
  ['un cuplu', { guests: 2 }],
  ['eu și soția', { guests: 2 }],
  ['eu şi soţia cu 2 copii', { guests: 4 }],
  ['eu și 3 prieteni', { guests: 4 }],
  ['sunt singur', { guests: 1 }],
  ['Singură, vă rog', { guests: 1 }],
  ['3 oaspeți', { guests: 3 }],
  ['pentru doisprezece persoane', { guests: 12 }],
  ['pentru 20 de persoane', { guests: 20 }],
  ['suntem un grup de zece prieteni', { guests: 10 }],
  ['pentru familia noastră de 4', { guests: 4 }],
  ['4-5 persoane', { guests: 5 }],
  ['2 cupluri', { guests: 4 }],
  ['suntem 2+2', { guests: 4 }],
  ['2 + 1', { guests: 3 }],
  ['pentru doi', { guests: 2 }],
  ['suntem 4, dar vrem ceva mai mare', { guests: 4 }],
  ['avem doi copii', {}],
  ['o vilă cu 4 dormitoare', { kind: 'villa' }],
];

const dates: [string, Enquiry][] = [
  ['12-15 iulie', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['12 - 15 iulie', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['între 12 și 15 iulie', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['din 12 iulie până pe 15 iulie', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['din 12 iulie până pe 15', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['12 iulie - 3 august', { checkIn: '2027-07-12', checkOut: '2027-08-03' }],
  ['30 - 2 august', { checkIn: '2027-07-30', checkOut: '2027-08-02' }],
  ['12.07-15.07', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['12.07.2027 - 15.07.2027', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['12/07-15/07', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['2027-07-12 – 2027-07-15', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['12-15 iul', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['10 aug. - 17 aug.', { checkIn: '2027-08-10', checkOut: '2027-08-17' }],
  ['sosire 12 iulie, plecare 15 iulie', { checkIn: '2027-07-12', checkOut: '2027-07-15' }],
  ['28 decembrie - 3 ianuarie', { checkIn: '2026-12-28', checkOut: '2027-01-03' }],
  ['20-25 noiembrie', { checkIn: '2027-11-20', checkOut: '2027-11-25' }],
  ['21 noiembrie', { checkIn: '2026-11-21' }],
  ['din 12 iulie', { checkIn: '2027-07-12' }],
  ['3 nopți din 5 iulie', { checkIn: '2027-07-05', checkOut: '2027-07-08' }],
  ['de pe 5 iulie, 3 nopți', { checkIn: '2027-07-05', checkOut: '2027-07-08' }],
  ['o singură noapte, pe 5 iulie', { checkIn: '2027-07-05', checkOut: '2027-07-06' }],
  ['o săptămână din 1 august', { checkIn: '2027-08-01', checkOut: '2027-08-08' }],
  ['două săptămâni din 1 august', { checkIn: '2027-08-01', checkOut: '2027-08-15' }],
  ['mâine', { checkIn: '2026-11-22' }],
  ['poimâine, două nopți', { checkIn: '2026-11-23', checkOut: '2026-11-25' }],
  ['de mâine până joi', { checkIn: '2026-11-22', checkOut: '2026-11-26' }],
  ['de vineri până duminică', { checkIn: '2026-11-27', checkOut: '2026-11-29' }],
  ['de sâmbătă 3 iulie până miercuri 7 iulie', { checkIn: '2027-07-03', checkOut: '2027-07-07' }],
  ['1-7 septembrie 2027', { checkIn: '2027-09-01', checkOut: '2027-09-07' }],
  ['29 februarie', { checkIn: '2028-02-29' }],
  ['31 iunie', {}],
  ['check-in la ora 14.00', {}],
  // A year the visitor writes is kept as written; the assistant, not the reader, refuses past dates.
  ['12.07.2025 - 15.07.2025', { checkIn: '2025-07-12', checkOut: '2025-07-15' }],
  ['15.07.2027 - 12.07.2027', { checkIn: '2027-07-15' }],
];

const sentences: [string, Enquiry][] = [
  [
    'Caut un apartament în Constanța pentru 4 persoane, 12-15 iulie',
    { city: 'Constanța', guests: 4, checkIn: '2027-07-12', checkOut: '2027-07-15' },
  ],
  [
    'Bună ziua, suntem 2 adulți și 2 copii și vrem în Mamaia-Sat de pe 1 august, o săptămână',
    { city: 'Mamaia-Sat', guests: 4, checkIn: '2027-08-01', checkOut: '2027-08-08' },
  ],
  [
    'Avem nevoie de ceva pentru 5 persoane în Eforie Sud în perioada 10.08-17.08',
    { city: 'Eforie Sud', guests: 5, checkIn: '2027-08-10', checkOut: '2027-08-17' },
  ],
  ['vila in eforie pentru 10 persoane', { city: 'Eforie Sud', guests: 10, kind: 'villa' }],
  ['Pentru 12 iulie, doi adulți', { guests: 2, checkIn: '2027-07-12' }],
  ['Vreau să rezerv apartamentul 7', {}],
  ['Salut!', {}],
  ['Mulțumesc frumos', {}],
];

describe('reading a Romanian message', () => {
  it.each([...towns, ...parties, ...dates, ...sentences])('%s', (text, expected) => {
    expect(readEnquiry(text, SATURDAY)).toEqual(expected);
  });
});

describe('weekends', () => {
  const cases: [string, string, Enquiry][] = [
    // Wednesday: the coming Friday to Sunday, and the one after.
    ['2026-11-18', 'weekendul acesta', { checkIn: '2026-11-20', checkOut: '2026-11-22' }],
    ['2026-11-18', 'în weekend', { checkIn: '2026-11-20', checkOut: '2026-11-22' }],
    ['2026-11-18', 'weekendul viitor', { checkIn: '2026-11-27', checkOut: '2026-11-29' }],
    // Friday: from today.
    ['2026-11-20', 'weekend-ul ăsta', { checkIn: '2026-11-20', checkOut: '2026-11-22' }],
    // Saturday: the night that is left.
    [SATURDAY, 'weekendul acesta', { checkIn: '2026-11-21', checkOut: '2026-11-22' }],
    [SATURDAY, 'weekend-ul ăsta', { checkIn: '2026-11-21', checkOut: '2026-11-22' }],
    [SATURDAY, 'weekendul viitor', { checkIn: '2026-11-27', checkOut: '2026-11-29' }],
    // Sunday: no weekend night is left, so it is next week's.
    ['2026-11-22', 'acest weekend', { checkIn: '2026-11-27', checkOut: '2026-11-29' }],
    ['2026-11-22', 'weekendul următor', { checkIn: '2026-11-27', checkOut: '2026-11-29' }],
    // Across a year end.
    ['2026-12-30', 'weekendul acesta', { checkIn: '2027-01-01', checkOut: '2027-01-03' }],
  ];

  it.each(cases)('on %s, %s', (today, text, expected) => {
    expect(readEnquiry(text, today)).toEqual(expected);
  });
});

describe('a budget in a message, beside the rest of it', () => {
  const cases: [string, Enquiry][] = [
    [
      'Constanța, 2 persoane, sub 500 de lei pe noapte, 10-14 iulie',
      {
        city: 'Constanța',
        guests: 2,
        checkIn: '2027-07-10',
        checkOut: '2027-07-14',
        budget: { amount: 500, per: 'night' },
      },
    ],
    ['maxim 3.000 lei în total pentru 4 persoane', { guests: 4, budget: { amount: 3000, per: 'stay' } }],
    ['buget 2500 lei pentru 5 nopți', { nights: 5, budget: { amount: 2500, per: 'stay' } }],
    [
      'under 3000 lei in total for 4 people in Mamaia',
      { city: 'Mamaia-Sat', guests: 4, budget: { amount: 3000, per: 'stay' } },
    ],
    ['2 adults, below 400 lei a night, 3 nights', { guests: 2, nights: 3, budget: { amount: 400, per: 'night' } }],
    [
      'до 400 лей за ночь для 2 человек с 10 по 14 июля',
      { guests: 2, checkIn: '2027-07-10', checkOut: '2027-07-14', budget: { amount: 400, per: 'night' } },
    ],
    [
      'не дороже 3000 лей за всё, Мамая, 4 человека',
      { city: 'Mamaia-Sat', guests: 4, budget: { amount: 3000, per: 'stay' } },
    ],
    // 'Buget' said with an amount is no wish for the cheap class; without one, it is.
    ['buget 300 lei, Eforie', { city: 'Eforie Sud', budget: { amount: 300, per: 'night' } }],
    ['buget mic, Eforie', { city: 'Eforie Sud', price: 'economic' }],
    ['pe noapte', { budgetPer: 'night' }],
    ['sub 100 euro pe noapte', { foreignBudget: true }],
  ];

  it.each(cases)('%s', (text, expected) => {
    expect(readEnquiry(text, SATURDAY)).toEqual(expected);
  });
});
