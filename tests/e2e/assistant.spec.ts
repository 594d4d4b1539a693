// The assistant as `npm start` serves it on a fresh machine: no key, the offline assistant answers.
import { expect, test } from '@playwright/test';
import { CHAT_LIMITS } from '../../src/features/assistant/protocol';
import { bookingOf } from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { botMessages, chatInput, chatOf, openChatFromHero, say } from '../support/chat';
import { FEED_NIGHTS } from '../support/fake-ical';
import { dayFromToday } from '../support/islands';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { siteURL } from '../support/servers';
import { repeatedJourneyLimit, TURN_MS } from '../support/time-limits';

const catalogue = readCatalogue();

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

test('Enter sends, Shift+Enter makes a new line, blank input is never sent', async ({ page }) => {
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
});

test('a message the rate limit refuses comes back to the box, says how long to wait, and goes once it is over @phone', async ({
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

test('the conversation stays when the chat is closed and opened again', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'Caut în Mamaia-Sat');
  await expect(botMessages(chat)).toHaveCount(2);
  await chat.getByRole('button', { name: 'Închideți asistentul' }).click();
  await expect(chatOf(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Găsiți în 30 de secunde' }).click();
  await expect(botMessages(chatOf(page))).toHaveCount(2);
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

test('a long conversation keeps working: every message gets an answer, however much has been said @phone', async ({
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

test('a visitor who writes in English is answered in English', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'Hi! We are a family of 4 looking for a place with a pool in Mamaia');
  await expect(botMessages(chat).nth(1)).toContainText('Noted: Mamaia-Sat, 4 guests, with a pool. I recommend:');
  await expect(chat.getByRole('list', { name: 'Proprietăți recomandate' }).getByRole('listitem')).toHaveCount(2);
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
