// The assistant with a model behind it: the same build, served with OPENAI_BASE_URL pointing at the fake
// OpenAI-compatible API (tests/support/fake-openai.ts), whose behaviour each message chooses.
import { expect, test } from '../support/test';
import { minimumStay } from '../../src/features/prices';
import { addDays } from '../../src/lib/day-numbers';
import { bookingOf } from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { botMessages, chatInput, chatOf, openChatFromHero, say } from '../support/chat';
import { FEED_NIGHTS } from '../support/fake-ical';
import { dayFromToday } from '../support/islands';
import { modelSiteURL } from '../support/servers';
import { holdRequests } from '../support/hold';
import { MODEL_GIVEN_UP_MS } from '../support/time-limits';

test.use({ baseURL: modelSiteURL });

const catalogue = readCatalogue();
const ERROR = 'Ne pare rău, a apărut o eroare. Vă rugăm să încercați din nou.';
const UNAVAILABLE = 'Ne pare rău, serviciul AI nu este disponibil momentan. Vă rugăm să încercați din nou.';

test('the badge names the model, never the server’s address, and a reply is shown with its time', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await expect(chat.getByText('Oferit de un server compatibil OpenAI (fake-model)', { exact: true })).toBeVisible();
  await say(page, 'Salut');
  await expect(botMessages(chat).nth(1)).toHaveText('Am primit: Salut');
  await expect(chat.locator('[data-chat-message="bot"] time').nth(1)).toHaveText(/^\d{2}:\d{2}$/);
});

test('while a reply is pending: typing indicator, input and send disabled @phone', async ({ page }) => {
  const release = await holdRequests(page, '**/api/ai-chat');
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'Caut în Eforie pentru 2 persoane');
  await expect(chat.getByText('Asistentul scrie…')).toBeVisible();
  await expect(chatInput(page)).toBeDisabled();
  await expect(chat.getByRole('button', { name: 'Trimiteți mesajul' })).toBeDisabled();
  // Disabled for sending, yet it keeps focus: a keyboard or screen reader user does not lose their place.
  await expect(chatInput(page)).toBeFocused();
  await page.keyboard.type('x');
  await expect(chatInput(page)).toHaveValue('');
  release();
  await expect(chat.getByText('Asistentul scrie…')).toHaveCount(0);
  await expect(chatInput(page)).toBeEnabled();
  await expect(chatInput(page)).toBeFocused();
  await expect(botMessages(chat)).toHaveCount(2);
});

test('a search by the model comes back as cards under the reply', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'Caut ceva în Mamaia pentru 6 persoane');
  const reply = botMessages(chat).nth(1);
  await expect(reply).toHaveText(/^Vă recomand .+\.$/);
  const title = (await reply.textContent())!.replace(/^Vă recomand /, '').replace(/\.$/, '');
  const property = catalogue.find((p) => p.title === title)!;
  expect(property.location).toBe('Mamaia-Sat, România');
  expect(property.guests).toBeGreaterThanOrEqual(6);
  const card = chat.getByRole('list', { name: 'Proprietăți recomandate' }).getByRole('listitem').first();
  await expect(card.getByRole('link', { name: property.title })).toHaveAttribute('href', `/apartment/${property.id}`);
});

test('a booking started by the assistant closes the chat and opens the wizard with its dates and guests @phone', async ({
  page,
}) => {
  const property = catalogue.find((p) => p.id === '7')!;
  // Three nights, or the shortest stay #7's prices allow from that arrival when it is longer.
  const checkIn = dayFromToday(20);
  const checkOut = addDays(checkIn, Math.max(3, minimumStay(property.prices, checkIn).nights));
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Găsiți în 30 de secunde' });
  await openChatFromHero(page);
  await say(page, `Vreau să rezerv #7 ${checkIn} ${checkOut} 2 oaspeți`);
  const booking = bookingOf(page);
  await expect(booking).toBeVisible();
  await expect(chatOf(page)).toHaveCount(0);
  const details = booking.getByRole('region', { name: 'Detaliile rezervării' });
  await expect(details).toContainText(property.title);
  await expect(details).toContainText('2 oaspeți');
  const shown = (day: string) =>
    new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(`${day}T12:00`),
    );
  await expect(details).toContainText(`${shown(checkIn)} – ${shown(checkOut)}`);
  await expect(booking.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  // Closing the wizard returns the visitor to where they started.
  await page.keyboard.press('Escape');
  await expect(booking).toHaveCount(0);
  await expect(opener).toBeFocused();
  // The conversation is still there, with the assistant's words about it.
  await opener.click();
  await expect(botMessages(chatOf(page)).nth(1)).toHaveText('Vă deschid formularul de rezervare.');
});

test("a suggestion's 'Rezervați' keeps the stay the model searched for: the wizard opens at the contacts @phone", async ({
  page,
}) => {
  const [checkIn, checkOut] = [dayFromToday(30), dayFromToday(34)];
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, `Caut în Eforie pentru 4 persoane ${checkIn} ${checkOut}`);
  await expect(botMessages(chat).nth(1)).toHaveText(/^Vă recomand .+\.$/);
  const suggestion = chat.getByRole('list', { name: 'Proprietăți recomandate' }).getByRole('listitem').first();
  const title = (await suggestion.getByRole('link').textContent())!.trim();
  await suggestion.getByRole('button', { name: `Rezervați: ${title}` }).click();
  const booking = bookingOf(page);
  await expect(booking.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  const details = booking.getByRole('region', { name: 'Detaliile rezervării' });
  const shown = (day: string) =>
    new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(`${day}T12:00`),
    );
  await expect(details).toContainText(`${shown(checkIn)} – ${shown(checkOut)}`);
  await expect(details).toContainText('4 oaspeți');
});

test('a booking the catalogue cannot take never opens the wizard', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'rezerv #7 9 oaspeți');
  await expect(botMessages(chat).nth(1)).toContainText('more than the 3');
  await expect(bookingOf(page)).toHaveCount(0);
});

test('a model answer the function cannot read gets the offline answer, which says so', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  // Content that is not text: a server set up wrongly, answered as a hang or a 500 is.
  await say(page, 'conținut număr');
  await expect(botMessages(chat).nth(1)).toContainText(
    'Serviciul AI nu răspunde acum, așa că vă răspunde asistentul offline al site-ului.',
  );
  await expect(chatInput(page)).toHaveValue('');
});

test('when the function answers an error: logged, and the bot apologises; the words come back to the box', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto('/');
  const chat = await openChatFromHero(page);
  // The function itself failing (a broken deploy): its answer is a 502 with a JSON error.
  await page.route('**/api/ai-chat', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"upstream_error"}' }),
  );
  await say(page, 'Caut cazare');
  await expect(botMessages(chat).nth(1)).toHaveText(ERROR);
  expect(errors.some((text) => text.includes('ai-chat failed') && text.includes('502'))).toBe(true);
  await expect(chatInput(page)).toHaveValue('Caut cazare');
});

test('when the call cannot be made at all, the bot says the service is unavailable', async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await page.route('**/api/ai-chat', (route) => route.abort('internetdisconnected'));
  await say(page, 'Caut cazare');
  await expect(botMessages(chat).nth(1)).toHaveText(UNAVAILABLE);
});

test('a hung model: the offline assistant answers instead, says so, and the badge names it until the model is back', async ({
  page,
}) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  const badge = chat.locator('[data-chat-provider]');
  await expect(badge).toHaveText('Oferit de un server compatibil OpenAI (fake-model)');
  await say(page, 'fără răspuns: caut în Eforie Sud pentru 2 persoane');
  const reply = botMessages(chat).nth(1);
  await expect(reply).toContainText(
    'Serviciul AI nu răspunde acum, așa că vă răspunde asistentul offline al site-ului.',
    { timeout: MODEL_GIVEN_UP_MS },
  );
  await expect(reply).toContainText('Am notat: Eforie Sud, 2 oaspeți.');
  await expect(badge).toHaveText('Oferit de asistentul offline');
  for (const card of await chat.getByRole('list', { name: 'Proprietăți recomandate' }).getByRole('link').all()) {
    const href = await card.getAttribute('href');
    const property = catalogue.find((p) => `/apartment/${p.id}` === href)!;
    expect(property.location).toBe('Eforie Sud, România');
  }
  await say(page, 'Salut');
  await expect(botMessages(chat).nth(2)).toHaveText('Am primit: Salut');
  await expect(badge).toHaveText('Oferit de un server compatibil OpenAI (fake-model)');
});

test('a reply holding HTML is shown as text, never run', async ({ page }) => {
  let alerted = false;
  page.on('dialog', async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'arată-mi html');
  await expect(botMessages(chat).nth(1)).toHaveText('Iată: <img src=x onerror=alert(1)> <b>gata</b>');
  await expect(chat.locator('img[src="x"], b')).toHaveCount(0);
  expect(alerted).toBe(false);
});

test('the conversation sent is the whole dialogue, without the apologies and without a message that got no answer', async ({
  page,
}) => {
  const bodies: { messages: { role: string; content: string }[] }[] = [];
  page.on('request', (request) => void (request.url().endsWith('/api/ai-chat') && bodies.push(request.postDataJSON())));
  await page.goto('/');
  const chat = await openChatFromHero(page);
  // The function fails once (a 502), then answers.
  await page.route(
    '**/api/ai-chat',
    (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"upstream_error"}' }),
    { times: 1 },
  );
  await say(page, 'Caut cazare');
  await expect(botMessages(chat)).toHaveCount(2);
  // The message that got no answer is back in the box, not in the conversation: sent again, it is there once.
  await expect(chatInput(page)).toHaveValue('Caut cazare');
  await expect(chat.locator('[data-chat-message="user"]')).toHaveCount(0);
  await say(page, 'Salut');
  await expect(botMessages(chat)).toHaveCount(3);
  expect(bodies.at(-1)!.messages).toEqual([
    { role: 'assistant', content: expect.stringMatching(/^Bună ziua!/) },
    { role: 'user', content: 'Salut' },
  ]);
  expect(bodies.at(-1)).not.toHaveProperty('apartments');
});

test("with the owners' calendars the model's search leaves out a taken property, and its booking of one is refused", async ({
  page,
}) => {
  // Property 20 (Mamaia-Sat, 2 guests) is taken from the night of `from` (tests/support/fake-ical.ts).
  const [[from]] = FEED_NIGHTS.airbnb;
  const [checkIn, checkOut] = [dayFromToday(from + 1), dayFromToday(from + 2)];
  const taken = catalogue.find((p) => p.id === '20')!;
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, `Caut în Mamaia pentru 2 persoane ${checkIn} ${checkOut}`);
  await expect(botMessages(chat).nth(1)).toHaveText(/^Vă recomand /);
  await expect(botMessages(chat).nth(1)).not.toContainText(taken.title);

  await say(page, `Vreau să rezerv #20 ${checkIn} ${checkOut} 2 oaspeți`);
  await expect(botMessages(chat).nth(2)).toHaveText(/^Nu se poate: Property 20 is already taken on some nights/);
  await expect(bookingOf(page)).toHaveCount(0);
});
