// The assistant as `npm start` serves it on a fresh machine: no key, the offline assistant answers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { CHAT_LIMITS } from '../../src/features/assistant/protocol';
import { averageNightly, formatMoney, minimumStay, quoteStay, type Quote } from '../../src/features/prices';
import { en } from '../../src/i18n/en';
import { ru } from '../../src/i18n/ru';
import { readFrontMatter } from '../../src/lib/front-matter';
import type { Language } from '../../src/lib/languages';
import { addDays } from '../../src/lib/day-numbers';
import { townSchema } from '../../src/schemas/town';
import { bookingOf } from '../support/booking';
import { readCatalogue, type CatalogueEntry } from '../support/catalogue';
import { botMessages, chatInput, chatOf, openChatFromHero, say } from '../support/chat';
import { FEED_NIGHTS } from '../support/fake-ical';
import { dayFromToday } from '../support/islands';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { siteURL } from '../support/servers';
import { repeatedJourneyLimit, TURN_MS } from '../support/time-limits';

const catalogue = readCatalogue();
const townsFolder = join(import.meta.dirname, '..', '..', 'src', 'content', 'towns');
/** Each town's tax, as its file sets it. */
const taxes = new Map(
  readdirSync(townsFolder).map((name) => {
    const { town, tax } = townSchema.parse(readFrontMatter(readFileSync(join(townsFolder, name), 'utf8'), name).front);
    return [town, tax] as const;
  }),
);

/** What the quote rule says `entry` costs for a stay, from its file's prices and its town's tax. */
function quoteOf(entry: CatalogueEntry, checkIn: string, checkOut: string, guests: number): Quote | undefined {
  return quoteStay(entry.prices, { checkIn, checkOut, guests }, taxes.get(entry.location.split(',')[0]!));
}

/** A day as a visitor writes it in `language`: '6 ianuarie', '6 января', '6 January'. */
const spokenDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat({ ro: 'ro-RO', en: 'en-GB', ru: 'ru-RU' }[language], {
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${day}T12:00`));

/** A stay some weeks ahead as long as the shortest stay `entry` allows from its check-in, and a night more. */
function stayAt(entry: CatalogueEntry, offset: number): [string, string, number] {
  const checkIn = dayFromToday(offset);
  const nights = minimumStay(entry.prices, checkIn).nights + 1;
  return [checkIn, addDays(checkIn, nights), nights];
}

/** The cards under the answer, by the property each links to, on a page in `language` (the cards' own). */
async function suggested(page: Page, label: string, language: Language): Promise<CatalogueEntry[]> {
  const links = page.getByRole('list', { name: label }).getByRole('listitem').getByRole('link');
  await expect(links.first()).toBeVisible();
  const prefix = language === 'ro' ? '' : `/${language}`;
  return Promise.all(
    (await links.all()).map(async (link) => {
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${prefix}/apartment/\\d+$`));
      return catalogue.find((entry) => href === `${prefix}/apartment/${entry.id}`)!;
    }),
  );
}

test('the hero button opens the assistant with a greeting, a badge and the message box @phone', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await expect(chat.getByRole('heading', { name: 'Asistent AI pentru Cazare' })).toBeVisible();
  await expect(chat.getByText('Oferit de asistentul offline')).toBeVisible();
  await expect(botMessages(chat).first()).toHaveText(/Bună ziua!.*Căutați cazare pentru o anumită perioadă\?/);
  await expect(chat.locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);
  await expect(chatInput(page)).toBeFocused();
  await expect(chatInput(page)).toHaveAttribute('placeholder', 'Scrieți mesajul dvs...');
  // The dialog element dims the whole screen; its panel is the box the visitor sees.
  const box = await chat.locator('[data-dialog-panel]').boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.height).toBeLessThanOrEqual(600);
  expect(box!.width).toBeLessThanOrEqual(Math.min(672, viewport.width));
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
});

test('the navigation opens it too, and Escape closes it with focus back on the button', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Asistent AI' });
  await opener.click();
  await expect(chatOf(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chatOf(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('on a phone the menu item opens it and the menu closes @phone-only', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Deschideți meniul' }).click();
  await page.getByRole('navigation', { name: 'Meniu' }).getByRole('button', { name: 'Asistent AI' }).click();
  await expect(chatOf(page)).toBeVisible();
  await expect(page.locator('#mobile-menu')).toBeHidden();
});

test('its code is not part of the page load: it arrives once the page has loaded', async ({ page }) => {
  await page.goto('/');
  await openChatFromHero(page);
  const { loaded, chatCode } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const code = performance.getEntriesByType('resource').filter((entry) => /\/mount\.[\w-]+\.js$/.test(entry.name));
    return { loaded: navigation!.loadEventEnd, chatCode: code.map((entry) => entry.startTime) };
  });
  expect(chatCode.length).toBeGreaterThan(0);
  for (const start of chatCode) expect(start).toBeGreaterThanOrEqual(loaded);
});

test('a plain Romanian sentence finds matching properties, as cards that link and book @phone', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'Bună! Căutăm ceva în Constanta pentru 4 persoane, 2 adulți și 2 copii.');
  await expect(botMessages(chat)).toHaveCount(2);
  // The list scrolls to the reply: its first line is in view inside the scrolling list, not above it.
  const firstLineInView = () =>
    botMessages(chat)
      .nth(1)
      .evaluate((reply) => {
        const list = reply.closest('[role="log"]')!.parentElement!.getBoundingClientRect();
        const top = reply.getBoundingClientRect().top;
        return top >= list.top - 1 && top + 20 <= list.bottom;
      });
  await expect.poll(firstLineInView).toBe(true);
  const cards = chat.getByRole('list', { name: 'Proprietăți recomandate' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const link = cards.nth(i).getByRole('link');
    const id = (await link.getAttribute('href'))!.replace('/apartment/', '');
    const property = catalogue.find((p) => p.id === id)!;
    expect(property.location).toBe('Constanța, România');
    expect(property.guests).toBeGreaterThanOrEqual(4);
    await expect(link).toHaveText(property.title);
    await expect(cards.nth(i)).toContainText(`Constanța · ${property.guests} oaspeți`);
  }
  const first = cards.first();
  const title = await first.getByRole('link').textContent();
  await first.getByRole('button', { name: /^Rezervați/ }).click();
  await expect(chatOf(page)).toHaveCount(0);
  const booking = bookingOf(page);
  await expect(booking).toBeVisible();
  await expect(booking).toContainText(title!);
});

test('Enter sends, Shift+Enter makes a new line, blank input is never sent; the conversation stays when the chat is closed and opened again', async ({
  page,
}) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  let requests = 0;
  page.on('request', (request) => void (request.url().endsWith('/api/ai-chat') && requests++));
  const input = chatInput(page);
  await input.fill('   ');
  await input.press('Enter');
  await expect(chat.getByRole('button', { name: 'Trimiteți mesajul' })).toBeDisabled();
  await input.fill('Caut cazare în Eforie Sud');
  await input.press('Shift+Enter');
  await input.pressSequentially('pentru 2 persoane');
  await expect(input).toHaveValue('Caut cazare în Eforie Sud\npentru 2 persoane');
  expect(requests).toBe(0);
  await expect(chat.locator('[data-chat-message="user"]')).toHaveCount(0);
  await input.press('Enter');
  await expect(chat.locator('[data-chat-message="user"] [data-chat-text]')).toHaveText(
    'Caut cazare în Eforie Sud\npentru 2 persoane',
  );
  await expect(input).toHaveValue('');
  await expect(botMessages(chat)).toHaveCount(2);
  expect(requests).toBe(1);

  await chat.getByRole('button', { name: 'Închideți asistentul' }).click();
  await expect(chatOf(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Găsiți în 30 de secunde' }).click();
  await expect(botMessages(chatOf(page))).toHaveCount(2);
});

test('a message the rate limit refuses comes back to the box, says how long to wait, and goes once it is over', async ({
  page,
}) => {
  // Netlify's answer past the function's rate limit; the journeys' servers keep theirs off (they are all one visitor).
  let refused = 0;
  await page.route('**/api/ai-chat', (route) =>
    refused++
      ? route.continue()
      : route.fulfill({
          status: 429,
          headers: { 'retry-after': '3' },
          json: { error: { code: 'rate_limited', message: 'Too many requests; try again shortly.' } },
        }),
  );
  await page.goto('/');
  const chat = await openChatFromHero(page);
  const text = 'Caut cazare în Constanța pentru 4 persoane';
  await say(page, text);
  await expect(botMessages(chat).nth(1)).toHaveText(
    'Ați trimis multe mesaje într-un timp scurt. Încercați din nou peste 3 secunde.',
  );
  await expect(chat.locator('[data-chat-message="user"]')).toHaveCount(0);
  await expect(chatInput(page)).toHaveValue(text);
  await expect(chatInput(page)).toBeFocused();
  // The button counts the wait down; Enter does nothing until it is over.
  const waiting = chat.getByRole('button', { name: /^Puteți trimite din nou peste [1-3] secund/ });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveText(/^[1-3]$/);
  await chatInput(page).press('Enter');
  const send = chat.getByRole('button', { name: 'Trimiteți mesajul' });
  await expect(send).toBeEnabled({ timeout: 5_000 });
  expect(refused).toBe(1);
  await chatInput(page).press('Enter');
  await expect(chat.locator('[data-chat-message="user"] [data-chat-text]')).toHaveText([text]);
  await expect(botMessages(chat).nth(2)).toContainText('Constanța');
  await expect(chatInput(page)).toHaveValue('');
  expect(refused).toBe(2);
});

test('the 404 page has a working assistant in its navigation', async ({ page }) => {
  await page.goto('/nu-exista');
  await page.getByRole('banner').getByRole('button', { name: 'Asistent AI' }).click();
  await expect(chatOf(page)).toBeVisible();
  await say(page, 'Caut o vilă în Eforie Sud pentru 10 persoane');
  await expect(botMessages(chatOf(page))).toHaveCount(2);
});

test('the served function refuses malformed requests with 4xx JSON and its own security headers', async ({
  request,
}) => {
  const page = { 'content-type': 'application/json', origin: siteURL };
  const cases: [string, number, string, Record<string, string>][] = [
    ['{"messages": [', 400, 'invalid_json', page],
    ['{"messages": [{"role": "system", "content": "x"}]}', 400, 'invalid_role', page],
    ['{"messages": []}', 400, 'no_user_message', page],
    [JSON.stringify({ messages: [{ role: 'user', content: 'a'.repeat(2001) }] }), 400, 'message_too_long', page],
    [
      JSON.stringify({ messages: [{ role: 'user', content: 'x' }], apartments: ['a'.repeat(40_000)] }),
      413,
      'payload_too_large',
      page,
    ],
    // Another site's page, or a form's text/plain post (which needs no CORS preflight), never reaches the assistant.
    [
      '{"messages": [{"role": "user", "content": "Salut"}]}',
      403,
      'forbidden_origin',
      { ...page, origin: 'https://evil.example' },
    ],
    [
      '{"messages": [{"role": "user", "content": "Salut"}]}',
      403,
      'forbidden_origin',
      { 'content-type': 'application/json' },
    ],
    [
      '{"messages": [{"role": "user", "content": "Salut"}]}',
      415,
      'unsupported_media_type',
      { ...page, 'content-type': 'text/plain' },
    ],
  ];
  for (const [data, status, code, headers] of cases) {
    const response = await request.post('/api/ai-chat', { data: Buffer.from(data), headers });
    expect(response.status(), code).toBe(status);
    expect((await response.json()).error.code).toBe(code);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['cache-control']).toBe('no-store');
  }
  const get = await request.get('/api/ai-chat');
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST');
});

test('a long conversation keeps working: every message gets an answer, however much has been said', async ({
  page,
}) => {
  // Messages as long as the box takes, in Romanian letters (two bytes each), for as many turns as it takes to say more
  // than one request may carry, and two more, answered from what still fits.
  const message = (turn: number) =>
    `Mesajul ${turn}: caut în Constanța pentru ${turn + 1} persoane, ${'ăâîșț'.repeat(400)}`.slice(
      0,
      CHAT_LIMITS.characters,
    );
  const turns = Math.ceil(CHAT_LIMITS.bodyBytes / Buffer.byteLength(message(1))) + 2;
  test.setTimeout(repeatedJourneyLimit(turns, TURN_MS));
  const bodies: number[] = [];
  page.on(
    'request',
    (request) =>
      void (request.url().endsWith('/api/ai-chat') && bodies.push(request.postDataBuffer()?.byteLength ?? 0)),
  );
  await page.goto('/');
  const chat = await openChatFromHero(page);
  let said = 0;
  for (let turn = 1; turn <= turns; turn++) {
    await say(page, message(turn));
    said += Buffer.byteLength(message(turn));
    await expect(botMessages(chat)).toHaveCount(turn + 1);
    await expect(botMessages(chat).nth(turn)).toContainText(`${turn + 1} oaspeți`);
  }
  // What was said outgrew what one request may carry, yet no request carried more: the oldest turns were left out.
  expect(said).toBeGreaterThan(CHAT_LIMITS.bodyBytes);
  expect(Math.max(...bodies)).toBeLessThanOrEqual(CHAT_LIMITS.bodyBytes);
});

test('a visitor who writes in English is answered in English, the cards under the answer too', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'Hi! We are a family of 4 looking for a place with a pool in Mamaia');
  await expect(botMessages(chat).nth(1)).toContainText('Noted: Mamaia-Sat, 4 guests, with a pool. I recommend:');
  const cards = chat.getByRole('list', { name: en['chat.suggestions']! }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('button', { name: /^Book: / })).toHaveText('Book');
  await expect(cards.first()).toContainText('guests');
  await expect(chat.getByRole('list', { name: en['chat.suggestions']! })).toHaveAttribute('lang', 'en');
});

test('a price question with dates answers the total the quote gives for that property', async ({ page }) => {
  const entry = catalogue.find((candidate) => candidate.id === '9')!;
  const [checkIn, checkOut, nights] = stayAt(entry, 40);
  const quote = quoteOf(entry, checkIn, checkOut, 2);
  if (quote?.kind !== 'priced') throw new Error(`#9 has no priced quote for ${checkIn} – ${checkOut}`);
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(
    page,
    `Cât costă #9 din ${spokenDay(checkIn, 'ro')} până pe ${spokenDay(checkOut, 'ro')} pentru 2 persoane?`,
  );
  const reply = botMessages(chat).nth(1);
  await expect(reply).toContainText(`— ${formatMoney(quote.total, 'ro')} pentru ${nights} nopți`);
  await expect(reply).toContainText(`„${entry.title}”`);
  expect((await suggested(page, 'Proprietăți recomandate', 'ro')).map((card) => card.id)).toEqual(['9']);
});

test('a budget in Russian brings only properties within it, its cards in Russian; a turn in Romanian, Romanian cards', async ({
  page,
}) => {
  const checkIn = dayFromToday(45);
  const checkOut = addDays(checkIn, 3);
  await page.goto('/ru');
  await page.getByRole('button', { name: ru['hero.findFast']! }).click();
  const chat = page.getByRole('dialog', { name: ru['chat.title']! });
  await expect(chat.getByText(/^Здравствуйте!/)).toBeVisible();
  const input = chat.getByRole('textbox', { name: ru['chat.messageLabel']! });
  await input.fill(
    `Констанца, 2 человека, с ${spokenDay(checkIn, 'ru')} по ${spokenDay(checkOut, 'ru')}, до 400 лей за ночь`,
  );
  await input.press('Enter');
  await expect(botMessages(chat).nth(1)).toContainText(`не дороже ${formatMoney(400, 'ru')} за ночь`);
  const cards = await suggested(page, ru['chat.suggestions']!, 'ru');
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.location).toBe('Constanța, România');
    // A night's budget with dates: the stay's average night, its fees included.
    const quote = quoteOf(card, checkIn, checkOut, 2);
    expect(quote?.kind, card.id).toBe('priced');
    if (quote?.kind === 'priced') expect(averageNightly(quote), card.id).toBeLessThanOrEqual(400);
  }
  await expect(chat.getByRole('button', { name: /^Забронировать: / }).first()).toBeVisible();
  // The same visitor goes on in Romanian: the answer is Romanian, and so are the cards under it, to Romanian pages.
  await input.fill('Și în Eforie Sud, pentru aceleași date?');
  await input.press('Enter');
  await expect(botMessages(chat).nth(2)).toContainText('Am notat: Eforie Sud');
  const romanian = chat.getByRole('list', { name: 'Proprietăți recomandate' });
  await expect(romanian).toHaveAttribute('lang', 'ro');
  const [card] = await suggested(page, 'Proprietăți recomandate', 'ro');
  await expect(romanian.getByRole('link').first()).toHaveText(card!.title);
  await expect(romanian.getByRole('listitem').first()).toContainText('oaspeți');
  await expect(romanian.getByRole('button', { name: /^Rezervați: / }).first()).toHaveText('Rezervați');
});

test('a budget in English on a Romanian page brings only stays within it, with English cards', async ({ page }) => {
  const checkIn = dayFromToday(45);
  const checkOut = addDays(checkIn, 3);
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(
    page,
    `Mamaia, 2 people, from ${spokenDay(checkIn, 'en')} to ${spokenDay(checkOut, 'en')}, under 1,500 lei in total`,
  );
  await expect(botMessages(chat).nth(1)).toContainText(`up to ${formatMoney(1500, 'en')} for the whole stay`);
  for (const card of await suggested(page, en['chat.suggestions']!, 'en')) {
    expect(card.location).toBe('Mamaia-Sat, România');
    const quote = quoteOf(card, checkIn, checkOut, 2);
    expect(quote?.kind, card.id).toBe('priced');
    if (quote?.kind === 'priced') expect(quote.total, card.id).toBeLessThanOrEqual(1500);
  }
});

test('a visitor can talk to the assistant and start a booking with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Găsiți în 30 de secunde' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const chat = chatOf(page);
  await expect(chatInput(page)).toBeFocused();
  await page.keyboard.type('Caut o vilă în Mamaia-Sat pentru 8 persoane');
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('list', { name: 'Proprietăți recomandate' })).toBeVisible();
  await expect(chatInput(page)).toBeFocused();
  // Shift+Tab walks back from the box (send is disabled while it is empty) to the last card's booking button.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Rezervați: /);
  const title = (await page.locator(':focus').getAttribute('aria-label'))!.replace(/^Rezervați: /, '');
  await page.keyboard.press('Enter');
  const booking = bookingOf(page);
  await expect(booking).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
  await expectVisibleFocus(page);
});

test('the offline assistant books the property the visitor picks from its list, with the dates it understood', async ({
  page,
}) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'Suntem 2 adulți și un copil, vrem în Eforie Sud, 12-15 iulie');
  const cards = chat.getByRole('list', { name: 'Proprietăți recomandate' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const second = (await cards.nth(1).getByRole('link').textContent())!;
  await say(page, 'Vreau să rezerv a doua');
  const booking = bookingOf(page);
  const details = booking.getByRole('region', { name: 'Detaliile rezervării' });
  await expect(details).toContainText(second);
  await expect(details).toContainText('3 oaspeți');
  await expect(details).toContainText(/12 iul\. \d{4} – 15 iul\. \d{4}/);
  await expect(chatOf(page)).toHaveCount(0);
});

test("with the owners' calendars: taken properties are not proposed, and asking for one is explained, never booked", async ({
  page,
}) => {
  // Property 20 is taken from the night of `from` to the morning of `to` (tests/support/fake-ical.ts).
  const [[from]] = FEED_NIGHTS.airbnb;
  const spoken = (offset: number) => {
    const day = dayFromToday(offset);
    return `${Number(day.slice(8))} ${new Intl.DateTimeFormat('ro-RO', { month: 'long' }).format(new Date(`${day}T12:00`))}`;
  };
  const stay = `din ${spoken(from + 1)} până pe ${spoken(from + 2)}`;
  const taken = catalogue.find((p) => p.id === '20')!;
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, `Caut cazare în Mamaia-Sat pentru 2 persoane, ${stay}`);
  const cards = chat.getByRole('list', { name: 'Proprietăți recomandate' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByRole('link', { name: taken.title })).toHaveCount(0);

  await say(page, `Vreau să rezerv #20 ${stay}`);
  await expect(botMessages(chat).nth(2)).toContainText(`„${taken.title}” este deja ocupată în perioada`);
  await expect(bookingOf(page)).toHaveCount(0);
});
