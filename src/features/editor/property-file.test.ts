// The editor writes a property file in the catalogue's own form: every file of the catalogue reads and writes back
// byte for byte, so saving a form in which one field changed changes that field's lines and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FOLDER } from '../../../tests/support/catalogue';
import { propertyForm, translationForm } from './config';
import {
  type PropertyContent,
  readPropertyFile,
  readTranslationFile,
  writePropertyFile,
  writeTranslationFile,
} from './property-file';

const { layout } = propertyForm();
const files = readdirSync(CATALOGUE_FOLDER)
  .filter((name) => name.endsWith('.md'))
  .map((name) => [name, readFileSync(join(CATALOGUE_FOLDER, name), 'utf8')] as const);
const translationLayout = translationForm().layout;
const translations = ['en', 'ru'].flatMap((language) =>
  readdirSync(join(CATALOGUE_FOLDER, language))
    .filter((name) => name.endsWith('.md'))
    .map((name) => [`${language}/${name}`, readFileSync(join(CATALOGUE_FOLDER, language, name), 'utf8')] as const),
);

/** The lines of `after` that differ from `before`'s, as '-old' and '+new' (both texts of the same length in lines). */
function changedLines(before: string, after: string): string[] {
  const [old, now] = [before.split('\n'), after.split('\n')];
  expect(now).toHaveLength(old.length);
  return old.flatMap((line, index) => (line === now[index] ? [] : [`-${line}`, `+${now[index]}`]));
}

const NEW_PROPERTY: PropertyContent = {
  title: 'Apartament nou: lângă parc',
  location: 'Constanța, România',
  latitude: 44.1923,
  longitude: 28.6478,
  rating: 5,
  reviews: 0,
  images: [
    { src: './23/living.webp', alt: 'Living luminos' },
    { src: './23/dormitor.webp', alt: 'Dormitor cu pat matrimonial' },
  ],
  guests: 4,
  bedrooms: undefined,
  beds: 2,
  checkIn: '14:00',
  checkOut: '11:00',
  cancellationPolicy: 'Flexibilă',
  hostName: 'Ana',
  hostSince: 2026,
  hostResponseRate: '100%',
  hostLanguages: ['Română'],
  airbnbUrl: '',
  blocked: [{ checkIn: '2027-07-10', checkOut: '2027-07-15' }],
  amenities: ['Wi-Fi', 'yes', '#1 în oraș', 'Da: sigur'],
  houseRules: ['Liniște între orele 22:00-8:00'],
  safetyFeatures: ['Detector de fum'],
  nearbyAttractions: [],
  body: 'Primul paragraf.\n\nAl doilea paragraf.',
};

describe('a property file in the editor', () => {
  it.each(files)('%s reads and writes back byte for byte', (name, text) => {
    expect(
      writePropertyFile(readPropertyFile(text), layout),
      `${name} is not written as the editor writes it: fields in the other files' order (blocked after airbnbUrl), times and percentages in double quotes, coordinates with 5 decimals, lists indented by two. Its first save in /admin would rewrite it.`,
    ).toBe(text);
  });

  it.each(translations)('the translation %s reads and writes back byte for byte', (name, text) => {
    expect(
      writeTranslationFile(readTranslationFile(text), translationLayout),
      `${name} is not written as the editor writes a translation: title, photos, houseRules, nearbyAttractions, then the description. Its first save in /admin would rewrite it.`,
    ).toBe(text);
  });

  it('changes only the guests line when only the guests change', () => {
    const text = readFileSync(join(CATALOGUE_FOLDER, '7.md'), 'utf8');
    const content = readPropertyFile(text);
    const written = writePropertyFile({ ...content, guests: Number(content['guests']) + 1 }, layout);
    expect(changedLines(text, written)).toEqual([
      `-guests: ${content['guests']}`,
      `+guests: ${Number(content['guests']) + 1}`,
    ]);
  });

  it('writes a new property in the catalogue form, every value read back as it was given', () => {
    const written = writePropertyFile(NEW_PROPERTY, layout);
    expect(written).toContain('reviews: 0\nimages:\n  - src: ./23/living.webp\n    alt: Living luminos\n');
    expect(written).toContain('latitude: 44.19230\nlongitude: 28.64780\n');
    expect(written).toContain('checkIn: "14:00"\n');
    expect(written).toContain('blocked:\n  - { checkIn: 2027-07-10, checkOut: 2027-07-15 }\n');
    expect(written).toContain('nearbyAttractions: []\n');
    // Empty optional fields are left out rather than written empty.
    expect(written).not.toMatch(/^(bedrooms|airbnbUrl):/m);
    expect(written.endsWith('---\n\nPrimul paragraf.\n\nAl doilea paragraf.\n')).toBe(true);

    const { body, ...fields } = readPropertyFile(written);
    expect(body).toBe('Primul paragraf.\n\nAl doilea paragraf.\n');
    const given = Object.fromEntries(
      Object.entries(NEW_PROPERTY).filter(([key, value]) => key !== 'body' && value !== undefined && value !== ''),
    );
    expect(fields).toEqual(given);
    // YAML 1.1 readers (which take 'yes' for true and 14:00 for a number) read the same strings.
    const front = written.slice(4, written.indexOf('\n---\n'));
    expect(parse(front, { version: '1.1' })).toMatchObject({ amenities: NEW_PROPERTY['amenities'], checkIn: '14:00' });
  });

  it('changes only the line of the season whose price changes, and adds one line for a season added', () => {
    const text = readFileSync(join(CATALOGUE_FOLDER, '7.md'), 'utf8');
    const content = readPropertyFile(text);
    const prices = content['prices'] as { seasons: Record<string, string | number>[] };
    const [june, ...rest] = prices.seasons;
    const repriced = writePropertyFile(
      { ...content, prices: { ...prices, seasons: [{ ...june, nightly: 700 }, ...rest] } },
      layout,
    );
    expect(changedLines(text, repriced)).toEqual([
      '-    - { from: 06-01, to: 06-30, nightly: 680, weekend: 720 }',
      '+    - { from: 06-01, to: 06-30, nightly: 700, weekend: 720 }',
    ]);
    // A season as the form hands it: its keys in the form's own order, its empty fields null.
    const added = { minNights: 5, weekend: null, nightly: 1100, to: '2027-08-16', from: '2027-08-14' };
    const written = writePropertyFile(
      { ...content, prices: { ...prices, seasons: [...prices.seasons, added] } },
      layout,
    );
    const last = '    - { from: 2027-04-30, to: 2027-05-02, nightly: 750, minNights: 3 }\n';
    expect(written).toBe(
      text.replace(last, `${last}    - { from: 2027-08-14, to: 2027-08-16, nightly: 1100, minNights: 5 }\n`),
    );
  });

  it('writes prices added to a property without them after its check-out, fields and season keys in the schema’s order', () => {
    const text = readFileSync(join(CATALOGUE_FOLDER, '2.md'), 'utf8');
    expect(text).not.toContain('prices:');
    const prices = {
      seasons: [{ nightly: 450, from: '07-01', to: '08-31', minNights: 3, weekend: null }],
      cleaning: null,
      weekend: 340,
      nightly: 300,
      minNights: 2,
      guestsIncluded: '',
    };
    const written = writePropertyFile({ ...readPropertyFile(text), prices }, layout);
    const block = [
      'prices:',
      '  nightly: 300',
      '  weekend: 340',
      '  minNights: 2',
      '  seasons:',
      '    - { from: 07-01, to: 08-31, nightly: 450, minNights: 3 }',
    ].join('\n');
    expect(written).toBe(text.replace(/^(checkOut: .*\n)/m, `$1${block}\n`));
    expect(readPropertyFile(written)['prices']).toEqual({
      nightly: 300,
      weekend: 340,
      minNights: 2,
      seasons: [{ from: '07-01', to: '08-31', nightly: 450, minNights: 3 }],
    });
  });

  it('leaves out prices the form left empty, and an empty list of seasons', () => {
    const text = readFileSync(join(CATALOGUE_FOLDER, '2.md'), 'utf8');
    const content = readPropertyFile(text);
    expect(writePropertyFile({ ...content, prices: null }, layout)).toBe(text);
    expect(writePropertyFile({ ...content, prices: { nightly: null, seasons: [] } }, layout)).toBe(text);
    expect(writePropertyFile({ ...content, prices: { nightly: 300, seasons: [] } }, layout)).toBe(
      text.replace(/^(checkOut: .*\n)/m, '$1prices:\n  nightly: 300\n'),
    );
  });

  it('leaves an empty list of direct bookings out of the file', () => {
    expect(writePropertyFile({ ...NEW_PROPERTY, blocked: [] }, layout)).not.toContain('blocked');
  });
});

describe("a translation's photos in the editor", () => {
  it('are edited as a list of file and text, and written back as the map the file holds', () => {
    const text = readFileSync(join(CATALOGUE_FOLDER, 'en', '7.md'), 'utf8');
    const content = readTranslationFile(text);
    expect(content['photos']).toEqual(
      Object.entries(readPropertyFile(text)['photos'] as Record<string, string>).map(([file, alt]) => ({
        file,
        text: alt,
      })),
    );
    const [first, ...rest] = content['photos'] as { file: string; text: string }[];
    const written = writeTranslationFile(
      { ...content, photos: [{ ...first!, text: 'The terrace at dusk' }, ...rest] },
      translationLayout,
    );
    expect(changedLines(text, written)).toEqual([
      `-  ${first!.file}: ${first!.text}`,
      `+  ${first!.file}: The terrace at dusk`,
    ]);
  });
});
