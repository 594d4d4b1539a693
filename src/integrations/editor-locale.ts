// The content editor speaks Romanian. Sveltia CMS ships its interface's words in 29 languages, Romanian not among
// them, and has no setting or API to add one: its npm build lists the languages it knows, loads each one's words from
// its own file when it is chosen, and follows the browser's language (else American English) while the owner has not
// chosen one in its settings. The build adds Romanian to that list, loads it from the editor's own file
// (src/features/editor/sveltia-ro.json, every string the owner meets), and makes it the language the editor follows
// by default, whatever the phone's language; one chosen in the editor's settings still wins. English stays the
// words' fallback, as the package's own. It fails if the package changes shape.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const EDITOR_ENTRY = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/;

/** The editor's Romanian words, in Sveltia's own format (its locales' JSON, MessageFormat 2). */
export const ROMANIAN_WORDS = fileURLToPath(new URL('../features/editor/sveltia-ro.json', import.meta.url));

/** The language code the editor's Romanian goes by. */
export const ROMANIAN = 'ro';

/** The interface's languages, a string the package splits: 'ar,bg,…,en-US,…,zh-TW' (its fallback, en-US, among them). */
const LANGUAGES = /`((?:[a-z]{2}(?:-[A-Z]{2})?,)+en-US(?:,[a-z]{2}(?:-[A-Z]{2})?)+)`\.split\(`,`\)/;
/** The map of each language to the import of its words: `{ar:()=>…import(`../locales/ar.json`)…`. */
const LOADERS = /=\{ar:\(\)=>[\w$]+\(\(\)=>import\(`\.\.\/locales\/ar\.json`\)/;
/** The language the editor follows when none is chosen: the browser's, if the package knows it, else its fallback. */
const BROWSER_LANGUAGE = /([\w$]+)=\(\)=>\{let ([\w$]+)=[\w$]+\(\);return \2&&[\w$]+\.includes\(\2\)\?\2:[\w$]+\}/;

/** The editor's source with Romanian among its languages, loaded from `words`, and followed by default. */
export function withRomanian(code: string, words = ROMANIAN_WORDS): string {
  const steps: [RegExp, (match: string, ...groups: string[]) => string][] = [
    [LANGUAGES, (_, list = '') => `\`${[...list.split(','), ROMANIAN].sort().join(',')}\`.split(\`,\`)`],
    [LOADERS, (match) => match.replace('={ar:', `={${ROMANIAN}:()=>import(${JSON.stringify(words)}),ar:`)],
    [BROWSER_LANGUAGE, (_, name = '') => `${name}=()=>${JSON.stringify(ROMANIAN)}`],
  ];
  return steps.reduce((text, [pattern, rewrite]) => {
    if (!pattern.test(text)) throw new Error(`the editor's bundle has no match for ${pattern}`);
    return text.replace(pattern, rewrite);
  }, code);
}

export default function editorLocale(): Plugin {
  return {
    name: 'editor-locale',
    transform(code, id) {
      if (!EDITOR_ENTRY.test(id)) return undefined;
      try {
        return { code: withRomanian(code), map: null };
      } catch (error) {
        throw new Error(
          `${id}: ${(error as Error).message}; check src/integrations/editor-locale.ts against the package`,
        );
      }
    },
  };
}
