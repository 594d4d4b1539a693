import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let i = 0; i < 5; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(() => {
    window.__log = [];
    for (const type of ['click', 'pointerdown', 'pointerup', 'keydown', 'focusin', 'beforetoggle'])
      addEventListener(
        type,
        (e) =>
          window.__log.push(
            `${type} ${e.isTrusted ? 'T' : 'S'} ${e.target?.tagName}${e.newState ? ' ' + e.newState : ''} @${Math.round(performance.now())}`,
          ),
        true,
      );
    new MutationObserver((records) => {
      for (const r of records)
        if (
          r.target.closest?.('header') ||
          [...r.removedNodes].some((n) => n.nodeType === 1 && n.querySelector?.('[popover]'))
        )
          window.__log.push(
            `mut ${r.type} ${r.target.tagName} ${r.attributeName ?? ''} @${Math.round(performance.now())}`,
          );
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('http://127.0.0.1:4400/ru/apartment/7#facilitati');
  await page.getByRole('button', { name: 'Выбрать язык' }).click();
  await page.waitForTimeout(400);
  const log = await page.evaluate(() => window.__log);
  console.log(
    log
      .filter((l) => !l.startsWith('focusin S'))
      .slice(-14)
      .join('\n'),
    '\n---',
  );
  await page.close();
}
await browser.close();
