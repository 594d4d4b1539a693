// Security headers on live answers of the served site (netlify.toml and the build's dist/_headers, applied by
// tools/serve.ts as by Netlify), and every island at work under the Content-Security-Policy without a single violation.
import { expect, test, type APIResponse } from '../support/test';
import { parsePolicy } from '../../tools/lib/csp';
import { MARK } from '../../src/browser/first-paint';
import { bookingOf, chooseStay } from '../support/booking';
import { decodeEntities, readCatalogue } from '../support/catalogue';
import { botMessages, chatOf, openChatFromHero, say } from '../support/chat';
import { dayFromToday, openGallery, pickDay, searchBarReady } from '../support/islands';
import { cardOf } from '../support/locators';
import { collectViolations, hstsMaxAge } from '../support/security';

const catalogue = readCatalogue();
const property = catalogue.find((entry) => entry.images.length >= 5)!;

/** The origin of the page the 3D tour dialog embeds, as the built home page names it. */
async function tourOrigin(home: APIResponse): Promise<string> {
  const source = /<iframe\b[^>]*\bdata-src="([^"]+)"/.exec(await home.text())?.[1];
  expect(source, 'the 3D tour frame').toBeDefined();
  return new URL(decodeEntities(source!)).origin;
}

/** The origin of the maps' tiles, as the built home page's map names their template (PUBLIC_MAP_TILES_URL). */
async function tilesOrigin(home: APIResponse): Promise<string> {
  const template = /\bdata-map-tiles="([^"]+)"/.exec(await home.text())?.[1];
  expect(template, "the map's tiles").toBeDefined();
  return new URL(decodeEntities(template!).replace(/\{[a-z]+\}/g, '0')).origin;
}

test('every kind of answer carries the security headers, with the policy the issue asks for', async ({ request }) => {
  const home = await request.get('/');
  const html = await home.text();
  // A script the page starts after its first paint (src/integrations/after-first-paint.ts) is named by its mark.
  const script = new RegExp(`<script\\b[^>]*\\b${MARK}="(/_astro/[^"]+\\.js)"`).exec(html)?.[1];
  const image = /\bsrc="(\/_astro\/[^"]+\.webp)"/.exec(html)?.[1];
  expect(script && image).toBeTruthy();
  const frameOrigin = await tourOrigin(home);
  const tiles = await tilesOrigin(home);

  const answers: [string, number][] = [
    ['/', 200],
    [`/apartment/${property.id}`, 200],
    ['/apartment/424242', 404],
    ['/nu-exista/deloc', 404],
    [script!, 200],
    [image!, 200],
    ['/favicon.svg', 200],
  ];
  for (const [path, status] of answers) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const headers = response.headers();
    expect(hstsMaxAge(headers['strict-transport-security'] ?? ''), path).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const permissions = (headers['permissions-policy'] ?? '').split(',').map((feature) => feature.trim());
    expect(permissions, path).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()']));

    const policy = parsePolicy(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('connect-src'), path).toEqual(["'self'"]);
    // The maps' tiles are images from their server, and nothing else comes from outside.
    expect(policy.get('img-src'), path).toEqual(["'self'", 'data:', tiles]);
    expect(policy.get('frame-src'), path).toEqual([frameOrigin]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    // Scripts come from the site's files or match a hash: nothing inline or evaluated is allowed wholesale.
    const scripts = policy.get('script-src') ?? [];
    expect(scripts, path).toContain("'self'");
    for (const source of scripts) expect(source, path).toMatch(/^'(self|sha(256|384|512)-[A-Za-z0-9+/]+={0,2})'$/);
    for (const directive of ['script-src-elem', 'script-src-attr'])
      expect(policy.has(directive), directive).toBe(false);
  }
});

test('the content editor has a policy of its own, and the public pages keep theirs', async ({ page, request }) => {
  const response = await request.get('/admin');
  const headers = response.headers();
  expect(hstsMaxAge(headers['strict-transport-security'] ?? '')).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['x-content-type-options']).toBe('nosniff');
  const policy = parsePolicy(headers['content-security-policy'] ?? '');
  // Its scripts are the site's files (and WebAssembly for photos); never evaluated or inline code, nor another host.
  expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // The public pages' policy is not loosened by it.
  const home = parsePolicy((await request.get('/')).headers()['content-security-policy'] ?? '');
  expect(home.get('style-src')).not.toContain("'unsafe-inline'");
  expect(home.get('script-src')).not.toContain("'wasm-unsafe-eval'");

  // The public pages load nothing of the editor.
  const editorScript = /<script type="module" src="([^"]+)"/.exec(await response.text())?.[1];
  expect(editorScript).toBeTruthy();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', `/apartment/${property.id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requested).not.toContain(editorScript);
  expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
});

test('home page: search bar, card carousel and 3D tour work without a policy violation @phone', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/');
  await searchBarReady(page);
  await pickDay(page, 'Check-in', dayFromToday(20));
  await pickDay(page, 'Check-out', dayFromToday(23));
  await expect(page.getByRole('button', { name: /^Check-out/ })).not.toContainText('Selectați data');

  const card = cardOf(page, property);
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('astro-island')).not.toHaveAttribute('ssr');
  await card.getByRole('button', { name: 'Afișați imaginea 3', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Afișați imaginea 3', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The tour's host is unreachable from here; what matters is that the policy lets the frame ask for it.
  let tourRequested = false;
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) tourRequested = true;
  });
  await page.getByRole('button', { name: 'Tur Virtual 3D' }).click();
  await expect(page.getByRole('dialog', { name: 'Tur virtual 3D' })).toBeVisible();
  await expect.poll(() => tourRequested || violations.length > 0).toBe(true);
  expect(violations).toEqual([]);
  expect(tourRequested).toBe(true);
});

test('home page: the assistant answers and books, the booking wizard runs, without a policy violation', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'Caut cazare în Constanța pentru 2 persoane');
  await expect(botMessages(chat)).toHaveCount(2);
  const suggestion = chat.getByRole('list', { name: 'Proprietăți recomandate' }).getByRole('listitem').first();
  await suggestion.getByRole('button', { name: /^Rezervați/ }).click();

  const booking = bookingOf(page);
  await expect(booking).toBeVisible();
  await chooseStay(booking, 40, 43);
  await booking.getByRole('button', { name: 'Continuați' }).click();
  await expect(booking.getByRole('heading', { name: 'Numărul de oaspeți' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('property page: gallery, favourite and booking work without a policy violation @phone', async ({ page }) => {
  const violations = await collectViolations(page);
  const gallery = await openGallery(page, property.id);
  await gallery.getByRole('button', { name: 'Imaginea următoare' }).click();
  await expect(gallery.getByText(`2 / ${property.images.length}`, { exact: true })).toBeVisible();

  const heart = page.getByRole('button', { name: 'Adăugați la favorite' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('button', { name: 'Selectați datele' }).click();
  await expect(bookingOf(page)).toContainText(property.title);
  expect(violations).toEqual([]);
});

test('the phone menu and the not-found pages work without a policy violation @phone', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/nu-exista/deloc']) {
    await page.goto(path);
    const toggle = page.getByRole('button', { name: 'Deschideți meniul' });
    await toggle.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.getByRole('navigation', { name: 'Meniu' }).getByRole('button', { name: 'Asistent AI' }).click();
    await expect(chatOf(page)).toBeVisible();
  }

  // The unknown property's page sends its visitor home through a link, with nothing the policy refuses.
  await page.goto('/apartment/424242');
  await page.getByRole('link', { name: 'Întoarcere la pagina principală' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cazare de lux lângă mare');
  expect(violations).toEqual([]);
});
