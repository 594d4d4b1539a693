// The budget reader on messages as visitors write them, in each language: the amount, whether a night's or the
// stay's, and the message left for the other readers.
import { describe, expect, it } from 'vitest';
import { foldText } from '../../../lib/filter';
import type { Budget } from '../../prices';
import { NIGHTLY_UNTIL, readBudget } from './budget';

const night = (amount: number): Budget => ({ amount, per: 'night' });
const stay = (amount: number): Budget => ({ amount, per: 'stay' });
const read = (text: string) => readBudget(foldText(text));
/** What is left of a message, its spaces collapsed. */
const rest = (text: string) => read(text).rest.replace(/\s+/g, ' ').trim();

const romanian: [string, Budget][] = [
  ['sub 500 de lei pe noapte', night(500)],
  ['Sub 500 lei pe noapte', night(500)],
  ['maxim 3000 lei în total', stay(3000)],
  ['maxim 3.000 lei in total', stay(3000)],
  ['maxim 3 000 lei în total', stay(3000)],
  ['cel mult 450 lei/noapte', night(450)],
  ['până în 400 de lei pe noapte', night(400)],
  ['pana la 350 lei noaptea', night(350)],
  ['nu mai mult de 600 RON pe noapte', night(600)],
  ['un buget de 2.500 lei pentru tot sejurul', stay(2500)],
  ['bugetul nostru este de 4000 de lei', stay(4000)],
  ['buget 300 lei', night(300)],
  ['buget total 5000', stay(5000)],
  ['avem 1500 lei pentru 3 nopți', stay(1500)],
  ['am 3000 de lei pentru o săptămână', stay(3000)],
  ['între 300 și 500 de lei pe noapte', night(500)],
  ['300-400 lei/noapte', night(400)],
  ['în jur de 500 lei pe noapte', night(500)],
  ['ceva sub 400 pe noapte', night(400)],
  ['total maxim 2000 lei', stay(2000)],
  ['să nu depășească 3500 lei', stay(3500)],
  ['max 2,5 mii lei in total', stay(2500)],
  ['max 250ron/noapte', night(250)],
  ['nu vrem să dăm mai mult de 400 de lei pe noapte', night(400)],
];

const english: [string, Budget][] = [
  ['under 3000 lei in total', stay(3000)],
  ['below 400 lei a night', night(400)],
  ['Below 400 lei per night', night(400)],
  ['under 3,000 lei for the whole stay', stay(3000)],
  ['no more than 500 RON per night', night(500)],
  ['our budget is 400 lei per night', night(400)],
  ['a total budget of 3500 lei', stay(3500)],
  ['max 350 lei/night', night(350)],
  ['up to 2500 lei', stay(2500)],
  ['less than 600 lei a night', night(600)],
  ['at most 4,000 lei all in', stay(4000)],
  ['under 450 per night', night(450)],
  ['we can spend 2k lei in total', stay(2000)],
  ['between 300 and 450 lei a night', night(450)],
  ['1200 lei for 3 nights', stay(1200)],
  ['budget: 800 lei', night(800)],
  ["We don't want to spend more than 4000 lei for the whole trip", stay(4000)],
  ['we can’t afford to pay more than 300 lei a night', night(300)],
];

const russian: [string, Budget][] = [
  ['до 400 лей за ночь', night(400)],
  ['не дороже 3000 лей за всё', stay(3000)],
  ['не дороже 3 000 леев за все', stay(3000)],
  ['до 500 леев в сутки', night(500)],
  ['бюджет 3000 лей', stay(3000)],
  ['бюджет — 450 лей за ночь', night(450)],
  ['максимум 2.500 лей всего', stay(2500)],
  ['в пределах 600 лей за сутки', night(600)],
  ['до 400 за ночь', night(400)],
  ['не больше 5 тыс. лей за весь отдых', stay(5000)],
  ['от 300 до 500 лей за ночь', night(500)],
  ['3000 лей на неделю', stay(3000)],
  ['дешевле 350 лей за ночь', night(350)],
  ['не более 2000 RON в общей сложности', stay(2000)],
  ['не хотим платить больше 450 лей за ночь', night(450)],
];

describe('readBudget', () => {
  it.each(romanian)('reads Romanian: %s', (text, budget) => expect(read(text).budget).toEqual(budget));
  it.each(english)('reads English: %s', (text, budget) => expect(read(text).budget).toEqual(budget));
  it.each(russian)('reads Russian: %s', (text, budget) => expect(read(text).budget).toEqual(budget));

  it("takes an amount said with neither a night's nor a stay's words as a night's up to the limit", () => {
    expect(read(`sub ${NIGHTLY_UNTIL} lei`).budget).toEqual(night(NIGHTLY_UNTIL));
    expect(read(`sub ${NIGHTLY_UNTIL + 1} lei`).budget).toEqual(stay(NIGHTLY_UNTIL + 1));
  });

  it('cuts the budget out of the message, leaving the rest for the other readers', () => {
    expect(rest('Constanța, 2 persoane, sub 500 de lei pe noapte, 10-14 iulie')).toBe(
      'constanta, 2 persoane, , 10-14 iulie',
    );
    expect(rest('для 2 человек до 400 лей за ночь с 10 по 14 июля')).toBe('для 2 человек с 10 по 14 июля');
    // The words that say how long the stay is stay for the dates' reader.
    expect(rest('avem 1500 lei pentru 3 nopți')).toBe('avem pentru 3 nopti');
    expect(rest('budget 800 lei, a week from 1 August')).toBe(', a week from 1 august');
  });

  it('reads no budget from counts, days, distances or a floor', () => {
    for (const text of [
      'pentru 4 persoane',
      'până la 15 august',
      'sub 10 minute de plajă',
      'up to 6 guests',
      'до 15 августа',
      'до 5 ночей',
      'max 4 pers',
      'la 250 m de plajă',
      'peste 500 lei pe noapte',
      'over 300 lei a night',
      'от 3000 лей',
      'avem un buget mic',
      'с 10 до 15-го',
    ])
      expect(read(text).budget, text).toBeUndefined();
  });

  it('keeps a floor out of the message all the same', () => {
    expect(rest('peste 500 lei pe noapte, în Mamaia')).toBe(', in mamaia');
  });

  it('says when the amount is in another currency', () => {
    expect(read('sub 100 euro pe noapte')).toMatchObject({ foreign: true });
    expect(read('under 200 EUR a night').budget).toBeUndefined();
    expect(read('до 100 € за ночь')).toMatchObject({ foreign: true });
  });

  it('reads a night or the stay said alone, to correct how an earlier amount was taken', () => {
    expect(read('pe noapte')).toMatchObject({ per: 'night' });
    expect(read('am zis în total')).toMatchObject({ per: 'stay' });
    expect(read('I meant per night')).toMatchObject({ per: 'night' });
    expect(read('за всё')).toMatchObject({ per: 'stay' });
    // A question about a night's price is no correction; nor are people counted in total, nor a stay's length.
    expect(read('cât costă pe noapte?')).not.toHaveProperty('per');
    expect(read('în total 12 persoane')).not.toHaveProperty('per');
    expect(read('o noapte în Constanța')).not.toHaveProperty('per');
  });
});
