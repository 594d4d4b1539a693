// From a guest's request to a confirmed stay, on a server of its own (its store is the inbox journeys' alone): a
// guest sends a request in English with pop-ups blocked and sees its reference; the owner signs in at /admin/cereri
// against the fake GitHub, finds it with the same total, confirms it, and the next guest finds its nights taken on
// the property page and in the wizard at once; the fake GitHub received exactly that commit. A forged or foreign
// sign-in gets nothing.
import type { BrowserContext, Page } from '@playwright/test';
import { formatStay } from '../../src/lib/dates';
import { formatMoney } from '../../src/features/prices';
import {
  bookingOf,
  chooseStay,
  quoteOf,
  referenceIn,
  requestNotice,
  takesStay,
  whatsappMessage,
} from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { OWNER_TOKEN, READER_TOKEN, type FakeCommit } from '../support/fake-github';
import { dayFromToday, dayInCalendar } from '../support/islands';
import { recordedAs } from '../support/requests';
import { E2E_FEEDS, fakeGitHubURL, inboxSiteURL } from '../support/servers';
import { expect, test } from '../support/test';

test.use({ baseURL: inboxSiteURL });

const catalogue = readCatalogue();
/** The stay each journey requests: three weeks ahead, within the two months a property page shows. */
const [FROM, TO] = [21, 24];

/** Signs in at the inbox through Netlify's window, which answers as Netlify's would with `token`. */
async function signInAs(context: BrowserContext, page: Page, token: string): Promise<void> {
  await context.route('https://api.netlify.com/auth**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Netlify</title><script>
        window.addEventListener('message', (event) => {
          if (event.data !== 'authorizing:github') return;
          window.opener.postMessage('authorization:github:success:' + JSON.stringify({ token: ${JSON.stringify(token)}, provider: 'github' }), event.origin);
        });
        window.opener.postMessage('authorizing:github', '*');
      </script>`,
    }),
  );
  await page.goto('/admin/cereri');
  await page.getByRole('button', { name: 'Conectați-vă cu GitHub' }).click();
}

test('a guest’s request in English, confirmed by the owner from the inbox: its nights close at once for the next guest, and the stay is committed @phone', async ({
  browser,
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  // Each width its own property, so that the two runs side by side never confirm the same nights.
  const candidates = catalogue.filter(
    (property) =>
      property.prices && property.guests >= 2 && !(property.id in E2E_FEEDS) && takesStay(property, FROM, TO),
  );
  const property = candidates[testInfo.project.name === 'phone' ? 1 : 2]!;
  const [checkIn, checkOut] = [dayFromToday(FROM), dayFromToday(TO)];

  // The guest, on the English page, with a blocker that refuses script-opened windows.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`/en/apartment/${property.id}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Select dates' }).click();
  const wizard = page.getByRole('dialog', { name: 'Booking request' });
  await chooseStay(wizard, FROM, TO);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByLabel('Name').fill('Emma <b>Brown</b>');
  await wizard.getByLabel('Phone').fill('+44 7700 900123');
  const message = await whatsappMessage(context, () => wizard.getByRole('link', { name: 'Send request' }).click());
  const reference = referenceIn(message);
  await expect(requestNotice(page, `Request ${reference} has reached us`)).toBeVisible();
  // The owner is told at once, through the relay, of the stay but not of the guest's contacts.
  await expect
    .poll(async () =>
      ((await (await request.get(`${fakeGitHubURL}/webhooks`)).json()) as { reference: string }[]).map(
        (note) => note.reference,
      ),
    )
    .toContain(reference);

  // The owner, on a phone of their own, signed in with the account that edits the site.
  const owner = await browser.newContext({ viewport: page.viewportSize(), baseURL: inboxSiteURL });
  const inbox = await owner.newPage();
  await signInAs(owner, inbox, OWNER_TOKEN);
  const card = inbox.getByRole('article').filter({ hasText: `Cerere ${reference}` });
  await expect(card).toBeVisible();
  const quote = quoteOf(property, { checkIn, checkOut, guests: 2 });
  const total = quote?.kind === 'priced' ? formatMoney(quote.total, 'ro') : '';
  await expect(card).toContainText(property.title);
  await expect(card).toContainText(`${formatStay(checkIn, checkOut, 'ro')} · 3 nopți`);
  await expect(card).toContainText('2 oaspeți');
  await expect(card).toContainText(total);
  // What the guest typed is text, never markup.
  await expect(card.getByText('Emma <b>Brown</b>')).toBeVisible();
  await expect(card.locator('b')).toHaveCount(0);
  await expect(card).toContainText('Nopțile sunt încă libere.');
  await expect(card.getByRole('link', { name: 'Sunați: +44 7700 900123' })).toHaveAttribute(
    'href',
    'tel:+447700900123',
  );
  // The answer on WhatsApp is prefilled in the guest's language.
  const answer = new URL((await card.getByRole('link', { name: 'Răspundeți pe WhatsApp' }).getAttribute('href'))!);
  expect(answer.pathname).toBe('/447700900123');
  expect(answer.searchParams.get('text')).toMatch(
    new RegExp(`^Hello Emma <b>Brown</b>! We have received request ${reference}: `),
  );

  await card.getByRole('button', { name: 'Confirmă' }).click();
  await expect(card.getByText('Confirmată', { exact: true })).toBeVisible();
  await expect(card).toContainText('rezervarea e scrisă în fișierul proprietății');
  const confirmed = new URL((await card.getByRole('link', { name: 'Răspundeți pe WhatsApp' }).getAttribute('href'))!);
  expect(confirmed.searchParams.get('text')).toMatch(new RegExp(`^Booking ${reference} is confirmed: `));
  const commits = (await (await request.get(`${fakeGitHubURL}/commits`)).json()) as FakeCommit[];
  const commit = commits.find((made) => made.message.includes(reference))!;
  expect(commit.path).toBe(`src/content/properties/${property.id}.md`);
  const [before, after] = [commit.before.split('\n'), commit.after.split('\n')];
  expect(after.filter((line) => !before.includes(line))).toEqual(
    expect.arrayContaining([`  - { checkIn: ${checkIn}, checkOut: ${checkOut} }`]),
  );
  expect(
    after.filter((line) => !before.includes(line)).every((line) => /^blocked:$|^ {2}- \{ checkIn: /.test(line)),
  ).toBe(true);
  expect(before.filter((line) => !after.includes(line))).toEqual([]);
  expect(await recordedAs(request, inboxSiteURL, reference)).toMatchObject([{ shownStatus: 'confirmed' }]);

  // The next guest: the nights are taken on the property page and cannot be chosen in the wizard.
  const next = await browser.newContext({ viewport: page.viewportSize(), baseURL: inboxSiteURL });
  const guest = await next.newPage();
  await guest.goto(`/apartment/${property.id}`);
  const availability = guest.getByRole('region', { name: 'Disponibilitate' });
  await availability.scrollIntoViewIfNeeded();
  await expect(availability.locator(`[data-day="${checkIn}"]:not([data-outside])`)).toHaveClass(/rdp-taken/);
  await guest.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  const calendar = bookingOf(guest).locator('.rdp-root');
  await expect(await dayInCalendar(calendar, checkIn)).toBeDisabled();
  await expect(await dayInCalendar(calendar, dayFromToday(FROM + 1))).toBeDisabled();
  await Promise.all([owner.close(), next.close()]);
});

test('a forged sign-in, or an account that cannot write to the repository, sees no request', async ({
  page,
  context,
  request,
}) => {
  await signInAs(context, page, 'gho_forged_token');
  await expect(page.getByRole('alert')).toHaveText('Conectarea nu mai este valabilă. Conectați-vă din nou cu GitHub.');
  await expect(page.getByRole('article')).toHaveCount(0);

  await context.unroute('https://api.netlify.com/auth**');
  await signInAs(context, page, READER_TOKEN);
  await expect(page.getByRole('alert')).toContainText('Acest cont GitHub nu poate scrie în depozitul site-ului');
  await expect(page.getByRole('article')).toHaveCount(0);

  // The interface itself answers no one else.
  expect((await request.get('/api/requests')).status()).toBe(401);
  expect((await request.get('/api/requests', { headers: { authorization: 'Bearer gho_forged_token' } })).status()).toBe(
    401,
  );
  expect((await request.get('/api/requests', { headers: { authorization: `Bearer ${READER_TOKEN}` } })).status()).toBe(
    403,
  );
});
