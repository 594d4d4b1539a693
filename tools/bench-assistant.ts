// The offline assistant's part of the benchmark: the message corpus (src/features/assistant/fixtures/corpus.ts) run through
// the matcher, with its pass rate, per language, and every case it got wrong. Needs no build and no browser.
import { join } from 'node:path';
import type { CORPUS } from '../src/features/assistant/fixtures/corpus.ts';
import type { runCorpus } from '../src/features/assistant/fixtures/run-corpus.ts';
import { importBundled } from './lib/bundle.ts';

/** The offline assistant's figures over the corpus. */
export interface AssistantFigures {
  cases: number;
  passed: number;
  passRate: number;
  contradictions: number;
  languages: { language: string; cases: number; passed: number }[];
  msPerCase: number;
  failures: { said: string; problems: string[] }[];
}

/** Runs the corpus and returns its figures. */
export async function benchAssistant(root: string): Promise<AssistantFigures> {
  // The bundle is these two modules, so their own types describe it. The test support reads the catalogue beside
  // itself.
  const corpus = await importBundled<{ runCorpus: typeof runCorpus; CORPUS: typeof CORPUS }>(
    root,
    "export { runCorpus } from './src/features/assistant/fixtures/run-corpus'; export { CORPUS } from './src/features/assistant/fixtures/corpus';",
    join(root, '.netlify', 'bench', 'assistant-corpus.mjs'),
    { 'import.meta.dirname': JSON.stringify(join(root, 'tests', 'support')) },
  );
  const started = performance.now();
  const { results, passed, rate } = corpus.runCorpus();
  const milliseconds = performance.now() - started;
  const languages = [...new Set(corpus.CORPUS.map((entry) => entry.language))].map((language) => {
    const own = results.filter((_, index) => corpus.CORPUS[index]?.language === language);
    return { language, cases: own.length, passed: own.filter((result) => !result.problems.length).length };
  });
  return {
    cases: results.length,
    passed,
    passRate: Math.round(rate * 1000) / 10,
    contradictions: results.filter((result) => result.contradictions.length).length,
    languages,
    msPerCase: Math.round((milliseconds / results.length) * 100) / 100,
    failures: results.filter((result) => result.problems.length).map(({ said, problems }) => ({ said, problems })),
  };
}

/** The figures as markdown lines. */
export function assistantMarkdown(figures: AssistantFigures): string[] {
  return [
    `Offline assistant: ${figures.passed} of ${figures.cases} corpus messages understood completely (${figures.passRate}%), ` +
      `${figures.contradictions} with a suggestion that contradicts the message; ` +
      `${figures.languages.map(({ language, passed, cases }) => `${language} ${passed}/${cases}`).join(', ')}; ${figures.msPerCase} ms a message.`,
    ...figures.failures.map(({ said, problems }) => `- ${said}: ${problems.join('; ')}`),
  ];
}
