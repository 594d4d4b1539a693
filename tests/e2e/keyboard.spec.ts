// Keyboard-only journeys: after page.goto, only Tab, Shift+Tab, Enter, Space, arrows and Escape; no mouse, no
// click(), no fill(). Focus must stay visible on a control after every step.
// The other two keyboard journeys live beside their features: sending a booking request from a property page
// ('a visitor can complete a request with the keyboard alone', booking.spec.ts) and talking to the assistant
// ('a visitor can talk to the assistant and start a booking with the keyboard alone', assistant.spec.ts).
import { expect, test, type Page } from '../support/test';
import { readCatalogue } from '../support/catalogue';
import { chatOf } from '../support/chat';
import { dayFromToday, storeSearch } from '../support/islands';
import { expectVisibleFocus, press, tabTo } from '../support/keyboard';
import { romanianFound } from '../support/romanian';

const catalogue = readCatalogue();
const focused = (page: Page) => page.locator(':focus');

test('the first Tab shows the skip link, and it moves focus to the content @phone', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Salt la conținut' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  const box = (await skip.boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAccessibleName('Găsiți în 30 de secunde');
});

test('search with the keyboard, then open a property from the list @phone', async ({ page }) => {
  // Some sixty key presses, each followed by a focus check: give a busy machine the time they take.
  test.slow();
  const checkIn = dayFromToday(5);
  const checkOut = dayFromToday(8);
  const expected = catalogue.filter((p) => p.location.startsWith('Constanța') && p.guests >= 4);
  await page.goto('/');

  await test.step('reach the search bar', async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Oraș'));
    // The bar hydrates as it comes into view, which reaching it by keyboard does.
    await expect(page.locator('#booking-section form')).toHaveAttribute('data-hydrated', 'true');
  });

  await test.step('choose a town in the select', async () => {
    await press(page, 'ArrowDown', 2);
    await expect(page.getByLabel('Oraș')).toHaveValue('Constanța');
  });

  await test.step('pick check-in with arrows and Enter', async () => {
    const trigger = page.getByRole('button', { name: /^Check-in/ });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Check-in' });
    // The calendar takes focus on today, the first day it allows.
    await expect(calendar.locator(`[data-day="${dayFromToday(0)}"] button`)).toBeFocused();
    await expectVisibleFocus(page);
    await press(page, 'ArrowRight', 5);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).not.toContainText('Selectați data');
  });

  await test.step('pick check-out with arrows and Enter', async () => {
    const trigger = page.getByRole('button', { name: /^Check-out/ });
    await tabTo(page, trigger, { max: 1 });
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Check-out' });
    // It takes focus on the first day it allows: the day after check-in.
    await expect(calendar.locator(`[data-day="${dayFromToday(6)}"] button`)).toBeFocused();
    await press(page, 'ArrowRight', 2);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  await test.step('raise the guests to 4', async () => {
    const more = page.getByRole('button', { name: 'Mai mulți oaspeți' });
    await tabTo(page, more, { max: 2 });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByRole('group', { name: 'Oaspeți' }).locator('output')).toHaveText('4');
    await expectVisibleFocus(page);
  });

  await test.step("press 'Căutați' and see the list filtered", async () => {
    const submit = page.getByRole('button', { name: 'Căutați' });
    await tabTo(page, submit, { max: 1 });
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: `Proprietăți în Constanța (${romanianFound(expected.length)})` }),
    ).toBeVisible();
    await expect(page.locator('#properties-section article:visible')).toHaveCount(expected.length);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('search') ?? '{}'))).toEqual({
      location: 'Constanța',
      checkInDate: checkIn,
      checkOutDate: checkOut,
      guests: 4,
      filters: '',
    });
    await expect(submit).toBeFocused();
    await expectVisibleFocus(page);
  });

  await test.step('open the first property found and land on its page', async () => {
    const first = expected[0]!;
    await tabTo(page, page.getByRole('link', { name: first.title, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/apartment/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });
});

test("'Ștergeți filtrele' hands focus to 'Toate locațiile', which takes its place", async ({ page }) => {
  await page.goto('/');
  await storeSearch(page, {
    location: 'Mamaia-Sat',
    checkInDate: dayFromToday(3),
    checkOutDate: dayFromToday(5),
    guests: 2,
  });
  await page.reload();
  await tabTo(page, page.getByRole('button', { name: 'Ștergeți filtrele' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Toate proprietățile', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toate locațiile' })).toBeFocused();
  await expectVisibleFocus(page);
});

test('a date picker closes when focus leaves it, and Escape hands focus back to its button @phone', async ({
  page,
}) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: /^Check-in/ });
  await tabTo(page, trigger);
  await expect(page.locator('#booking-section form')).toHaveAttribute('data-hydrated', 'true');
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Check-in' });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  // Through the month buttons and the days, then out: the calendar closes behind.
  await tabTo(page, page.getByRole('button', { name: /^Check-out/ }));
  await expect(calendar).toBeHidden();
});

test('the phone menu: opened, walked and closed with the keyboard, focus back on its button @phone-only', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Deschideți meniul' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Meniu' });
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole('link', { name: 'Acasă' }), { max: 1 });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deschideți meniul' })).toBeFocused();

  // The assistant from the menu: when the chat closes, focus comes back to the menu's button.
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('button', { name: 'Asistent AI' }));
  await page.keyboard.press('Enter');
  const chat = chatOf(page);
  await expect(chat.getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(chat).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deschideți meniul' })).toBeFocused();
  await expectVisibleFocus(page);
});
