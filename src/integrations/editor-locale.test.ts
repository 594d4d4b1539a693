// The content editor's Romanian: the words cover every string of the editor's own English the owner can meet, each
// with the same placeholders, and the editor's bundle, as installed, is given them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROMANIAN_WORDS, withRomanian } from './editor-locale';

const BUNDLE = 'node_modules/@sveltia/cms/npm/index.js';
const ENGLISH = 'node_modules/@sveltia/cms/locales/en-US.json';

type Words = { [key: string]: string | Words };

/** Every message of a locale file, by its dotted key. */
function messages(words: Words, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(words).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...messages(value, `${prefix}${key}.`)],
    ),
  );
}

const english = messages(JSON.parse(readFileSync(ENGLISH, 'utf8')) as Words);
const romanian = messages(JSON.parse(readFileSync(ROMANIAN_WORDS, 'utf8')) as Words);

/**
 * The messages a configuration of the editor's own can raise when it is broken, for whoever builds it (the build
 * tests it, src/features/editor/config.test.ts): left to the package's English.
 */
const forDevelopers = (key: string) =>
  /^config\.(?:error\.|warning\.|schema_tip$|compatibility_link$)/.test(key) &&
  !['config.error.no_secure_context', 'config.error.unexpected'].includes(key);

/** The variables a message names ('{$count}', '{$name}'), sorted. */
const variables = (message: string) => [...new Set(message.match(/\{\$\w+/g) ?? [])].sort();

describe('the editor’s Romanian words', () => {
  it('say every message of the editor’s own English but its configuration’s errors, and nothing else', () => {
    const untranslated = [...english.keys()].filter((key) => !romanian.has(key) && !forDevelopers(key));
    expect(untranslated).toEqual([]);
    expect([...romanian.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('name the same variables as the English, and count in Romanian’s three forms', () => {
    for (const [key, words] of romanian) {
      expect(variables(words), key).toEqual(variables(english.get(key) ?? ''));
      // A count chooses among 'one' (1), 'few' (2 to 19: '3 fișe') and the rest ('20 de fișe').
      if (/\.match \$\w+/.test(words)) expect(words, key).toMatch(/ one \{\{.*\}\} few \{\{.*\}\} \* \{\{.*\}\}$/);
      // Romanian quotes: „…”, never the English opening “.
      expect(words, key).not.toContain('“');
    }
  });

  it('are given to the editor: Romanian among its languages, loaded from them, and its language by default', () => {
    const patched = withRomanian(readFileSync(BUNDLE, 'utf8'));
    // Checked as yes or no: the bundle is 2 MB, which a failed match would print whole.
    const has = (pattern: RegExp | string) =>
      typeof pattern === 'string' ? patched.includes(pattern) : pattern.test(patched);
    expect(has(/`ar,[^`]*,pt-PT,ro,ru,[^`]*`\.split\(`,`\)/), 'Romanian among the languages').toBe(true);
    expect(has(`ro:()=>import(${JSON.stringify(ROMANIAN_WORDS)}),ar:`), 'its words loaded').toBe(true);
    expect(has(/[\w$]+=\(\)=>"ro";/), 'followed by default').toBe(true);
  });

  it('fail the build, naming what is missing, when the package changes shape', () => {
    expect(() => withRomanian('export default {}')).toThrow(/no match for/);
  });
});
