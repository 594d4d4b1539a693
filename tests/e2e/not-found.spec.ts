import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the 404 page and logs the path @phone', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/nu-exista/deloc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => errors.join('\n')).toContain('/nu-exista/deloc');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cazare de lux lângă mare');
});

test('an unknown property id answers 404 with its own page and a way home @phone', async ({ page }) => {
  for (const path of ['/apartment/999', '/apartment/abc', '/apartment/1/extra']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartament nu a fost găsit');
  }
  await page.getByRole('button', { name: 'Întoarcere la pagina principală' }).click();
  // The home page's own address, without the empty query a form sent by GET leaves.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cazare de lux lângă mare');
});

test('the raw 404 responses carry their texts', async ({ request }) => {
  const missingPage = await request.get('/pagina-inexistenta');
  expect(missingPage.status()).toBe(404);
  expect(await missingPage.text()).toContain('Oops! Page not found');
  const missingProperty = await request.get('/apartment/424242');
  expect(missingProperty.status()).toBe(404);
  expect(await missingProperty.text()).toContain('Apartament nu a fost găsit');
});
