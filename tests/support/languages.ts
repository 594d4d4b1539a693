// Moving between the site's languages as a visitor does: by the links in the page's list of languages.
import { expect, type Page } from '@playwright/test';
import { type TranslationKey, translate } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { ro } from '../../src/i18n/ro';
import { ru } from '../../src/i18n/ru';

/** A language of the site. */
export type SiteLanguage = 'ro' | 'en' | 'ru';

const TABLES = { ro, en, ru };

/** True at a width where the header's links fold into its menu. */
export const isPhone = (page: Page) => page.viewportSize()!.width < 1024;

/** Follows the link to `to` in the page's languages: the header's (in its menu on a phone), or the property page's
    popover. */
export async function switchLanguage(page: Page, from: SiteLanguage, to: SiteLanguage): Promise<void> {
  const name = { ro: 'Română', en: 'English', ru: 'Русский' }[to];
  const label = (key: TranslationKey) => translate(TABLES[from], key);
  const popover = page.getByRole('button', { name: label('nav.chooseLanguage') });
  if (await popover.isVisible()) {
    // Pressed where it is, as a finger does: Playwright's own click first scrolls the page under the sticky bar.
    const box = (await popover.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .getByRole('list', { name: label('nav.languages') })
      .getByRole('link', { name })
      .click();
  } else {
    if (isPhone(page)) await page.getByRole('button', { name: label('nav.openMenu') }).click();
    await page
      .getByRole('banner')
      .getByRole('list', { name: label('nav.languages') })
      .getByRole('link', { name })
      .click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}
