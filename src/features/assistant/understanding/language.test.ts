import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('the language of a message', () => {
  it.each([
    ['Caut cazare în Constanța pentru 4 persoane', 'ro'],
    ['caut cazare in constanta pentru 4 persoane', 'ro'],
    ['vila cu piscina', 'ro'],
    ['cat costa o noapte?', 'ro'],
    ['Looking for a place in Constanta for 2 adults', 'en'],
    ['Villa with a pool for 8 people', 'en'],
    ['cheap room in Eforie Sud for two', 'en'],
    ['Thanks!', 'en'],
    ['We need a room in Constanța for 2', 'en'],
    ['Ищем жильё в Мамае на двоих', 'ru'],
    ['Спасибо!', 'ru'],
  ] as const)('%s is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it.each(['2', 'Constanța?', 'Mamaia', '12-15.07', ''])('cannot tell from %j', (text) => {
    expect(detectLanguage(text)).toBeUndefined();
  });
});
