// The editor's checks of a save (save-checks.ts: the schema's rules, the slips, the missing translations; a
// translation's completeness), run in a worker of their own. The worker is bundled apart from every page, so the
// schema and the shared code it reads (dates, nights, stays) add nothing to the chunks the public pages load
// (tests/unit/chunk-groups.test.ts).
import type { Language } from '../../lib/languages';
import { type RomanianLists, romanianLists } from '../../lib/translation';
import type { CatalogueFacts, TranslationFacts } from './catalogue-facts';
import type { FileLayout, PropertyContent } from './property-file';
import type { FieldProblem } from './rules';
import type { Slip } from './save-checks';

/** What the editor asks the worker: the form's content for the save of property `id`, or of its text in `language`. */
export interface CheckRequest {
  content: PropertyContent;
  layout: FileLayout;
  id: string;
  catalogue: CatalogueFacts;
  /** Set for a translation's save: the language it is written in. */
  language?: Language;
}

/** What the worker answers: the rules broken, else the slips to ask about and the languages left without a page. */
export interface CheckAnswer {
  problems: FieldProblem[];
  slips: Slip[];
  missing: ('en' | 'ru')[];
  /** The 'de la' price the file states, none without prices or with problems. */
  from: number | undefined;
  /** The lists the property's translations follow, as the save writes them (none for a translation's save). */
  lists?: RomanianLists;
  /** For a translation's save: what it would leave its page without. */
  incomplete?: FieldProblem[];
  /** For a translation's save: its file as the save writes it, which the property's later saves are checked with. */
  translation?: TranslationFacts;
}

self.addEventListener('message', async (event: MessageEvent<CheckRequest>) => {
  const { content, layout, id, catalogue, language } = event.data;
  // The schema reads the towns when it loads (towns-in-browser.ts): they are set before it is.
  (globalThis as { editorTowns?: CatalogueFacts['towns'] }).editorTowns = catalogue.towns;
  const checks = await import('./save-checks');
  if (language) {
    const incomplete = checks.translationProblems(content, layout, language, catalogue.lists[id]);
    const translation = checks.writtenTranslation(content, layout);
    self.postMessage({
      problems: [],
      slips: [],
      missing: [],
      from: undefined,
      incomplete,
      translation,
    } satisfies CheckAnswer);
    return;
  }
  const { front, body } = checks.writtenFile(content, layout);
  const problems = checks.fileProblems(front, body);
  const fields = front as unknown as Parameters<typeof checks.slipsOf>[0] & { images?: { src: string }[] };
  const answer: CheckAnswer =
    problems.length > 0
      ? { problems, slips: [], missing: [], from: undefined }
      : {
          problems,
          slips: checks.slipsOf(fields, catalogue.fromPrices[id]),
          missing: checks.missingPages(id, fields, catalogue).map(({ language }) => language),
          from: checks.fromPriceOf(fields),
          lists: romanianLists(front),
        };
  self.postMessage(answer);
});
