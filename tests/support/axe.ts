// WCAG 2.1 A and AA checks with axe-core, failing with a report a developer can act on.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets the site promises to meet: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One violation as a line per offending element: rule, impact, where, and what axe says to fix. */
function explain(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    at ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n\s*/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Runs axe over the page as it is now (or only inside `context`, a CSS selector) and fails with every
 * violation's id, impact, target and summary.
 */
export async function expectNoViolations(page: Page, context?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (context) builder = builder.include(context);
  const { violations } = await builder.analyze();
  expect(
    violations.map((violation) => violation.id),
    explain(violations),
  ).toEqual([]);
}
