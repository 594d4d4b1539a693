// The assistant over an agency's catalogue (300 and 2,000 properties in 40 towns): a guest naming any of its towns
// in Romanian, English or Russian is understood, the model's tools name those towns, and what the model is sent stays
// within the prompt's size by listing the properties that suit the conversation rather than all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledCatalogue } from '../../../../tests/fixtures/scaled-assistant-catalogue';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../tests/support/fake-openai';
import { foldText } from '../../../lib/filter';
import { LANGUAGES } from '../../../lib/languages';
import { offlineReply } from '../offline/offline';
import type { ChatTurn } from '../protocol';
import { PROMPT_CHARACTERS, systemPrompt } from '../search/prompt';
import { assistantTools, searchProperties } from '../search/tools';
import { catalogueTowns, townNames } from '../search/towns';
import { readCity } from '../understanding/towns';
import { readConfig } from './config';
import type { CallBudgets } from './daily-limit';
import { responderFor } from './responder';

const TODAY = '2026-11-21';
const say = (text: string): ChatTurn[] => [{ role: 'user', content: text }];
const unlimited: CallBudgets = { site: { take: async () => ({ giveBack: async () => {} }), spent: async () => false } };
/**
 * The most bytes one request to the model may carry at any catalogue's size: the prompt's characters (a Russian
 * page's titles take two bytes a letter, the rest one), the tools with forty towns, and a short conversation.
 */
const REQUEST_BYTES = 40 * 1024;

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

describe.each([300, 2000])('a catalogue of %i properties in 40 towns', (size) => {
  const catalogue = scaledCatalogue(size);
  const towns = townNames(catalogue);
  const suggested = (text: string) => {
    const ids = offlineReply(say(text), catalogue, TODAY).suggestions ?? [];
    return ids.map((id) => catalogue.find((property) => property.id === id)!.city);
  };

  it('has the towns the synthetic catalogue places', () => {
    expect(towns).toHaveLength(40);
    expect(towns).toEqual(expect.arrayContaining(['Constanța', 'Costinești', 'Vama Veche', 'Eforie Nord', 'Mamaia']));
  });

  it.each([
    'Caut cazare în Costinești pentru 2 persoane',
    'Caut cazare in Vama Veche pt 2 persoane',
    'Vrem ceva în Sfântu Gheorghe, 2 adulți',
    'A flat in Costinesti for 2 people, please',
    'We are looking for a place in Vama Veche for two',
    'Квартира в Costinești на двоих',
  ])('understands %j and proposes that town’s properties', (text) => {
    const wanted = towns.find((town) => foldText(text).includes(foldText(town)))!;
    const cities = suggested(text);
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((city) => city === wanted)).toBe(true);
  });

  it('tells apart towns whose names share a word, and reads a typo', () => {
    const read = (text: string) => readCity(foldText(text), catalogueTowns(catalogue));
    expect(read('ceva în Mamaia')).toBe('Mamaia');
    expect(read('ceva în Mamaia-Sat')).toBe('Mamaia-Sat');
    expect(read('ceva în Eforie Nord')).toBe('Eforie Nord');
    expect(read('ceva în Eforie Sud')).toBe('Eforie Sud');
    expect(read('ceva in Costinesti')).toBe('Costinești');
    expect(read('ceva in Costinest')).toBe('Costinești');
    // '2 Mai' is a town, and 2 May a day: the day stays a day.
    expect(read('din 2 mai până pe 5 mai')).toBeUndefined();
    expect(read('o cameră în 2 Mai')).toBe('2 Mai');
  });

  it("reads a town by the name its file gives in Russian, in the sentence's case", () => {
    const named = catalogue.map((property) =>
      property.city === 'Mangalia' ? { ...property, cityNames: { ru: 'Мангалия' } } : property,
    );
    const ids = offlineReply(say('Квартира в Мангалии на двоих'), named, TODAY).suggestions ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => named.find((property) => property.id === id)?.city === 'Mangalia')).toBe(true);
  });

  it('asks for the town by how many there are, not by naming forty', () => {
    const reply = offlineReply(say('Bună ziua, căutăm cazare pentru 2 persoane'), catalogue, TODAY);
    expect(reply.message).toContain('orașul (unul dintre cele 40 de orașe din catalog)');
    const english = offlineReply(say('Hello, we need a place for 2 people'), catalogue, TODAY, { language: 'en' });
    expect(english.message).toContain('the town (one of the 40 towns we list)');
    const russian = offlineReply(say('Здравствуйте, ищем жильё на двоих'), catalogue, TODAY, { language: 'ru' });
    expect(russian.message).toContain('город (в каталоге 40 городов)');
  });

  it("gives the model's search every town, and finds a town's properties", () => {
    const search = assistantTools(towns).find((tool) => tool.function.name === 'search_properties')!;
    expect(search.function.parameters.properties['city']?.['enum']).toEqual([...towns, null]);
    const found = searchProperties({ city: 'Costinești', guests: 2, checkIn: null, checkOut: null }, catalogue, TODAY);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.value.total).toBe(catalogue.filter((p) => p.city === 'Costinești' && p.capacity >= 2).length);
    expect(found.value.matches.every((match) => match.city === 'Costinești')).toBe(true);
    expect(searchProperties({ city: 'Atlantis', guests: 2 }, catalogue, TODAY)).toMatchObject({ ok: false });
  });

  it.each(LANGUAGES)('keeps the prompt within its size, listing what the conversation asks for (%s)', (language) => {
    const prompt = systemPrompt(catalogue, TODAY, language, () => ({
      request: { city: 'Costinești', guests: 4 },
      named: ['7'],
    }));
    expect(prompt.length).toBeLessThanOrEqual(PROMPT_CHARACTERS);
    expect(prompt).toContain(`Catalogul are ${size} de proprietăți în 40 de orașe`);
    expect(prompt).toContain('apelează search_properties, care caută în tot catalogul');
    const listed = prompt.split('\n').filter((line) => line.startsWith('#'));
    // The property named first, then Costinești's for four.
    expect(listed[0]).toMatch(/^#7 \|/);
    const [, ...rest] = listed;
    const inTown = catalogue.filter((p) => p.city === 'Costinești' && p.capacity >= 4);
    expect(rest.slice(0, inTown.length).every((line) => line.split(' | ')[2] === 'Costinești')).toBe(true);
  });

  it("keeps the model's request within its size, with the town asked for in its prompt", async () => {
    fake.requests.length = 0;
    const config = readConfig(
      (name) =>
        ({
          OPENAI_API_KEY: 'sk-test',
          OPENAI_BASE_URL: fake.url,
          OPENAI_MODEL: 'fake-model',
          OPENAI_TIMEOUT_MS: '5000',
        })[name],
    );
    const { respond } = responderFor(config, catalogue, { budgets: unlimited });
    await respond(say('Bună ziua, vrem un apartament în Vama Veche pentru 4 persoane'), TODAY, { language: 'ru' });
    const [request] = fake.requests;
    const bytes = new TextEncoder().encode(JSON.stringify(request!.body)).byteLength;
    expect(bytes).toBeLessThanOrEqual(REQUEST_BYTES);
    const system = request!.body.messages[0]!.content ?? '';
    expect(system.length).toBeLessThanOrEqual(PROMPT_CHARACTERS);
    const listed = system.split('\n').filter((line) => line.startsWith('#'));
    expect(listed[0]?.split(' | ')[2]).toBe('Vama Veche');
  });
});
