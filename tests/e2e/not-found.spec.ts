import { expect, test } from '../support/test';

test('an unknown path answers 404 with the 404 page in Romanian and logs the path @phone', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/nu-exista/deloc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Pagina nu a fost găsită', { exact: true })).toBeVisible();
  await expect.poll(() => errors.join('\n')).toContain('/nu-exista/deloc');
  await page.getByRole('link', { name: 'Întoarcere la pagina principală' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cazare de lux lângă mare');
});

test('an unknown property id answers 404 with its own page and a way home @phone', async ({ page }) => {
  for (const path of ['/apartment/999', '/apartment/abc', '/apartment/1/extra']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proprietatea nu a fost găsită');
  }
  await page.getByRole('link', { name: 'Întoarcere la pagina principală' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cazare de lux lângă mare');
});

test.describe('before the page’s scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the unknown property’s way home leads to the home page’s own address, with no empty query', async ({
    page,
  }) => {
    await page.goto('/apartment/999');
    await page.getByRole('link', { name: 'Întoarcere la pagina principală' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('the raw 404 responses carry their texts', async ({ request }) => {
  const missingPage = await request.get('/pagina-inexistenta');
  expect(missingPage.status()).toBe(404);
  expect(await missingPage.text()).toContain('Pagina nu a fost găsită');
  const missingProperty = await request.get('/apartment/424242');
  expect(missingProperty.status()).toBe(404);
  expect(await missingProperty.text()).toContain('Proprietatea nu a fost găsită');
});
