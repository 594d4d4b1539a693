// The shortlist as a family uses it over days and phones: hearts on the cards and the property page, the count in the
// navigation, the list's page, sending the list and opening it on another phone, and addresses made to break it.
import { type BrowserContext, expect, type Page, test } from '../support/test';
import { expectNoViolations } from '../support/axe';
import { readCatalogue } from '../support/catalogue';
import { tabTo } from '../support/keyboard';
import { cardOf } from '../support/locators';
import { collectViolations } from '../support/security';

const catalogue = readCatalogue();
const [first, second, third, fourth] = catalogue as [
  (typeof catalogue)[0],
  (typeof catalogue)[0],
  (typeof catalogue)[0],
  (typeof catalogue)[0],
];

const cardHeart = (page: Page, property: { title: string }) =>
  page.getByRole('button', { name: `Adăugați la favorite: ${property.title}`, exact: true });
/** The navigation's way to the shortlist, at any width: its name carries the count ('Favorite (3)'). */
const shortlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Favorite/ });
const listedTitles = (page: Page) =>
  page.locator('[data-shortlist-grid] > li:not([hidden]) article h3').allTextContents();

async function keptIds(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('shortlist') ?? '[]') as string[]);
}

async function seed(context: BrowserContext, ids: string[]): Promise<void> {
  await context.addInitScript((kept) => {
    // Only on the first page of the context: what the visitor then does is theirs.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('shortlist', JSON.stringify(kept));
      sessionStorage.setItem('seeded', '1');
    }
  }, ids);
}

test('saving from the cards and the property page: the hearts say so, the count follows, and it all lasts a reload @phone', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await page.goto('/');
  await expect(shortlistLink(page)).toHaveAccessibleName('Favorite');
  await cardHeart(page, first).click();
  await expect(cardHeart(page, first)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: `Salvată în favorite: ${first.title}` })).toBeAttached();
  await cardHeart(page, third).click();
  await expect(shortlistLink(page)).toHaveAccessibleName('Favorite (2)');

  // The property page's heart reads the same list, and saves into it.
  await cardOf(page, second).getByRole('link', { name: second.title }).click();
  await expect(page).toHaveURL(new RegExp(`/apartment/${second.id}$`));
  const heart = page.getByRole('button', { name: 'Adăugați la favorite', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(cardHeart(page, second)).toHaveAttribute('aria-pressed', 'true');
  await expect(shortlistLink(page)).toHaveAccessibleName('Favorite (3)');

  await page.reload();
  await expect(shortlistLink(page)).toHaveAccessibleName('Favorite (3)');
  await expect(cardHeart(page, third)).toHaveAttribute('aria-pressed', 'true');
  await expect(cardHeart(page, fourth)).toHaveAttribute('aria-pressed', 'false');

  // Pressed again, a heart removes the property.
  await cardHeart(page, third).click();
  await expect(cardHeart(page, third)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: `Scoasă din favorite: ${third.title}` })).toBeAttached();
  await expect(shortlistLink(page)).toHaveAccessibleName('Favorite (2)');
  expect(await keptIds(page)).toEqual([first.id, second.id]);
  expect(violations).toEqual([]);
});

test('the shortlist page lists the saved cards, the latest first; a removed one goes and an empty list says how to fill it @phone', async ({
  page,
  context,
}) => {
  await seed(context, [first.id, '9999', second.id, third.id]);
  await page.goto('/');
  await shortlistLink(page).click();
  await expect(page).toHaveURL(/\/favorite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista dvs. de favorite' })).toBeVisible();
  await expect.poll(() => listedTitles(page)).toEqual([third.title, second.title, first.title]);
  // The property the catalogue no longer has went quietly: not shown, not counted, no longer kept.
  await expect(shortlistLink(page)).toHaveAccessibleName('Favorite (3)');
  await expectNoViolations(page);

  // Removing the middle card leaves focus on the page, on the next card's heart.
  await cardHeart(page, second).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => listedTitles(page)).toEqual([third.title, first.title]);
  await expect(cardHeart(page, first)).toBeFocused();
  await expect(shortlistLink(page)).toHaveAccessibleName('Favorite (2)');

  await cardHeart(page, first).click();
  await cardHeart(page, third).click();
  await expect(page.getByText('Lista de favorite este goală.')).toBeVisible();
  await expect(
    page.getByText('Apăsați inima de pe o proprietate ca s-o salvați aici.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vedeți proprietățile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trimiteți lista' })).toBeHidden();
  await expectNoViolations(page);

  // In another tab's language the same list: saved on the Romanian page, listed on the English one.
  await page.goto(`/apartment/${fourth.id}`);
  const heart = page.getByRole('button', { name: 'Adăugați la favorite', exact: true });
  await heart.click();
  // A press made while the page's scripts are still arriving is answered once they have run: the visitor sees it.
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/favorite');
  await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
  await expect(page.locator('[data-shortlist-grid] > li:not([hidden])')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites (1)' })).toBeVisible();
});

test('a heart pressed in one tab shows in the other tab', async ({ context }) => {
  const [one, two] = [await context.newPage(), await context.newPage()];
  await one.goto('/');
  await two.goto('/favorite');
  await expect(two.getByText('Lista de favorite este goală.')).toBeVisible();
  await cardHeart(one, fourth).click();
  await expect.poll(() => listedTitles(two)).toEqual([fourth.title]);
  await expect(shortlistLink(two)).toHaveAccessibleName('Favorite (1)');
});

test('the list travels: copied, sent on WhatsApp or by the share sheet, and opened on another phone beside its own list @phone', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The phone's share sheet lies outside the site: a stand-in records what the page hands it.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await seed(context, [first.id, second.id, third.id]);
  await page.goto('/favorite');
  const share = page.getByRole('button', { name: 'Trimiteți lista' });
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const address = await page.getByLabel('Linkul listei').inputValue();
  expect(address).toMatch(new RegExp(`/favorite\\?lista=${third.id},${second.id},${first.id}$`));

  await page.getByRole('button', { name: 'Copiați linkul' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Linkul a fost copiat.' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  const whatsapp = page.getByRole('link', { name: 'Trimiteți pe WhatsApp' });
  const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text');
  expect(text).toBe(`Uite proprietățile pe care le-am ales pe litoral: ${address}`);
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Trimiteți prin…' }).click();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.url)).toBe(address);

  // Another phone, which has a list of its own.
  const other = await browser.newContext({ viewport: page.viewportSize() });
  await seed(other, [fourth.id]);
  const friend = await other.newPage();
  await friend.goto(address);
  await expect(friend.getByRole('heading', { level: 1, name: 'Lista trimisă de un prieten' })).toBeVisible();
  await expect.poll(() => listedTitles(friend)).toEqual([third.title, second.title, first.title]);
  await expect(shortlistLink(friend)).toHaveAccessibleName('Favorite (1)');
  await expectNoViolations(friend);

  // One saved from the friend's list joins the receiver's own; the rest with one press; theirs is never replaced.
  await cardHeart(friend, second).click();
  await expect(shortlistLink(friend)).toHaveAccessibleName('Favorite (2)');
  await friend.getByRole('button', { name: 'Salvați-le pe toate în lista mea' }).click();
  await expect(
    friend.getByRole('status').filter({ hasText: 'Toate proprietățile sunt acum în lista dvs. de favorite.' }),
  ).toBeAttached();
  await expect(shortlistLink(friend)).toHaveAccessibleName('Favorite (4)');
  expect(await keptIds(friend)).toEqual([fourth.id, second.id, third.id, first.id]);
  await friend.getByRole('link', { name: 'Vedeți lista mea' }).click();
  await expect(friend.getByRole('heading', { level: 1, name: 'Lista dvs. de favorite' })).toBeVisible();
  await expect.poll(() => listedTitles(friend)).toEqual([first.title, third.title, second.title, fourth.title]);
  await other.close();
});

test('a copy the browser refuses points to the link to select by hand', async ({ page, context }) => {
  await seed(context, [first.id, second.id]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  await page.goto('/favorite');
  await page.getByRole('button', { name: 'Trimiteți lista' }).click();
  // Without a share sheet (a desktop browser), the button for it is not offered.
  await expect(page.getByRole('button', { name: 'Trimiteți prin…' })).toBeHidden();
  await page.getByRole('button', { name: 'Copiați linkul' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Linkul nu a putut fi copiat. Selectați-l din câmpul de mai jos.' }),
  ).toBeAttached();
  const link = page.getByLabel('Linkul listei');
  await expect(link).toBeFocused();
  expect(await link.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(
    (await link.inputValue()).length,
  );
});

test('a malformed or hostile list address shows what it can and never breaks the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });

  await page.goto(
    `/favorite?lista=${encodeURIComponent(`<script>alert(1)</script>,abc,99999,${second.id},-1,${first.id}`)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Lista trimisă de un prieten' })).toBeVisible();
  await expect.poll(() => listedTitles(page)).toEqual([second.title, first.title]);
  await expect(page.getByText('Unele proprietăți din listă nu mai sunt disponibile și au fost omise.')).toBeVisible();

  const many = Array.from({ length: 5000 }, (_, index) => catalogue[index % catalogue.length]!.id).join(',');
  await page.goto(`/favorite?lista=${many}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista trimisă de un prieten' })).toBeVisible();
  await expect.poll(async () => (await listedTitles(page)).length).toBe(catalogue.length);

  await page.goto('/favorite?lista=abc,%E0%A4%A,<img src=x onerror=alert(2)>');
  await expect(page.getByText('Linkul primit nu conține nicio proprietate disponibilă.')).toBeVisible();
  await expect(page.locator('[data-shortlist-grid] > li:not([hidden])')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('comparing from the list: two or three ticked, at most three, and the link carries them', async ({
  page,
  context,
}) => {
  await seed(context, [first.id, second.id, third.id, fourth.id]);
  await page.goto('/favorite');
  const compare = page.locator('[data-compare-link]');
  await expect(compare).toHaveAttribute('aria-disabled', 'true');
  await expect(compare).not.toHaveAttribute('href');
  const tick = (property: { title: string }) =>
    page.getByRole('checkbox', { name: `Comparați: ${property.title}`, exact: true });
  await tick(first).check();
  await tick(third).check();
  await expect(compare).toHaveText('Comparați (2)');
  await expect(compare).toHaveAttribute('href', `/comparare?lista=${third.id},${first.id}`);
  await tick(fourth).check();
  await expect(tick(second)).toBeDisabled();
  await expect(compare).toHaveAttribute('href', `/comparare?lista=${fourth.id},${third.id},${first.id}`);
});

test('a keyboard alone saves from a card and reaches the list and its actions @phone', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, cardHeart(page, first), { max: 120 });
  await page.keyboard.press('Space');
  await expect(cardHeart(page, first)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorite');
  const share = page.getByRole('button', { name: 'Trimiteți lista' });
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Copiați linkul' }));
  await tabTo(page, cardHeart(page, first));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lista de favorite este goală.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
