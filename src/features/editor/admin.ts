// The content editor in the browser: Sveltia CMS, started with the configuration the page carries (made from the
// property schema at build time, config.ts) and the property files read and written in the catalogue's own form.
// Before a save the schema's rules are checked and the likely slips asked (save-checks.ts); leaving a form with
// changes asks first (leave-guard.ts); after a save the editor follows it until it is live (publication.ts).
import CMS from '@sveltia/cms';
import type { CatalogueFacts, TranslationFacts } from './catalogue-facts';
import type { CheckAnswer, CheckRequest } from './checks-worker';
import { ask } from './dialog';
import { clearProblems, fieldChanged, showProblems } from './field-messages';
import { propertySaved, startFormHelpers } from './form-helpers';
import { guardLeaving, saveStarted, saveStopped } from './leave-guard';
import {
  PROPERTY_FORMAT,
  type PropertyContent,
  readPropertyFile,
  readTranslationFile,
  TRANSLATION_FORMAT,
  writePropertyFile,
  writeTranslationFile,
} from './property-file';
import { followPublication, lastCommitOf } from './publication';
import { type EditorSetup, SETUP_ELEMENT } from './setup';

const setup = JSON.parse(document.getElementById(SETUP_ELEMENT)?.textContent ?? 'null') as EditorSetup | null;
if (!setup) throw new Error(`the page has no #${SETUP_ELEMENT} to start the editor with`);
const { catalogue, publication } = setup;

/** A language a property's text is translated into. */
type TranslatedLanguage = 'en' | 'ru';

CMS.registerCustomFormat(PROPERTY_FORMAT, 'md', {
  fromFile: readPropertyFile,
  toFile: (content) => writePropertyFile(content, setup.layout),
});
CMS.registerCustomFormat(TRANSLATION_FORMAT, 'md', {
  fromFile: readTranslationFile,
  toFile: (content) => writeTranslationFile(content, setup.translationLayout),
});

/**
 * A form field's label, by its path ('prices.seasons.2.to' → 'Sezoane 3 › Ultima noapte'), in the properties' form or
 * in the form of the collection named `name`.
 */
function labelOf(path: string, name = 'properties'): string {
  type Field = { name: string; label?: string; fields?: Field[]; field?: Field };
  const collections = (setup?.config.collections ?? []) as { name?: string; fields?: Field[] }[];
  const collection = collections.find((candidate) => candidate.name === name);
  let fields = collection?.fields ?? [];
  const words: string[] = [];
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) {
      words[words.length - 1] = `${words.at(-1)} ${Number(part) + 1}`;
      continue;
    }
    const field = fields.find((candidate) => candidate.name === part);
    words.push(field?.label ?? part);
    fields = field?.fields ?? (field?.field ? [field.field] : []);
  }
  return words.join(' › ');
}

/** Why a save did not go on: the editor's own error notice shows these words. */
function stop(words: string): never {
  saveStopped();
  throw new Error('saving_failed', { cause: new Error(words) });
}

/** The worker that runs the save's checks (checks-worker.ts), started once. */
let worker: Worker | undefined;

/** The checks of a save of property `id` with `content` (its text in `language`, for a translation), from the worker. */
function check(content: PropertyContent, id: string, language?: TranslatedLanguage): Promise<CheckAnswer> {
  worker ??= new Worker(new URL('./checks-worker.ts', import.meta.url), { type: 'module' });
  const running = worker;
  return new Promise((resolve, reject) => {
    running.addEventListener('message', (event: MessageEvent<CheckAnswer>) => resolve(event.data), { once: true });
    running.addEventListener('error', (event) => reject(new Error(event.message)), { once: true });
    const request: CheckRequest = language
      ? { content, layout: setup!.translationLayout, id, catalogue, language }
      : { content, layout: setup!.layout, id, catalogue };
    running.postMessage(request);
  });
}

/** The 'de la' price each property's last save states, to measure the next change against. */
const savedFrom = new Map<string, number | undefined>();

/** The lists each property's save being made states, which its translations are checked against once it is saved. */
const savedLists = new Map<string, CatalogueFacts['lists'][string]>();

/** The file each translation's save being made writes, by 'language/id', which the property's next saves read. */
const savedTranslations = new Map<string, TranslationFacts>();

/** The languages of the translations' collections ('properties-en'), by collection. */
const TRANSLATIONS: Readonly<Record<string, TranslatedLanguage>> = { 'properties-en': 'en', 'properties-ru': 'ru' };

/** A language's name as the editor's Romanian says it: 'engleză'. */
const languageName = (language: TranslatedLanguage) => (language === 'en' ? 'engleză' : 'rusă');

/**
 * Before a translation of property `id` in `language` is saved: what it would leave the page without is said, and
 * the owner saves it so (the Romanian page is published either way) or goes back to the form.
 */
async function checkTranslation(content: PropertyContent, id: string, language: TranslatedLanguage): Promise<void> {
  const { incomplete = [], translation } = await check(content, id, language);
  if (translation) savedTranslations.set(`${language}/${id}`, translation);
  const collection = `properties-${language}`;
  if (incomplete.length === 0) return;
  const goOn = await ask(
    `Fără pagină în ${languageName(language)}`,
    [
      `Proprietatea ${id} nu va avea pagină în ${languageName(language)} până nu se corectează:`,
      ...incomplete.map((problem) => `${labelOf(problem.path, collection)}: ${problem.message}`),
      'Pagina în română se publică oricum.',
    ],
    [
      { label: 'Înapoi la formular', value: false },
      { label: 'Salvez așa', value: true, primary: true },
    ],
    false,
  );
  if (!goOn) stop('Nu s-a salvat nimic: formularul e așa cum l-ați lăsat.');
}

/** The last commit of each file before its save, to tell the save's own commit when it comes. */
const before = new Map<string, Promise<string | undefined>>();

CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    saveStarted();
    const collection = String(entry.get('collection'));
    const path = String(entry.get('path') ?? '');
    if (path) before.set(path, lastCommitOf(publication, path));
    const content = (entry.get('data') as { toJS(): PropertyContent }).toJS();
    const id = String(entry.get('slug') ?? '');
    const language = TRANSLATIONS[collection];
    if (language) return checkTranslation(content, id, language);
    if (collection !== 'properties') return;
    clearProblems();
    const { problems, slips, missing, from, lists } = await check(content, id);
    if (problems.length > 0) {
      showProblems(problems, labelOf);
      stop(
        `Nu s-a salvat nimic: ${problems.length === 1 ? 'un câmp trebuie corectat' : `${problems.length} câmpuri trebuie corectate`}. ${problems.map((problem) => `${labelOf(problem.path)}: ${problem.message}`).join(' ')}`,
      );
    }
    for (const slip of slips) {
      const goOn = await ask(
        slip.title,
        slip.lines,
        [
          { label: 'Corectez', value: false },
          { label: 'Da, salvez așa', value: true, primary: true },
        ],
        false,
      );
      if (!goOn) stop('Nu s-a salvat nimic: corectați formularul și apăsați din nou Salvează.');
    }
    savedFrom.set(id, from);
    if (lists) savedLists.set(id, lists);
    if (missing.length > 0) {
      const names = missing.map((language) => (language === 'en' ? 'engleză' : 'rusă'));
      const goOn = await ask(
        `Fără pagină în ${names.join(' și ')}`,
        [
          `Proprietatea ${id} nu va avea pagină în ${names.join(' și ')} până când textul ei în ${names.join(' și ')} nu e complet: titlul, descrierea, câte un text pentru fiecare fotografie, atâtea reguli ale casei și locuri din apropiere câte are în română.`,
          `Textul se scrie la „Proprietăți în ${names.join('” și „Proprietăți în ')}”, cu același număr (${id}). Pagina în română se publică oricum.`,
        ],
        [
          { label: 'Înapoi la formular', value: false },
          { label: 'Salvez așa', value: true, primary: true },
        ],
        false,
      );
      if (!goOn) stop('Nu s-a salvat nimic: formularul e așa cum l-ați lăsat.');
    }
  },
});

CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    const collection = String(entry.get('collection'));
    const path = String(entry.get('path') ?? '');
    if (collection === 'properties') {
      const id = String(entry.get('slug') ?? '');
      propertySaved(id);
      // The price just saved is the one the site will state: the next change is measured against it.
      const from = savedFrom.get(id);
      if (from === undefined) delete catalogue.fromPrices[id];
      else catalogue.fromPrices[id] = from;
      // Its translations are checked against what it now states.
      const lists = savedLists.get(id);
      if (lists) catalogue.lists[id] = lists;
    }
    // A translation just saved is the one the property's next saves read.
    const language = TRANSLATIONS[collection];
    const id = String(entry.get('slug') ?? '');
    const translation = language && savedTranslations.get(`${language}/${id}`);
    if (language && translation)
      catalogue.translations[language] = { ...catalogue.translations[language], [id]: translation };
    void (before.get(path) ?? Promise.resolve(undefined)).then((last) => followPublication(publication, path, last));
  },
});

document.addEventListener('input', (event) => fieldChanged(event.target), true);
guardLeaving();
startFormHelpers(catalogue);
void CMS.init({ config: setup.config });
