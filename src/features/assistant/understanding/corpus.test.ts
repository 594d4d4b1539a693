// The offline assistant over the message corpus (src/features/assistant/fixtures/corpus.ts): it must understand at least
// 95% of the messages completely, and no answer may ever propose a property that contradicts what was asked. It runs
// on the shipped catalogue on purpose, unlike the rule tests: it measures how well the matcher answers the real
// listings. A listing an editor adds may change which property comes first in a case or two (the 95% leaves room for
// that), never whether a suggestion fits what was asked.
import { describe, expect, it } from 'vitest';
import { formatMoney, fromPrice, quoteStay } from '../../prices';
import { CORPUS, CORPUS_TODAY, NEW_REQUESTS } from '../fixtures/corpus';
import { inventedPrices, runCase, runCorpus } from '../fixtures/run-corpus';
import { readCatalogue } from '../../../../tests/support/catalogue';

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

  it('understands completely each new request after another, closest to a budget and stay’s minimum, in every language', () => {
    const missed = NEW_REQUESTS.map(runCase).flatMap((result) =>
      result.problems.length ? [`${result.said}\n  ${result.problems.join('\n  ')}`] : [],
    );
    expect(missed, missed.join('\n')).toEqual([]);
    for (const language of ['ro', 'en', 'ru'] as const)
      expect(NEW_REQUESTS.filter((entry) => entry.language === language).length).toBeGreaterThanOrEqual(5);
  });

  it('has price and budget questions in every language', () => {
    const priced = CORPUS.filter((entry) => entry.budget || entry.quotes);
    for (const language of ['ro', 'en', 'ru'] as const)
      expect(priced.filter((entry) => entry.language === language).length).toBeGreaterThanOrEqual(8);
  });
});

describe("the corpus's check of the figures an answer states", () => {
  const priced = readCatalogue().find((entry) => entry.prices)!;
  const prices = priced.prices!;
  const stay = { checkIn: '2027-07-10', checkOut: '2027-07-14', guests: 2 };
  const quote = quoteStay(prices, stay);
  const total = quote?.kind === 'priced' ? quote.total : 0;

  it('lets the figures the catalogue gives through, in any language', () => {
    expect(total).toBeGreaterThan(0);
    for (const language of ['ro', 'en', 'ru'] as const)
      expect(inventedPrices(`${formatMoney(total, language)} pentru 4 nopți`, stay), language).toEqual([]);
    expect(inventedPrices(`de la ${formatMoney(fromPrice(prices, CORPUS_TODAY), 'ro')} / noapte`, {})).toEqual([]);
  });

  it('catches a figure it does not give, and any other currency', () => {
    expect(inventedPrices(`${formatMoney(total + 1, 'ro')} pentru 4 nopți`, stay)).toHaveLength(1);
    expect(inventedPrices('Costă 1 234 567 лей за всё', stay)).toHaveLength(1);
    expect(inventedPrices('about 100 euro a night', {})).toEqual(['states 100 euro, not in lei']);
  });
});
