// The offline assistant and prices, on the fixture catalogue with the tests' prices (fixtures/priced-catalogue.ts):
// what a stay costs, in each language's words, and a visitor's budget as a condition on what it proposes.
import { describe, expect, it } from 'vitest';
import { offlineReply } from './offline';
import { formatMoney, quoteStay, type QuotedStay } from '../../prices';
import type { Language } from '../../../lib/languages';
import type { ChatAnswer, ChatTurn } from '../protocol';
import { FIXTURE_PRICES, pricedCatalogue } from '../fixtures/priced-catalogue';
import { fixture } from '../../../../tests/fixtures/properties';

const TODAY = '2026-11-21';
const PRICES = FIXTURE_PRICES;
const catalogue = pricedCatalogue();
const title = (id: string) => fixture(id).fields.title;

/** The answer to a conversation of the visitor's turns (each followed by the answer it got), on a page in `page`. */
function talk(turns: string[], page: Language = 'ro'): ChatAnswer {
  const said: ChatTurn[] = [];
  let answer: ChatAnswer = { message: '' };
  for (const content of turns) {
    said.push({ role: 'user', content });
    answer = offlineReply(said, catalogue, TODAY, { language: page });
    said.push({ role: 'assistant', content: answer.message });
  }
  return answer;
}
const say = (text: string, page: Language = 'ro') => talk([text], page);

/** What the quote rule says `id` costs for a stay. */
function total(id: string, stay: QuotedStay): number {
  const quote = quoteStay(PRICES[id], stay);
  if (quote?.kind !== 'priced') throw new Error(`#${id} has no priced quote for ${JSON.stringify(stay)}`);
  return quote.total;
}

describe('what a stay costs', () => {
  it("lists each proposal with its 'de la' price, and a property without prices with none", () => {
    const { message, suggestions } = say('Eforie Sud, 2 persoane');
    expect(suggestions).toContain('2');
    expect(message).toContain(
      `„${title('1')}” (Eforie Sud, până la 2 oaspeți) — de la ${formatMoney(250, 'ro')} / noapte`,
    );
    expect(message).toContain(`„${title('2')}” (Eforie Sud, până la 3 oaspeți) — prețul se confirmă la rezervare`);
    expect(message).toContain('Plata se face doar după confirmare.');
  });

  it('gives each proposal the total the quote rule gives for the dates, in the language of the answer', () => {
    const stay = { checkIn: '2027-06-07', checkOut: '2027-06-11', guests: 4 };
    const ro = say('Constanța, 4 persoane, 7-11 iunie').message;
    expect(ro).toContain(`„${title('9')}”`);
    expect(ro).toContain(`${formatMoney(total('9', stay), 'ro')} pentru 4 nopți, cu curățenia`);
    const en = say('Constanta, 4 people, June 7-11', 'en').message;
    expect(en).toContain(`${formatMoney(total('9', stay), 'en')} for 4 nights, including cleaning`);
    const ru = say('Констанца, 4 человека, с 7 по 11 июня', 'ru').message;
    expect(ru).toContain(`${formatMoney(total('9', stay), 'ru')} за 4 ночи, включая уборку`);
    expect(formatMoney(total('9', stay), 'ru')).toMatch(/^2\s\d{3}\sле(?:ев|я|й)$/u);
  });

  it('says the party the totals are for when the visitor has not said theirs', () => {
    const { message, suggestions } = say('Constanța, 7-11 iunie');
    expect(message).toContain('Prețurile sunt pentru 2 oaspeți.');
    const [first = ''] = suggestions ?? [];
    expect(message).toContain(
      formatMoney(total(first, { checkIn: '2027-06-07', checkOut: '2027-06-11', guests: 2 }), 'ro'),
    );
  });

  it('prices a named property for the dates, line by line', () => {
    const stay = { checkIn: '2027-06-07', checkOut: '2027-06-11', guests: 2 };
    const { message, suggestions, action } = say('Cât costă #9 pe 7-11 iunie pentru 2 persoane?');
    expect(suggestions).toEqual(['9']);
    expect(action).toBeUndefined();
    expect(message).toContain('Prețurile pentru 7 iun. 2027 – 11 iun. 2027 (4 nopți), 2 oaspeți:');
    expect(message).toContain(`${formatMoney(total('9', stay), 'ro')} pentru 4 nopți, cu curățenia`);
    expect(message).toContain(
      `4 nopți × ${formatMoney(500, 'ro')}: ${formatMoney(2000, 'ro')}; Curățenie: ${formatMoney(100, 'ro')}`,
    );
  });

  it("gives a named property's 'de la' price and its seasons without dates, and asks for them", () => {
    const { message } = say('Cât costă apartamentul 4?');
    expect(message).toContain(`— de la ${formatMoney(350, 'ro')} / noapte`);
    expect(message).toContain(`1 iulie – 31 august: ${formatMoney(700, 'ro')} / noapte, minimum 5 nopți`);
    expect(message).toContain(`Curățenie: ${formatMoney(150, 'ro')} pe sejur`);
    expect(message).toContain('Spuneți-mi datele sejurului, ca să vă spun prețul total.');
  });

  it("in a month asked about, the 'de la' price is that month's", () => {
    expect(say('Cât costă apartamentul 4 în august?').message).toContain(`— de la ${formatMoney(700, 'ro')} / noapte`);
  });

  it('says the minimum of a stay too short for its check-in, never a total', () => {
    const { message } = say('Cât costă apartamentul 4 pe 10-13 iulie?');
    expect(message).toContain('minim 5 nopți în această perioadă');
    expect(message).toContain('Pentru sosiri între 1 iulie și 31 august, minimum 5 nopți.');
    expect(message).not.toMatch(/pentru 3 nopți/);
  });

  it('gives no figure for a property without prices', () => {
    const { message } = say('Cât costă #2 pe 7-11 iunie?');
    expect(message).toContain('prețul se confirmă la rezervare');
    expect(message).not.toMatch(/\d\s*lei/);
  });

  it('prices the properties just proposed when asked what they cost', () => {
    const answer = talk(['Mamaia-Sat, 2 persoane', 'Și cât costă?']);
    expect(answer.message).toMatch(/^Prețurile:/);
    expect(answer.message).toContain(
      `„${title('11')}” (Mamaia-Sat, până la 2 oaspeți) — de la ${formatMoney(220, 'ro')} / noapte`,
    );
    expect(answer.suggestions).toEqual(talk(['Mamaia-Sat, 2 persoane']).suggestions);
    const first = talk(['Mamaia-Sat, 2 persoane', 'cât costă prima pe 7-9 iunie?']);
    expect(first.suggestions).toHaveLength(1);
  });

  it('says where prices start when asked with nothing to price', () => {
    expect(say('Cât costă o noapte?').message).toContain(`Prețurile pornesc de la ${formatMoney(200, 'ro')} / noapte`);
    expect(say('How much is a night?', 'en').message).toContain(`Prices start from ${formatMoney(200, 'en')} / night`);
  });

  it('states the total when it opens the booking form, and opens a stay too short without its departure', () => {
    const booked = say('Rezerv #9 pe 7-11 iunie pentru 2 persoane');
    expect(booked.action).toMatchObject({ propertyId: '9', checkIn: '2027-06-07', checkOut: '2027-06-11', guests: 2 });
    expect(booked.message).toContain(
      `${formatMoney(total('9', { checkIn: '2027-06-07', checkOut: '2027-06-11', guests: 2 }), 'ro')} pentru 4 nopți`,
    );
    const short = say('Rezerv apartamentul 4 pe 10-13 iulie pentru 2 persoane');
    expect(short.action).toEqual({ type: 'open-booking', propertyId: '4', checkIn: '2027-07-10', guests: 2 });
    expect(short.message).toContain('Pentru sosiri între 1 iulie și 31 august, minimum 5 nopți.');
    expect(short.message).toContain('Alegeți data plecării în formular.');
  });
});

describe('a budget', () => {
  it("a night's: proposes only what is within it, cheapest first, and never a property without prices", () => {
    const { message, suggestions } = say('Eforie Sud, 2 persoane, sub 400 de lei pe noapte');
    expect(message).toContain(`Am notat: Eforie Sud, 2 oaspeți, cel mult ${formatMoney(400, 'ro')} pe noapte.`);
    // #1 (250) and #4 (350) are within it; #3 (600) and #5 (1,500) are not, #2 has no prices to hold to it.
    expect(suggestions).toEqual(['1', '4']);
  });

  it("a night's, with dates: the stay's average night, fees included", () => {
    // 7-9 June: #9 costs 2 × 500 + 100 = 1,100, 550 a night; #8 2 × 380 + 120 = 880, 440 a night.
    const { message, suggestions } = say('Constanța, 4 persoane, 7-9 iunie, maxim 500 lei pe noapte');
    expect(suggestions).toEqual(['8']);
    expect(message).toContain(
      `${formatMoney(880, 'ro')} pentru 2 nopți, cu curățenia (în medie ${formatMoney(440, 'ro')} / noapte)`,
    );
  });

  it("the stay's, with dates: the stay's total", () => {
    // 7-11 June for 2 in Constanța: #6 4 × 200 + 60 = 860, #7 920, #9 2,100, #8 1,640, #10 5,900.
    const { suggestions } = say('Constanța, 2 persoane, 7-11 iunie, maxim 1.000 lei în total');
    expect(suggestions).toEqual(['6', '7']);
    expect(say('Constanța, 2 persoane, 7-11 iunie, maxim 2000 lei în total').suggestions).toEqual(['6', '7', '8']);
  });

  it("the stay's, without dates: the cheapest stay of the nights asked for, and asks the dates", () => {
    // Three nights: #6 from 660, #7 from 690, #9 from 1,600, #8 from 1,260.
    const { message, suggestions } = say('Constanța, 2 persoane, 3 nopți, cel mult 1000 lei în total');
    expect(suggestions).toEqual(['6', '7']);
    expect(message).toContain('ziua sosirii');
  });

  it('finds nothing within it and says so, with the closest', () => {
    const { message, suggestions } = say('Mamaia-Sat, 4 persoane, sub 300 de lei pe noapte');
    expect(message).toContain(
      `nu am găsit în Mamaia-Sat o proprietate pentru 4 oaspeți la cel mult ${formatMoney(300, 'ro')} pe noapte`,
    );
    expect(suggestions?.length).toBeGreaterThan(0);
  });

  it('proposes, as the closest, the nearest to the budget: not the kind named first, nor one without prices', () => {
    // Mamaia-Sat for 2: #11 from 220, #12 from 360, #13 (the villa) from 2,800; nothing elsewhere is under 150.
    expect(say('o vilă în Mamaia-Sat pentru 2 persoane, sub 150 de lei pe noapte').suggestions).toEqual([
      '11',
      '12',
      '13',
    ]);
    // Eforie Sud for 3: #4 from 350, #3 from 600, #5 from 1,500; #2 has no prices to be near a budget.
    expect(say('Eforie Sud, 3 persoane, sub 300 de lei pe noapte').suggestions).toEqual(['4', '3', '5']);
  });

  it("is held to a new request's own stay, not to the month an earlier question named", () => {
    const fresh = say('Constanța, 2 persoane, sub 300 de lei pe noapte');
    // #6 from 200 and #7 from 230; in August #7 costs 380.
    expect(fresh.suggestions).toEqual(['6', '7']);
    const after = talk(['Cât costă apartamentul 4 în august?', 'Constanța, 2 persoane, sub 300 de lei pe noapte']);
    expect(after.suggestions).toEqual(fresh.suggestions);
    expect(after.message).toMatch(/^Am notat: Constanța, 2 oaspeți, cel mult 300\slei pe noapte\. /);
  });

  it("meets the minimum of the month asked for: a stay shorter than a property's is no match for it", () => {
    // One night in August: #7's summer asks 2, #9's and #10's base 2, #8's summer 4; #6 takes one.
    const within = say('Constanța, 2 persoane, o noapte în august, sub 500 de lei pe noapte');
    expect(within.suggestions).toEqual(['6']);
    const any = say('Constanța, 2 persoane, o noapte în august');
    expect(any.suggestions?.[0]).toBe('6');
    expect(any.message).toContain(`„${title('7')}” (Constanța, până la 2 oaspeți) — minim 2 nopți în această perioadă`);
    const ru = say('Констанца, 2 человека, одна ночь в августе', 'ru');
    expect(ru.message).toContain('минимум 2 ночи в эти даты');
  });

  it('is read in English and Russian, and answered in their words', () => {
    expect(say('Eforie, 2 people, below 400 lei a night', 'en')).toMatchObject({ suggestions: ['1', '4'] });
    expect(say('Eforie, 2 people, below 400 lei a night', 'en').message).toContain(
      `up to ${formatMoney(400, 'en')} a night`,
    );
    const ru = say('Эфорие, 2 человека, до 400 лей за ночь', 'ru');
    expect(ru.suggestions).toEqual(['1', '4']);
    expect(ru.message).toContain(`не дороже ${formatMoney(400, 'ru')} за ночь`);
  });

  it("takes 'pe noapte' or 'în total' said next as how the amount was meant", () => {
    // 1,200 lei said alone is a stay's: three nights at #8 cost 1,260. Said a night's, it lets #8 in.
    expect(talk(['Constanța, 2 persoane, 3 nopți, 1200 lei']).suggestions).toEqual(['6', '7']);
    const answer = talk(['Constanța, 2 persoane, 3 nopți, 1200 lei', 'pe noapte']);
    expect(answer.message).toContain(`cel mult ${formatMoney(1200, 'ro')} pe noapte`);
    expect(answer.suggestions).toEqual(['6', '7', '8']);
    expect(talk(['Constanța, 2 persoane, 3 nopți, 1200 lei', 'pe noapte', 'în total']).suggestions).toEqual(['6', '7']);
  });

  it('in another currency: asks for it in lei, and holds nothing to it', () => {
    const { message, suggestions } = say('Constanța, 2 persoane, sub 100 euro pe noapte');
    expect(message).toContain('Prețurile sunt în lei');
    expect(suggestions?.length).toBeGreaterThan(0);
  });
});
