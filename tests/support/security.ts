import type { Page } from '@playwright/test';

/** The `max-age` of a Strict-Transport-Security header, in seconds (0 when absent). */
export function hstsMaxAge(header: string): number {
  return Number(/(?:^|;)\s*max-age=(\d+)/i.exec(header)?.[1] ?? 0);
}

/**
 * Starts collecting the Content-Security-Policy violations `page` meets, on this page and the ones it
 * navigates to: the console's reports and the `securitypolicyviolation` events. Call before `goto`.
 */
export async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  // An exposed binding outlives navigations, unlike a list kept on `window`.
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}
