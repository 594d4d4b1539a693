import type { Locator, Page } from '@playwright/test';
import type { CatalogueEntry } from './catalogue';

/** The home page card of `property`, found by its title heading as a screen reader would. */
export function cardOf(page: Page, property: Pick<CatalogueEntry, 'title'>): Locator {
  return page
    .locator('#properties-section article')
    .filter({ has: page.getByRole('heading', { name: property.title, exact: true }) });
}
