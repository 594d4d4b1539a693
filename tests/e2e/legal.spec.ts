// What a guest reads of who runs the site and what happens to their data: the footer's identity, ANPC link and
// pictograms (fetched only as the footer comes near), the terms and the privacy notice in three languages without
// JavaScript, the line before 'Trimite cererea' with this stay's cancellation, and the chat's privacy link and notice.
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { bookingOf, chooseStay, takesStay } from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { chatOf, openChatFromHero, say, botMessages } from '../support/chat';
import { dayFromToday } from '../support/islands';

const catalogue = readCatalogue();

/** `day` ('yyyy-MM-dd') moved by `days`, as the calendar counts: no time zone in between. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return moved.toISOString().slice(0, 10);
}

/** A day as a Romanian sentence names it: '12 iunie', with its year when it is not this year's. */
function romanianDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const thisYear = new Date().getFullYear();
  return new Intl.DateTimeFormat('ro-RO', {
    day: 'numeric',
    month: 'long',
    ...(year === thisYear ? {} : { year: 'numeric' }),
  }).format(new Date(year, month - 1, date));
}

/** Opens a property's wizard from its page, picks the stay from `from` to `to` days ahead and goes to the contacts. */
async function toContacts(page: Page, id: string, from: number, to: number) {
  await page.goto(`/apartment/${id}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await chooseStay(dialog, from, to);
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  return dialog;
}

test.describe('the footer', () => {
  test('names the provider, links ANPC, the terms and the notice, and fetches its pictograms only as it comes near @phone', async ({
    page,
  }) => {
    const pictograms: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/legal/')) pictograms.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(pictograms, 'pictograms fetched with the first screen').toEqual([]);

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const sal = footer.getByRole('link', { name: 'SAL: soluționarea alternativă a litigiilor, la ANPC' });
    const sol = footer.getByRole('link', { name: 'SOL: soluționarea online a litigiilor, la Comisia Europeană' });
    await expect(sal).toHaveAttribute('href', 'https://anpc.ro/ce-este-sal/');
    await expect(sol).toHaveAttribute('href', /^https:\/\/consumer-redress\.ec\.europa\.eu\//);
    for (const image of [sal.getByRole('img'), sol.getByRole('img')]) {
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const box = await image.boundingBox();
      expect([box?.width, box?.height]).toEqual([250, 50]);
    }
    expect(pictograms.length).toBe(2);
    await expect(footer.getByRole('link', { name: 'Protecția consumatorilor – ANPC' })).toHaveAttribute(
      'href',
      'https://anpc.ro/',
    );
    // 'Tel.' and the number, which alone is the link, its spaces unbreakable.
    await expect(footer.getByText(/^Tel\.\s+\+40\s741\s234\s567$/)).toBeVisible();
    await expect(footer.getByRole('link', { name: /^\+40\s741\s234\s567$/ })).toHaveAttribute(
      'href',
      'tel:+40741234567',
    );
    const legal = footer.getByRole('navigation', { name: 'Informații legale' });
    await legal.getByRole('link', { name: 'Termeni și condiții' }).click();
    await expect(page).toHaveURL('/termeni');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termeni și condiții');
  });
});

test.describe('the terms and the privacy notice, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('read in three languages, each section reached from the contents @phone', async ({ page }) => {
    await page.goto('/termeni');
    await page.getByRole('navigation', { name: 'Cuprins' }).getByRole('link', { name: 'Anularea' }).click();
    await expect(page).toHaveURL('/termeni#anulare');
    const cancellation = page.getByRole('region', { name: 'Anularea' });
    await expect(cancellation.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(cancellation.getByRole('listitem')).toHaveCount(3);
    await expect(cancellation.getByRole('listitem').filter({ hasText: /^Moderată: / })).toContainText(
      'până cu 5 zile înainte de ziua sosirii, primiți înapoi tot ce ați plătit',
    );

    await page.getByRole('contentinfo').getByRole('link', { name: 'Confidențialitate' }).click();
    await expect(page).toHaveURL('/confidentialitate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politica de confidențialitate');
    const request = page.getByRole('region', { name: 'Cererea de rezervare' });
    await expect(request).toContainText('30 de zile după ziua plecării');
    await expect(page.getByRole('region', { name: 'Harta, turul virtual și alte site-uri' })).toContainText(
      'tile.openstreetmap.org',
    );

    await page.goto('/en/confidentialitate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
    await expect(page.getByRole('region', { name: 'The stay request' })).toContainText(
      '30 days after the day you leave',
    );
    await page.goto('/ru/termeni');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Условия');
    await expect(page.getByRole('region', { name: 'Отмена' }).getByRole('listitem')).toHaveCount(3);
  });

  test('a property’s cancellation policy, among its details, leads to what it means', async ({ page }) => {
    const strict = catalogue.find((entry) => entry.cancellationPolicy === 'Strictă')!;
    await page.goto(`/en/apartment/${strict.id}`);
    await page.getByRole('region', { name: 'Property details' }).getByRole('link', { name: 'Strict' }).click();
    await expect(page).toHaveURL('/en/termeni#anulare');
    await expect(page.getByRole('region', { name: 'Cancellation' }).getByRole('listitem').first()).toBeVisible();
  });
});

test('the terms and the privacy notice meet WCAG 2.1 AA @phone', async ({ page }) => {
  for (const path of ['/termeni', '/ru/confidentialitate']) {
    await page.goto(path);
    await expectNoViolations(page);
  }
});

test.describe('before Trimite cererea', () => {
  test('the wizard says it is a request, when this stay cancels for free, and links the notice, both in new tabs @phone', async ({
    page,
  }) => {
    const property = catalogue.find((entry) => entry.cancellationPolicy === 'Moderată' && takesStay(entry, 12, 15))!;
    const dialog = await toContacts(page, property.id, 12, 15);
    await expect(
      dialog.getByText(/^Este o cerere, nu o rezervare: gazda vă confirmă sejurul, apoi vă cere plata\./),
    ).toBeVisible();
    const free = romanianDay(addDays(dayFromToday(12), -5));
    const cancellation = dialog.getByRole('link', { name: `Anulare gratuită până la ${free} (politica Moderată)` });
    await expect(cancellation).toBeVisible();
    await expect(cancellation).toHaveAttribute('href', '/termeni#anulare');
    await expect(cancellation).toHaveAttribute('target', '_blank');
    const privacy = dialog.getByRole('link', { name: 'Cum folosim datele dvs.' });
    await expect(privacy).toHaveAttribute('href', '/confidentialitate');
    await expect(privacy).toHaveAttribute('target', '_blank');
    // Followed, the terms open beside the form, which keeps what was typed.
    await dialog.getByLabel('Nume').fill('Ana Popescu');
    const [terms] = await Promise.all([page.context().waitForEvent('page'), cancellation.click()]);
    await expect(terms.getByRole('heading', { name: 'Anularea' })).toBeVisible();
    await terms.close();
    await expect(dialog.getByLabel('Nume')).toHaveValue('Ana Popescu');
  });

  test('past the free days, the line says what cancelling still refunds', async ({ page }) => {
    const property = catalogue.find((entry) => entry.cancellationPolicy === 'Strictă' && takesStay(entry, 10, 13))!;
    const dialog = await toContacts(page, property.id, 10, 13);
    await expect(
      dialog.getByRole('link', {
        name: 'Anulat de acum, sejurul vă rambursează 50\u00a0% din ce ați plătit (politica Strictă)',
      }),
    ).toBeVisible();
  });
});

test('the chat says once that messages go to an AI service and links the notice under its input @phone', async ({
  page,
}) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  const notice = chat.getByText(/^Ce scrieți aici e trimis serviciului AI numit sus/);
  await expect(notice).toBeVisible();
  const privacy = chat.getByRole('link', { name: 'Confidențialitate' });
  await expect(privacy).toHaveAttribute('href', '/confidentialitate');
  await expect(privacy).toHaveAttribute('target', '_blank');
  // Under the message box.
  const box = await chat.getByRole('textbox', { name: 'Mesajul dvs.' }).boundingBox();
  const link = await privacy.boundingBox();
  expect(link!.y).toBeGreaterThan(box!.y + box!.height - 1);
  await say(page, 'Caut ceva în Constanța pentru 2 persoane');
  await expect(botMessages(chat)).toHaveCount(2);
  await expect(chat.getByText(/^Ce scrieți aici e trimis serviciului AI/)).toHaveCount(1);
  await expect(chatOf(page).getByRole('link', { name: 'Confidențialitate' })).toHaveCount(1);
});
