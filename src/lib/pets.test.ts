import { describe, expect, it } from 'vitest';
import type { Language } from './languages';
import { isPetRule, petsInRule } from './pets';

describe('petsInRule', () => {
  // The catalogue's own wordings, and a few an owner might write next.
  it.each<[Language, string, string]>([
    ['ro', 'Animalele de companie nu sunt permise', 'not-allowed'],
    ['ro', 'Animalele de companie sunt interzise', 'not-allowed'],
    ['ro', 'Fără animale de companie', 'not-allowed'],
    ['ro', 'Animalele de companie sunt permise cu acordul gazdei', 'on-request'],
    ['ro', 'Animalele de companie mici sunt permise, cu anunț prealabil', 'on-request'],
    ['ro', 'Animalele de companie sunt acceptate la cerere', 'on-request'],
    ['ro', 'Animalele de companie mici sunt permise', 'allowed'],
    ['ro', 'Animalele de companie sunt binevenite', 'allowed'],
    ['en', 'No pets', 'not-allowed'],
    ['en', 'Pets are not allowed', 'not-allowed'],
    ['en', "Pets allowed with the host's consent", 'on-request'],
    ['en', 'Small pets allowed with advance notice', 'on-request'],
    ['en', 'Small pets allowed', 'allowed'],
    ['en', 'Pets welcome', 'allowed'],
    ['ru', 'Без домашних животных', 'not-allowed'],
    ['ru', 'Домашние животные не допускаются', 'not-allowed'],
    ['ru', 'Домашние животные допускаются с согласия хозяйки', 'on-request'],
    ['ru', 'Небольшие домашние животные разрешены, если предупредить заранее', 'on-request'],
    ['ru', 'Можно с небольшими домашними животными', 'allowed'],
    ['ru', 'Домашние животные приветствуются', 'allowed'],
  ])('reads the %s rule “%s” as %s', (language, rule, answer) => {
    expect(isPetRule(rule, language)).toBe(true);
    expect(petsInRule(rule, language)).toBe(answer);
  });

  it('leaves alone a rule about something else, even one that permits or forbids', () => {
    for (const rule of ['Fumatul este permis doar pe balcon', 'Fără petreceri sau evenimente', 'Maximum 4 oaspeți']) {
      expect(isPetRule(rule)).toBe(false);
      expect(petsInRule(rule)).toBeUndefined();
    }
    expect(petsInRule('No smoking indoors', 'en')).toBeUndefined();
    expect(petsInRule('Курение в помещении запрещено', 'ru')).toBeUndefined();
  });

  it('gives no answer for a rule about pets in words it cannot read, so the catalogue test names it', () => {
    expect(isPetRule('Animalele de companie doar în curte')).toBe(true);
    expect(petsInRule('Animalele de companie doar în curte')).toBeUndefined();
  });
});
