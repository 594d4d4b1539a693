// The offline assistant over the message corpus (src/features/assistant/fixtures/corpus.ts): it must understand at least
// 95% of the messages completely, and no answer may ever propose a property that contradicts what was asked. It runs
// on the shipped catalogue on purpose, unlike the rule tests: it measures how well the matcher answers the real
// listings. A listing an editor adds may change which property comes first in a case or two (the 95% leaves room for
// that), never whether a suggestion fits what was asked.
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../fixtures/corpus';
import { runCorpus } from '../fixtures/run-corpus';

describe('the offline assistant over the corpus', () => {
  const { results, rate } = runCorpus();
  const failures = results
    .filter((result) => result.problems.length)
    .map((result) => `${result.said}\n  ${result.problems.join('\n  ')}`);

  it('has at least 80 realistic messages, in all three languages', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(CORPUS.map((entry) => entry.language))).toEqual(new Set(['ro', 'en', 'ru']));
  });

  it('understands at least 95% of them completely', () => {
    expect(rate, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('never proposes a property in another town, too small, or without what was asked', () => {
    expect(results.flatMap((result) => result.contradictions.map((problem) => `${result.said}: ${problem}`))).toEqual(
      [],
    );
  });
});
