import { describe, expect, it } from 'vitest';
import { CANCELLATION_TERMS, REQUEST_RETENTION_DAYS } from '../../business';
import { LANGUAGES, textsIn } from '../../i18n';
import { type LegalDocument, legalDocument, legalSettings, plainText } from '.';

const today = '2026-05-01';
const another = legalSettings('Mistral AI', 'https://tiles.example.org', 'https://tours.example.net/show/?m=1');
const offline = legalSettings(undefined, 'https://tile.openstreetmap.org', 'https://my.matterport.com/show/?m=x');

async function page(language: (typeof LANGUAGES)[number], kind: 'terms' | 'privacy', settings = another) {
  return legalDocument(kind, await textsIn(language), settings, today);
}

describe('the privacy notice', () => {
  it.each(LANGUAGES)('names the settings’ model provider, tile host and tour host in %s', async (language) => {
    const text = plainText(await page(language, 'privacy'));
    expect(text).toContain('Mistral AI');
    expect(text).toContain('tiles.example.org');
    expect(text).toContain('tours.example.net');
    expect(text).not.toContain('OpenAI');
    expect(text).not.toContain('openstreetmap');
  });

  it.each(LANGUAGES)('says in %s that nothing of the chat leaves the site when no model is set', async (language) => {
    const text = plainText(await page(language, 'privacy', offline));
    expect(text).toContain('tile.openstreetmap.org');
    expect(text).not.toMatch(/Mistral|OpenAI/);
  });

  it('states how long a request is kept, in days, under both rules, and the rest the issue’s parts ask', async () => {
    const { count } = await textsIn('ro');
    const text = plainText(await page('ro', 'privacy'));
    expect(text).toContain(`${count(REQUEST_RETENTION_DAYS.afterCheckOut, 'day')} după ziua plecării`);
    expect(text).toContain(`${count(REQUEST_RETENTION_DAYS.afterReceivedUnconfirmed, 'day')} după ce a sosit`);
    for (const part of ['WhatsApp Ireland Limited', 'localStorage', 'banner', 'Legea 506/2004', 'ANSPDCP', 'Netlify'])
      expect(text).toContain(part);
  });

  it('gives every section an id its address can point to, once', async () => {
    for (const language of LANGUAGES)
      for (const kind of ['terms', 'privacy'] as const) {
        const ids = (await page(language, kind)).sections.map(({ id }) => id);
        expect(new Set(ids).size, `${language} ${kind}`).toBe(ids.length);
      }
  });
});

describe('the terms', () => {
  /** The cancellation section's lines, one per policy. */
  const policies = (document: LegalDocument) => {
    const section = document.sections.find(({ id }) => id === 'anulare');
    const block = section?.blocks.find((candidate) => 'list' in candidate);
    return block && 'list' in block ? block.list.map((item) => item.join('')) : [];
  };

  it('says what each policy means in days and money, with a dated example, in every language', async () => {
    const ro = policies(await page('ro', 'terms'));
    expect(ro).toHaveLength(Object.keys(CANCELLATION_TERMS).length);
    expect(ro.find((line) => line.startsWith('Moderată'))).toBe(
      'Moderată: până cu 5 zile înainte de ziua sosirii, primiți înapoi tot ce ați plătit; apoi, până în ziua sosirii, primiți înapoi 50\u00a0% din ce ați plătit; mai târziu sau dacă nu veniți, nu primiți nimic înapoi. De exemplu, pentru o sosire pe 15 iulie: anulare gratuită până la 10 iulie.',
    );
    expect(ro.find((line) => line.startsWith('Strictă'))).toContain('până cu 14 zile înainte');
    const en = policies(await page('en', 'terms'));
    expect(en.find((line) => line.startsWith('Strict'))).toContain(
      'up to 14 days before the day you arrive, you get back all you paid; up to 7 days before the day you arrive, you get back 50% of what you paid',
    );
    const ru = policies(await page('ru', 'terms'));
    expect(ru.find((line) => line.startsWith('Гибкие'))).toContain('не позднее чем за 1 день до дня заезда');
  });

  it('says the ODR platform closed and points to ANPC’s SAL and the Commission’s page instead', async () => {
    const document = await page('en', 'terms');
    const text = plainText(document);
    expect(text).toContain('closed on 20 July 2025');
    const links = document.sections.flatMap(({ blocks }) =>
      blocks.flatMap((block) =>
        ('paragraph' in block ? [block.paragraph] : block.list)
          .flat()
          .flatMap((run) => (typeof run === 'string' ? [] : [run.href])),
      ),
    );
    expect(links).toContain('https://anpc.ro/ce-este-sal/');
    expect(links.some((href) => href.startsWith('https://consumer-redress.ec.europa.eu/'))).toBe(true);
    expect(links).not.toContain('https://ec.europa.eu/consumers/odr');
    expect(links).toContain('/en/confidentialitate');
  });
});
