// The site in English (/en) and Russian (/ru): the language switcher leads to the same page in the other language,
// keeping the search, the list's place and the open section; the booking request, the assistant, the towns' pages
// and the not-found pages speak the page's language, with its titles, its town names and its plural forms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '../support/test';
import { type TextParams, type TranslationKey, translate } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { ru } from '../../src/i18n/ru';
import { readFrontMatter } from '../../src/lib/front-matter';
import { townSlug } from '../../src/lib/catalogue-rules';
import { townSchema } from '../../src/schemas/town';
import { pressWhereItIs } from '../support/touch';
import { referenceIn, shownPrice, takesStay, whatsappMessage } from '../support/booking';
import { CATALOGUE_FOLDER, readCatalogue } from '../support/catalogue';
import { botMessages } from '../support/chat';
import { dayFromToday, searchBarReady, storeSearch } from '../support/islands';
import { cardOf } from '../support/locators';
import { isPhone, switchLanguage } from '../support/languages';
import { E2E_FEEDS } from '../support/servers';

type Language = 'en' | 'ru';
const TABLES = { en, ru };
/** The interface text for `key` on a page in `language`. */
const t = (language: Language, key: TranslationKey, params?: TextParams) => translate(TABLES[language], key, params);

const catalogue = readCatalogue();
/** A property's title as its translation in `language` writes it. */
const titleIn = (language: Language, id: string) => {
  const file = join(CATALOGUE_FOLDER, language, `${id}.md`);
  return String(readFrontMatter(readFileSync(file, 'utf8'), file).front['title']);
};
/** A town's file: its name and its page's title per language. */
const townFile = (town: string) => {
  const file = join(import.meta.dirname, '..', '..', 'src', 'content', 'towns', `${townSlug(town)}.md`);
  return townSchema.parse(readFrontMatter(readFileSync(file, 'utf8'), file).front);
};

/** A day as the page's dates write it, month names written out here: '14 Jul 2026', '14 июл. 2026 г.'. */
const MONTHS: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ru: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
};
const writtenDay = (language: Language, day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[language][month! - 1]} ${year}${language === 'ru' ? ' г.' : ''}`;
};
const dotted = (day: string) => day.split('-').reverse().join('.');

/** Below lg (1024 px) the header's languages and the assistant are in the menu. */

/** The header's language links, from the menu on a phone. */
async function headerLanguages(page: Page, language: Language): Promise<Locator> {
  if (isPhone(page)) await page.getByRole('button', { name: t(language, 'nav.openMenu') }).click();
  return page.getByRole('banner').getByRole('list', { name: t(language, 'nav.languages') });
}

/** Opens the search bar's `field` calendar and chooses `day`, moving on a month at a time (the English calendar). */
async function pickDay(page: Page, field: string, day: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const calendar = page.getByRole('dialog', { name: field });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  const cell = calendar.locator(`[data-day="${day}"]:not([data-outside]) button`);
  for (let month = 0; month < 3 && !(await cell.count()); month++) {
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await cell.click();
}

test('a search made on /en is the same search on /ru after the switcher, with the list where it was @phone', async ({
  page,
}) => {
  const [checkIn, checkOut] = [dayFromToday(6), dayFromToday(10)];
  await page.goto('/en');
  await searchBarReady(page);
  await page.getByRole('combobox', { name: t('en', 'search.city') }).selectOption('Constanța');
  await pickDay(page, t('en', 'search.checkIn'), checkIn);
  await pickDay(page, t('en', 'search.checkOut'), checkOut);
  await page.getByRole('button', { name: t('en', 'search.moreGuests') }).click();
  await page.getByRole('button', { name: t('en', 'search.submit') }).click();
  const strip = page.locator('[data-search-strip]').getByRole('listitem');
  await expect(strip).toHaveText([
    'Constanța',
    `${writtenDay('en', checkIn)} – ${writtenDay('en', checkOut)}`,
    '3 guests',
  ]);
  // The list has scrolled into view: the first card on the screen is the one the Russian list brings back.
  await expect
    .poll(() => page.evaluate(() => document.getElementById('properties-section')!.getBoundingClientRect().top))
    .toBeLessThan(200);
  const topCard = await page
    .locator('#properties-section [data-property-id]:not([hidden])')
    .evaluateAll((cards) => cards.find((card) => card.getBoundingClientRect().bottom > 0)?.dataset['propertyId']);

  const languages = await headerLanguages(page, 'en');
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  await languages.getByRole('link', { name: 'Русский' }).click();
  // The search's own address comes along.
  await expect(page).toHaveURL(`/ru#oras=Constan%C8%9Ba&sosire=${checkIn}&plecare=${checkOut}&oaspeti=3`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(strip).toHaveText([
    'Констанца',
    `${writtenDay('ru', checkIn)} – ${writtenDay('ru', checkOut)}`,
    '3 гостя',
  ]);
  // The list's heading names the town without a case its name cannot take ('Объекты в Констанца' was wrong).
  await expect(page.locator('[data-properties-title]')).toHaveText(/^Объекты — Констанца \(/);
  await expect(page.locator(`#properties-section [data-property-id="${topCard}"]`)).toBeInViewport();
});

test("a property page's language popover leads to the same page in English, at the same section @phone", async ({
  page,
  isMobile,
}) => {
  await page.goto('/ru/apartment/7#facilitati');
  const section = page.getByRole('heading', { name: t('ru', 'property.amenities') });
  await expect(section).toBeInViewport();
  // Pressed where they are in the sticky header, as the reader who sees the section does: a locator's click would
  // first scroll the page to bring the header's button "into view", and the section the reader was at with it.
  const choose = page.getByRole('button', { name: t('ru', 'nav.chooseLanguage') });
  await expect(choose).toBeInViewport();
  await pressWhereItIs(page, choose, isMobile);
  const languages = page.getByRole('list', { name: t('ru', 'nav.languages') });
  await expect(languages.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'page');
  await expect(section).toBeInViewport();
  const english = languages.getByRole('link', { name: 'English' });
  await expect(english).toBeInViewport();
  await pressWhereItIs(page, english, isMobile);
  await expect(page).toHaveURL('/en/apartment/7#facilitati');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleIn('en', '7'));
  await expect(page.getByRole('heading', { name: t('en', 'property.amenities') })).toBeInViewport();
});

/** Where the top of `target` stands on the screen, in CSS pixels. */
const topOf = (target: Locator) => target.evaluate((element) => element.getBoundingClientRect().top);

/** Scrolls `target`'s top to about `top` px from the top of the screen, as a reader who has read down to it, and
    gives where it stands (near the end of a page, the page may not scroll that far). */
async function readDownTo(target: Locator, top: number): Promise<number> {
  // Shown, not only there: the favourites' cards are in the page hidden until its script, which starts after the
  // first paint (src/browser/first-paint.ts), shows those of the list, and a reader reads down only to what they see.
  await expect(target).toBeVisible();
  await target.evaluate(
    (element, at) => scrollBy({ top: element.getBoundingClientRect().top - at, behavior: 'instant' }),
    top,
  );
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const now = await topOf(target);
      const still = Math.abs(now - last) < 1;
      last = now;
      return still;
    })
    .toBe(true);
  expect(last).toBeGreaterThan(0);
  return last;
}

test('every page keeps the reader’s place across a language switch: a property page, a town, the favourites, the comparison @phone', async ({
  page,
}) => {
  // A section, a card or a row at about the same height after the switch, though the other language's text has
  // other heights: within the height of a line or two, never back at the top.
  const near = async (target: Locator, top: number) => {
    await expect(target).toBeInViewport();
    await expect.poll(() => topOf(target), { timeout: 5000 }).toBeGreaterThan(top - 40);
    expect(await topOf(target)).toBeLessThan(top + 40);
  };

  await page.goto('/apartment/7');
  let top = await readDownTo(page.getByRole('heading', { name: 'Reguli de cazare' }), 150);
  await switchLanguage(page, 'ro', 'ru');
  await expect(page).toHaveURL('/ru/apartment/7');
  await near(page.getByRole('heading', { name: t('ru', 'property.rules') }), top);

  await page.goto('/eforie-sud');
  const fifth = page.locator('#properties-section [data-property-id]').nth(4);
  const id = await fifth.getAttribute('data-property-id');
  top = await readDownTo(fifth, 120);
  await switchLanguage(page, 'ro', 'en');
  await expect(page).toHaveURL('/en/eforie-sud');
  await near(page.locator(`#properties-section [data-property-id="${id}"]`), top);

  await page.goto('/en/favorite?lista=1,5,7,9,12,16');
  const fourth = page.locator('[data-shortlist-grid] [data-property-id="9"]');
  top = await readDownTo(fourth, 100);
  await switchLanguage(page, 'en', 'ru');
  await expect(page).toHaveURL('/ru/favorite?lista=1,5,7,9,12,16');
  await near(page.locator('[data-shortlist-grid] [data-property-id="9"]'), top);

  await page.goto('/ru/comparare?lista=3,7,12');
  top = await readDownTo(page.getByRole('rowheader', { name: t('ru', 'compare.same') }), 200);
  await switchLanguage(page, 'ru', 'ro');
  await expect(page).toHaveURL('/comparare?lista=3,7,12');
  await near(page.getByRole('rowheader', { name: 'Ce au în comun' }), top);
});

const requests = {
  en: {
    nights: 3,
    guests: 1,
    name: 'Anna Smith',
    lines: (title: string, stay: string) => [
      'Hello! I would like to book:',
      `Property: ${title}`,
      `Dates: ${stay} (3 nights)`,
      'Guests: 1 guest',
      'Name: Anna Smith',
      'Phone: +40 712 345 678',
    ],
  },
  ru: {
    nights: 5,
    guests: 2,
    name: 'Анна Иванова',
    lines: (title: string, stay: string) => [
      'Здравствуйте! Хочу забронировать:',
      `Жильё: ${title}`,
      `Даты: ${stay} (5 ночей)`,
      'Гости: 2 гостя',
      'Имя: Анна Иванова',
      'Телефон: +40 712 345 678',
    ],
  },
} as const;

for (const language of ['en', 'ru'] as const) {
  const { nights, guests, name, lines } = requests[language];

  test(`/${language}: a search's booking request goes to WhatsApp in ${language}, with the title in ${language}`, async ({
    page,
    context,
  }) => {
    const property = catalogue.find(
      (p) =>
        p.location.startsWith('Mamaia-Sat') && p.guests >= 2 && !(p.id in E2E_FEEDS) && takesStay(p, 30, 30 + nights),
    )!;
    const [checkIn, checkOut] = [dayFromToday(30), dayFromToday(30 + nights)];
    await page.goto(`/${language}`);
    await storeSearch(page, { location: 'Mamaia-Sat', checkInDate: checkIn, checkOutDate: checkOut, guests });
    await page.reload();
    const title = titleIn(language, property.id);
    await cardOf(page, { title })
      .getByRole('button', { name: t(language, 'card.selectDates') })
      .click();
    const dialog = page.getByRole('dialog', { name: t(language, 'booking.title') });
    await expect(dialog.getByRole('heading', { name: t(language, 'booking.step3.title') })).toBeVisible();
    await expect(dialog).toContainText(
      t(language, 'booking.retention', {
        afterCheckOut: language === 'en' ? '30 days' : '30 дней',
        afterReceived: language === 'en' ? '30 days' : '30 дней',
      }),
    );
    await dialog.getByLabel(t(language, 'booking.name')).fill(name);
    await dialog.getByLabel(t(language, 'booking.phone')).fill('+40 712 345 678');
    const message = await whatsappMessage(context, () =>
      dialog.getByRole('link', { name: t(language, 'booking.send') }).click(),
    );
    // The price shown follows the guests, for a property with prices.
    const reference = referenceIn(message);
    const expected = lines(title, `${dotted(checkIn)} - ${dotted(checkOut)}`);
    expected.splice(1, 0, t(language, 'request.reference', { reference }));
    expected.splice(5, 0, ...(await shownPrice(property, { checkIn, checkOut, guests }, language)));
    expect(message.split('\n')).toEqual(expected);
    // The notice after it says, in the page's language, that the site has the request under that reference.
    const notice = page.getByRole('status').filter({ hasText: t(language, 'booking.recordedTitle', { reference }) });
    await expect(notice).toContainText(t(language, 'booking.recordedText'));
    await expect(notice.getByRole('link', { name: t(language, 'booking.openAgain') })).toBeVisible();
  });
}

const conversations = {
  en: {
    says: '2 guests in Constanța in August',
    answer: /^Noted: Constanța, August \d{4}, 2 guests\. I recommend:\n/,
    asks: 'Which days in August would you like to come?',
  },
  ru: {
    says: 'ищу квартиру в Констанце на двоих',
    answer: /^Итак: Констанца, 2 гостя\. Рекомендую:\n/,
    asks: 'Пожалуйста, напишите даты поездки (заезд и выезд).',
  },
} as const;

for (const language of ['en', 'ru'] as const) {
  const { says, answer, asks } = conversations[language];

  test(`/${language}: the assistant greets and answers in ${language} @phone`, async ({ page }) => {
    await page.goto(`/${language}`);
    if (isPhone(page)) {
      await page.getByRole('button', { name: t(language, 'nav.openMenu') }).click();
      await page
        .getByRole('navigation', { name: t(language, 'nav.menu') })
        .getByRole('button', { name: t(language, 'nav.assistant') })
        .click();
    } else {
      await page
        .getByRole('banner')
        .getByRole('button', { name: t(language, 'nav.assistant') })
        .click();
    }
    const chat = page.getByRole('dialog', { name: t(language, 'chat.title') });
    await expect(botMessages(chat)).toHaveText([t(language, 'chat.greeting')]);
    const input = chat.getByRole('textbox', { name: t(language, 'chat.messageLabel') });
    await input.fill(says);
    await input.press('Enter');
    await expect(botMessages(chat)).toHaveCount(2);
    await expect(botMessages(chat).nth(1)).toHaveText(answer);
    await expect(botMessages(chat).nth(1)).toContainText(asks);
    // The properties it recommends are named by their titles in the page's language, and lead to their pages in it.
    const suggested = chat.getByRole('list', { name: t(language, 'chat.suggestions') }).getByRole('link');
    await expect(suggested.first()).toBeVisible();
    for (const link of await suggested.all()) {
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^/${language}/apartment/\\d+$`));
      await expect(link).toHaveText(titleIn(language, href.split('/').pop()!));
    }
  });
}

const townVisits = { en: 'Constanța', ru: 'Eforie Sud' } as const;

for (const language of ['en', 'ru'] as const) {
  const town = townVisits[language];

  test(`/${language}: the footer's towns, in ${language}, lead to a town's page in ${language}`, async ({ page }) => {
    await page.goto(`/${language}`);
    const footer = page.getByRole('contentinfo');
    for (const other of ['Eforie Sud', 'Constanța', 'Mamaia-Sat']) {
      await expect(footer.getByRole('link', { name: townFile(other)[language].name, exact: true })).toHaveAttribute(
        'href',
        `/${language}/${townSlug(other)}`,
      );
    }
    const words = townFile(town)[language];
    await footer.getByRole('link', { name: words.name, exact: true }).click();
    await expect(page).toHaveURL(`/${language}/${townSlug(town)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    const inTown = catalogue.filter((property) => property.location.startsWith(town));
    const list = page.locator('#properties-section');
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(inTown.length);
    for (const property of inTown) {
      await expect(list.getByRole('link', { name: titleIn(language, property.id), exact: true })).toHaveAttribute(
        'href',
        `/${language}/apartment/${property.id}`,
      );
    }
  });
}

test('an unknown page answers 404 in English under /en, an unknown property 404 in Russian under /ru', async ({
  page,
}) => {
  let response = await page.goto('/en/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText(t('en', 'notFound.title'), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'notFound.home') })).toHaveAttribute('href', '/en');

  response = await page.goto('/ru/apartment/999');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ru', 'property.notFound'));
  await expect(page.getByText(t('ru', 'property.notFoundHint'), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: t('ru', 'property.backHome') })).toHaveAttribute('href', '/ru');
});
