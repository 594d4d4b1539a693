// What the build writes for the functions (src/loaders/function-data.ts), from entries as the content store holds
// them, in a temporary project folder: each property's title in the other languages comes from its translations.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantProperty } from '../features/assistant';
import { fixture } from '../../tests/fixtures/properties';
import { ASSISTANT_CATALOGUE_FILE, writeFunctionData } from './function-data';

let root: string;

/** Writes `text` to `path` inside the temporary project. */
function write(path: string, text: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A translation file's text with `title` (none when undefined) and the other fields it always has. */
const translation = (title: string | undefined) =>
  `---\n${title === undefined ? '' : `title: ${title}\n`}houseRules:\n  - Quiet\nnearbyAttractions: []\n---\n\nText.\n`;

/** The entry of fixture property `id` as the content store holds it, its file in the catalogue folder. */
const entry = (id: string) => ({
  id,
  data: { ...fixture(id).fields },
  body: fixture(id).description,
  filePath: `src/content/properties/${id}.md`,
});

/** Writes the function data of `ids` into the temporary project and reads back the assistant's catalogue. */
function catalogue(...ids: string[]): AssistantProperty[] {
  const rootUrl = pathToFileURL(`${root}/`);
  writeFunctionData(new URL('out/', rootUrl), ids.map(entry), rootUrl);
  return JSON.parse(readFileSync(join(root, 'out', ASSISTANT_CATALOGUE_FILE), 'utf8'));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'function-data-'));
  vi.stubEnv('ICAL_FEEDS', '');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe("the assistant's catalogue written for the functions", () => {
  it('holds each title its translations give, beside the Romanian one', () => {
    write('src/content/properties/en/7.md', translation('Hotel room with a sea-facing window'));
    write('src/content/properties/ru/7.md', translation('Номер с окном на море'));
    write('src/content/properties/en/8.md', translation('Family apartment with parking'));
    const [seven, eight] = catalogue('7', '8');
    expect(seven?.title).toBe(fixture('7').fields.title);
    expect(seven?.titles).toEqual({ en: 'Hotel room with a sea-facing window', ru: 'Номер с окном на море' });
    expect(eight?.titles).toEqual({ en: 'Family apartment with parking' });
  });

  it('gives a title only in the languages whose file exists and names one', () => {
    write('src/content/properties/ru/9.md', translation(undefined));
    write('src/content/properties/en/9.md', translation("''"));
    write('src/content/properties/en/10.md', translation('Penthouse with an 80 m² terrace'));
    const [nine, ten, eleven] = catalogue('9', '10', '11');
    expect(nine).not.toHaveProperty('titles');
    expect(ten?.titles).toEqual({ en: 'Penthouse with an 80 m² terrace' });
    expect(eleven).not.toHaveProperty('titles');
  });

  it("gives each property its prices, and its town's tax when the town's file sets one", () => {
    // An introduction as long as the town schema asks (45 to 90 words), the same in every language.
    const intro = Array.from({ length: 50 }, (_, index) => `w${index}`).join(' ');
    const town = (name: string, tax: string) =>
      `---\ntown: ${name}\n${tax}centre:\n  latitude: 44.1\n  longitude: 28.6\nro:\n  title: T\n  intro: ${intro}\nen:\n  name: ${name}\n  title: T\n  intro: ${intro}\nru:\n  name: ${name}\n  title: T\n  intro: ${intro}\n---\n`;
    write('src/content/towns/eforie-sud.md', town('Eforie Sud', 'tax:\n  perGuestNight: 2.5\n'));
    write('src/content/towns/constanta.md', town('Constanța', 'tax:\n  percent: 1\n'));
    write('src/content/towns/mamaia-sat.md', town('Mamaia-Sat', ''));
    const prices = { nightly: 300, minNights: 2, cleaning: 80 };
    const priced = (id: string) => ({ ...entry(id), data: { ...entry(id).data, prices } });
    const rootUrl = pathToFileURL(`${root}/`);
    writeFunctionData(new URL('out/', rootUrl), [priced('1'), priced('7'), entry('11')], rootUrl);
    const [eforie, constanta, mamaia] = JSON.parse(
      readFileSync(join(root, 'out', ASSISTANT_CATALOGUE_FILE), 'utf8'),
    ) as AssistantProperty[];
    expect(eforie).toMatchObject({ city: 'Eforie Sud', prices, tax: { perGuestNight: 2.5 } });
    expect(constanta).toMatchObject({ city: 'Constanța', prices, tax: { percent: 1 } });
    expect(mamaia?.city).toBe('Mamaia-Sat');
    expect(mamaia).not.toHaveProperty('prices');
    expect(mamaia).not.toHaveProperty('tax');
  });

  it("names the town's file whose fields are wrong", () => {
    write('src/content/towns/constanta.md', '---\ntown: Constanța\ntax:\n  percent: 50\n---\n');
    expect(() => catalogue('7')).toThrow(/src\/content\/towns\/constanta\.md: /);
  });
});
