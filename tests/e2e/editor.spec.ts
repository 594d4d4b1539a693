// The content editor at /admin, driven as the owner and the content editors use it, offline: Sveltia CMS on its local
// repository (tests/support/editor.ts), with the configuration, the file format and the Content-Security-Policy the site
// ships. A property added through the form is built with the rest of the catalogue (tests/new-property/catalogue-copy.ts);
// an edit changes only the lines of the fields it changed (a season added is one line); a form the schema would refuse
// is not saved.
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type Page, test } from '../support/test';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { type OwnerCalendar, ownerCalendarText } from '../../src/features/availability/ical-export';
import { OWNER_CALENDARS_FILE } from '../../src/loaders/function-data';
import { CatalogueCopy, repo, tail } from '../new-property/catalogue-copy';
import { decodeEntities, readCatalogue } from '../support/catalogue';
import { catalogueFiles, field, openEditor, type RepositoryFiles, readRepository, textOf } from '../support/editor';
import { collectViolations } from '../support/security';
import { fakeTilesURL, serveBuild } from '../support/servers';
import { COPY_BUILD_MS, JOURNEY_MS } from '../support/time-limits';

const SHIPPED = catalogueFiles(repo);
const FILE_7 = 'src/content/properties/7.md';
const FILE_2 = 'src/content/properties/2.md';
const property7 = readCatalogue().find((entry) => entry.id === '7')!;
// A property the catalogue gives no prices, so the form starts without them.
const property2 = readCatalogue().find((entry) => entry.id === '2')!;

/** The lines that differ between two texts of as many lines, as '-old' and '+new'; lines added show as '+new' alone. */
function lineChanges(before: string, after: string): string[] {
  const [old, now] = [before.split('\n'), after.split('\n')];
  const changes: string[] = [];
  let [i, j] = [0, 0];
  while (i < old.length || j < now.length) {
    if (old[i] === now[j]) [i, j] = [i + 1, j + 1];
    else if (now.length - j > old.length - i) changes.push(`+${now[j++]}`);
    else if (old.length - i > now.length - j) changes.push(`-${old[i++]}`);
    else changes.push(`-${old[i++]}`, `+${now[j++]}`);
  }
  return changes;
}

/** The repository's files once the editor has written something, or fails after `timeout`. */
async function savedFiles(page: Page, changed: (files: RepositoryFiles) => boolean): Promise<RepositoryFiles> {
  let files: RepositoryFiles = {};
  // A file being written shows for a moment under a temporary name: a walk that meets it mid-rename is taken again.
  const read = async () => {
    try {
      files = await readRepository(page);
      return changed(files);
    } catch {
      return false;
    }
  };
  await expect.poll(read, { message: 'the editor saved the files' }).toBe(true);
  return files;
}

/** The published calendar's events of `calendar`, as [first night, morning of departure]. */
function publishedStays(calendar: OwnerCalendar): [string, string][] {
  const text = ownerCalendarText(calendar, 'cazare.example', '2026-11-26', new Date('2026-11-26T09:00:00Z'));
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((event) => [String(event.getFirstPropertyValue('dtstart')), String(event.getFirstPropertyValue('dtend'))]);
}

/** Fills a list's new item: its 'Adaugă' button pressed, then its last text box. */
async function addListItem(page: Page, label: string, value: string): Promise<void> {
  const list = await field(page, label);
  await list.getByRole('button', { name: /^Adaugă/ }).click();
  await list.getByRole('textbox').last().fill(value);
}

const NEW = {
  id: '23',
  title: 'Apartament luminos cu trei camere lângă Parcul Tăbăcărie',
  photos: [
    ['living.jpg', 'Living luminos cu canapea extensibilă și fereastră spre parc'],
    ['dormitor.jpg', 'Dormitor cu pat matrimonial și dulap încăpător'],
  ],
  stay: ['2027-07-10', '2027-07-15'],
  description: `Apartament cu trei camere la etajul patru al unui bloc renovat din cartierul Tomis, la câțiva pași de Parcul Tăbăcărie și de lacul lui. Livingul are o canapea extensibilă și o masă pentru șase, iar ferestrele dau spre parc, așa că dimineața se aud mai mult păsările decât mașinile.

Dormitorul are pat matrimonial și un dulap încăpător; baia are duș walk-in, mașină de spălat și prosoape schimbate la fiecare sejur. Bucătăria e utilată pentru gătit, cu aragaz, cuptor și cafetieră.

Până la Delfinariu mergeți pe jos în zece minute, iar până la Plaja Modern ajungeți cu autobuzul sau cu taxiul în un sfert de oră. Apartamentul se potrivește unui cuplu care vrea liniștea unui cartier de locuințe, cu marea la îndemână.`,
} as const;

test('a property added through the form builds into its page, with its photos and its direct booking in its calendar', async ({
  page,
}, testInfo) => {
  test.setTimeout(2 * JOURNEY_MS + COPY_BUILD_MS);
  // Two photos as a phone takes them: 4,000 px wide and several megabytes each.
  const photos = NEW.photos.map(([name]) => testInfo.outputPath(name));
  for (const [index, file] of photos.entries()) {
    mkdirSync(dirname(file), { recursive: true });
    const noise = { type: 'gaussian' as const, mean: 110 + 30 * index, sigma: 40 };
    await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6b8', noise } })
      .jpeg({ quality: 92 })
      .toFile(file);
    expect(statSync(file).size).toBeGreaterThan(4_000_000);
  }
  const violations = await collectViolations(page);
  await openEditor(page, SHIPPED);
  await page.getByRole('button', { name: 'Fișă nouă' }).click();
  // The next free number is proposed: 23.
  await expect(page.getByText(`Proprietatea nouă primește numărul ${NEW.id}, următorul liber`)).toBeVisible();

  await (await field(page, 'Titlu')).getByRole('textbox').fill(NEW.title);
  await (await field(page, 'Localitate')).getByRole('radio', { name: 'Constanța, România' }).check();
  const numbers: [string, string][] = [
    ['Latitudine', '44.1923'],
    ['Longitudine', '28.6478'],
    ['Nota oaspeților', '4.6'],
    ['Recenzii', '5'],
    ['Oaspeți', '4'],
    ['Dormitoare', '2'],
    ['Băi', '1'],
    ['Paturi', '3'],
    ['Gazdă din anul', '2024'],
  ];
  for (const [label, value] of numbers) await (await field(page, label)).getByRole('spinbutton').fill(value);

  const images = await field(page, 'Fotografii');
  for (const [index, file] of photos.entries()) {
    await images.getByRole('button', { name: /^Adaugă/ }).click();
    await images
      .getByRole('group', { name: /^Câmpul „\W*Fotografie\W*”$/ })
      .nth(index)
      .getByRole('button', { name: 'Alege', exact: true })
      .click();
    const library = page.getByRole('dialog', { name: 'Alege o imagine' });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Încarcă', exact: true }).click();
    await (await chooser).setFiles(file);
    await library.getByRole('button', { name: 'Inserează', exact: true }).click();
    await images.getByRole('textbox', { name: 'Text alternativ' }).nth(index).fill(NEW.photos[index]![1]);
  }

  // A kind of stay is required: its five choices are shown at once.
  await (await field(page, 'Tip de cazare')).getByRole('radio', { name: 'Apartament întreg' }).check();
  await (await field(page, 'Check-in de la')).getByRole('textbox').fill('15:00');
  await (await field(page, 'Check-out până la')).getByRole('textbox').fill('11:00');
  await (await field(page, 'Politica de anulare')).getByRole('radio', { name: 'Flexibilă' }).check();
  await (await field(page, 'Gazda')).getByRole('textbox').fill('Ioana');
  await (await field(page, 'Rata de răspuns')).getByRole('textbox').fill('100%');
  await addListItem(page, 'Limbile gazdei', 'Română');

  const blocked = await field(page, 'Rezervări directe');
  await blocked.getByRole('button', { name: /^Adaugă/ }).click();
  await blocked.getByRole('textbox', { name: 'Check-in' }).fill(NEW.stay[0]);
  await blocked.getByRole('textbox', { name: 'Check-out' }).fill(NEW.stay[1]);

  await addListItem(page, 'Facilități', 'Wi-Fi');
  await addListItem(page, 'Facilități', 'Bucătărie');
  await addListItem(page, 'Regulile casei', 'Liniște între orele 22:00-8:00');
  await addListItem(page, 'Regulile casei', 'Animalele de companie nu sunt permise');
  // The same answer as the house rule, in the field the site reads.
  await (await field(page, 'Animale de companie')).getByRole('radio', { name: 'Nu sunt permise' }).check();
  await addListItem(page, 'Siguranță', 'Detector de fum');
  await addListItem(page, 'În apropiere', 'Parcul Tăbăcărie - 300 m');
  await (await field(page, 'Descriere')).getByRole('textbox').fill(NEW.description);

  await page.getByRole('button', { name: 'Salvează', exact: true }).click();
  // No English or Russian text yet: the editor says the property will have no page in those languages until then.
  const noPages = page.getByRole('dialog', { name: 'Fără pagină în engleză și rusă' });
  await expect(noPages).toContainText(`Proprietatea ${NEW.id} nu va avea pagină în engleză și rusă`);
  await noPages.getByRole('button', { name: 'Salvez așa' }).click();
  const saved = await savedFiles(page, (files) => `src/content/properties/${NEW.id}.md` in files);
  const text = textOf(saved, `src/content/properties/${NEW.id}.md`);
  const written = Object.keys(saved).filter((path) => !(path in SHIPPED));
  // The file, its two photos beside it in its own folder, and nothing else.
  expect(written.sort()).toEqual(
    [
      `src/content/properties/${NEW.id}.md`,
      ...NEW.photos.map(([name]) => `src/content/properties/${NEW.id}/${name.replace('.jpg', '.webp')}`),
    ].sort(),
  );
  for (const [name, alt] of NEW.photos) {
    const path = `src/content/properties/${NEW.id}/${name.replace('.jpg', '.webp')}`;
    expect(text).toContain(`  - src: ./${NEW.id}/${name.replace('.jpg', '.webp')}\n    alt: ${alt}\n`);
    // Resized before it was committed: at most 1,600 px on its longer side, still a full photo.
    const { width = 0, height = 0, format } = await sharp(Buffer.from(saved[path]!, 'base64')).metadata();
    expect({ format, longest: Math.max(width, height) }).toEqual({ format: 'webp', longest: 1600 });
  }
  expect(text).toContain(`blocked:\n  - { checkIn: ${NEW.stay[0]}, checkOut: ${NEW.stay[1]} }\n`);
  expect(violations, 'Content-Security-Policy violations on /admin').toEqual([]);

  // The commit's deploy: the site built with the rest of the catalogue and the files the editor wrote.
  const copy = new CatalogueCopy('editor-property');
  try {
    for (const path of written) {
      const target = join(copy.folders.catalogue, path.replace('src/content/properties/', ''));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(saved[path]!, 'base64'));
    }
    // An owner's own tile server (here the fake one on loopback): the setting alone must give a drawn map.
    const build = await copy.build({ PUBLIC_MAP_TILES_URL: `${fakeTilesURL}/{z}/{x}/{y}.png` });
    expect(build.ok, tail(build.output)).toBe(true);
    const html = decodeEntities(readFileSync(join(copy.folders.dist, 'apartment', `${NEW.id}.html`), 'utf8'));
    expect(html).toMatch(new RegExp(`<h1[^>]*>\\s*${NEW.title}\\s*</h1>`));
    // The first photo on the page, the second in its gallery.
    expect(html).toMatch(new RegExp(`<img[^>]*alt="${NEW.photos[0][1]}"`));
    for (const [, alt] of NEW.photos) expect(html).toContain(alt);
    const calendars = JSON.parse(
      readFileSync(join(copy.folders.functionData, OWNER_CALENDARS_FILE), 'utf8'),
    ) as OwnerCalendar[];
    const calendar = calendars.find((entry) => entry.id === NEW.id);
    expect(calendar?.blocked).toEqual([[NEW.stay[0], NEW.stay[1]]]);
    expect(publishedStays(calendar!)).toEqual([NEW.stay]);

    // Served as Netlify would serve the deploy, its policy lets the configured tile server's tiles in.
    copyFileSync(join(repo, 'netlify.toml'), join(copy.work, 'netlify.toml'));
    const site = await serveBuild(copy.work);
    try {
      await page.goto(`${site.url}/apartment/${NEW.id}`);
      await expect(page.locator('script[data-module-after-paint]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Vedeți pe hartă' }).click();
      const map = page.getByRole('region', { name: `Harta: ${NEW.title}` });
      await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
      expect(await map.locator('img.leaflet-tile-loaded').first().getAttribute('src')).toMatch(
        new RegExp(`^${fakeTilesURL}/15/`),
      );
      await expect(page.getByRole('status').filter({ hasText: 'Harta nu se poate încărca acum.' })).toHaveCount(0);
      expect(violations, 'Content-Security-Policy violations on the deploy').toEqual([]);
    } finally {
      site.stop();
    }
  } finally {
    copy.dispose();
  }
});

test('changing only the guests of a property changes only that line of its file', async ({ page }) => {
  const violations = await collectViolations(page);
  await openEditor(page, SHIPPED);
  await page.getByRole('grid', { name: 'Fișe' }).getByRole('row', { name: property7.title }).click();
  const guests = (await field(page, 'Oaspeți')).getByRole('spinbutton');
  await expect(guests).toHaveValue(String(property7.guests));
  await guests.fill(String(property7.guests + 1));
  await page.getByRole('button', { name: 'Salvează', exact: true }).click();

  const saved = await savedFiles(page, (files) => files[FILE_7] !== SHIPPED[FILE_7]);
  expect(lineChanges(textOf(SHIPPED, FILE_7), textOf(saved, FILE_7))).toEqual([
    `-guests: ${property7.guests}`,
    `+guests: ${property7.guests + 1}`,
  ]);
  expect(Object.keys(saved).filter((path) => saved[path] !== SHIPPED[path])).toEqual([FILE_7]);
  expect(violations).toEqual([]);
});

test('the English text of a property is edited beside it, and saving changes only the lines edited', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  const file = 'src/content/properties/en/7.md';
  const englishTitle = /^title: (.*)$/m.exec(textOf(SHIPPED, file))?.[1] ?? '';
  await openEditor(page, SHIPPED);
  await page.getByRole('treeitem', { name: 'Proprietăți în engleză', exact: true }).click();
  const entries = page.getByRole('grid', { name: 'Fișe' });
  // One entry per translated property, named by its English title.
  await expect(entries).toHaveAttribute('aria-rowcount', String(readCatalogue().length));
  await entries.getByRole('row', { name: englishTitle }).click();
  const title = (await field(page, 'Titlu')).getByRole('textbox');
  await expect(title).toHaveValue(englishTitle);
  await title.fill(`${englishTitle}, renovated`);
  // The photos' texts: a file name and its text each, the first photo's text changed.
  const [photo, alt] = /^ {2}(\S+): (.*)$/m.exec(textOf(SHIPPED, file))!.slice(1) as [string, string];
  const text = (await field(page, 'Textul')).getByRole('textbox');
  await expect(text).toHaveValue(alt);
  await text.fill(`${alt}, at dusk`);
  await page.getByRole('button', { name: 'Salvează', exact: true }).click();

  const saved = await savedFiles(page, (files) => files[file] !== SHIPPED[file]);
  expect(lineChanges(textOf(SHIPPED, file), textOf(saved, file))).toEqual([
    `-title: ${englishTitle}`,
    `+title: ${englishTitle}, renovated`,
    `-  ${photo}: ${alt}`,
    `+  ${photo}: ${alt}, at dusk`,
  ]);
  expect(Object.keys(saved).filter((path) => saved[path] !== SHIPPED[path])).toEqual([file]);
  expect(violations).toEqual([]);
});

test('a form with a required field left empty, or a number past its bound, is refused and nothing is written', async ({
  page,
}) => {
  await openEditor(page, SHIPPED);
  await page.getByRole('grid', { name: 'Fișe' }).getByRole('row', { name: property7.title }).click();
  const title = await field(page, 'Titlu');
  await title.getByRole('textbox').fill('');
  const guests = await field(page, 'Oaspeți');
  await guests.getByRole('spinbutton').fill('25');
  await page.getByRole('button', { name: 'Salvează', exact: true }).click();

  // The editor's own checks, in Romanian: the notice, a field left empty, a number past its bound.
  await expect(page.getByText('2 câmpuri au greșeli. Corectați-le ca să salvați fișa.')).toBeVisible();
  // Each alert after the editor's warning sign.
  await expect((await field(page, 'Titlu')).getByRole('alert')).toContainText('Completați acest câmp.');
  await expect((await field(page, 'Oaspeți')).getByRole('alert')).toContainText('Valoarea trebuie să fie cel mult 20.');
  // Nothing was written: the repository is as it was.
  expect(await readRepository(page)).toEqual(SHIPPED);
});

test('the owner blocks the nights of a direct booking from a phone @phone-only', async ({ page }) => {
  const violations = await collectViolations(page);
  await openEditor(page, SHIPPED);
  await page.getByRole('grid', { name: 'Fișe' }).getByRole('row', { name: property7.title }).click();
  const blocked = await field(page, 'Rezervări directe');
  await blocked.getByRole('button', { name: /^Adaugă/ }).click();
  await blocked.getByRole('textbox', { name: 'Check-in' }).fill('2027-08-01');
  await blocked.getByRole('textbox', { name: 'Check-out' }).fill('2027-08-04');
  await page.getByRole('button', { name: 'Salvează', exact: true }).click();

  const saved = await savedFiles(page, (files) => files[FILE_7] !== SHIPPED[FILE_7]);
  // The stay goes under `blocked:`, where the schema puts it; nothing else in the file moves.
  expect(lineChanges(textOf(SHIPPED, FILE_7), textOf(saved, FILE_7))).toEqual([
    '+blocked:',
    '+  - { checkIn: 2027-08-01, checkOut: 2027-08-04 }',
  ]);
  const text = textOf(saved, FILE_7);
  expect(text.indexOf('blocked:')).toBeGreaterThan(text.indexOf('airbnbUrl:'));
  expect(violations).toEqual([]);
});

test('the owner adds a summer season to a property’s prices from a phone, and the file gains that line only @phone', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await openEditor(page, SHIPPED);
  await page.getByRole('grid', { name: 'Fișe' }).getByRole('row', { name: property7.title }).click();
  const prices = await field(page, 'Prețuri');
  await expect((await field(page, 'Preț pe noapte', prices)).getByRole('spinbutton')).toHaveValue(
    String(property7.prices?.nightly),
  );
  // The seasons already set read as one line each, first night → last night: price.
  const seasons = await field(page, 'Sezoane', prices);
  await expect(seasons.getByText('07-01 → 08-31: 950', { exact: true })).toBeVisible();
  await expect(seasons.getByText('2027-04-30 → 2027-05-02: 750', { exact: true })).toBeVisible();

  await seasons.getByRole('button', { name: /^Adaugă\W*sezon\W*$/ }).click();
  await (await field(page, 'Prima noapte', seasons)).getByRole('textbox').fill('2027-08-14');
  // A day no August has: refused in Romanian before anything is written.
  const to = await field(page, 'Ultima noapte', seasons);
  await to.getByRole('textbox').fill('2027-08-32');
  await (await field(page, 'Preț pe noapte', seasons)).getByRole('spinbutton').fill('1200');
  await (await field(page, 'Minim nopți', seasons)).getByRole('spinbutton').fill('3');
  await page.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(to.getByRole('alert')).toContainText('Scrieți o zi care există: LL-ZZ pentru fiecare an');
  expect(await readRepository(page)).toEqual(SHIPPED);

  await to.getByRole('textbox').fill('2027-08-16');
  await page.getByRole('button', { name: 'Salvează', exact: true }).click();
  const saved = await savedFiles(page, (files) => files[FILE_7] !== SHIPPED[FILE_7]);
  // One flow line after the other seasons, its keys in the schema's order, the weekend price left empty left out.
  expect(lineChanges(textOf(SHIPPED, FILE_7), textOf(saved, FILE_7))).toEqual([
    '+    - { from: 2027-08-14, to: 2027-08-16, nightly: 1200, minNights: 3 }',
  ]);
  expect(textOf(saved, FILE_7)).toContain(
    '    - { from: 2027-04-30, to: 2027-05-02, nightly: 750, minNights: 3 }\n    - { from: 2027-08-14, to: 2027-08-16, nightly: 1200, minNights: 3 }\ncancellationPolicy:',
  );
  expect(Object.keys(saved).filter((path) => saved[path] !== SHIPPED[path])).toEqual([FILE_7]);
  expect(violations).toEqual([]);
});

test('the owner gives prices to a property that had none, and the file gains the prices block after the check-out @phone-only', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await openEditor(page, SHIPPED);
  await page.getByRole('grid', { name: 'Fișe' }).getByRole('row', { name: property2.title }).click();
  const prices = await field(page, 'Prețuri');
  // No prices yet: the group is a box to tick, with none of its fields shown.
  const add = prices.getByRole('checkbox', { name: /^Adaugă\W*Prețuri\W*$/ });
  await expect(add).not.toBeChecked();
  await expect(prices.getByRole('spinbutton')).toHaveCount(0);
  await add.click();
  const numbers: [string, string][] = [
    ['Preț pe noapte', '300'],
    ['Preț vineri și sâmbătă', '340'],
    ['Minim nopți', '2'],
  ];
  for (const [label, value] of numbers) await (await field(page, label, prices)).getByRole('spinbutton').fill(value);
  const seasons = await field(page, 'Sezoane', prices);
  await seasons.getByRole('button', { name: /^Adaugă\W*sezon\W*$/ }).click();
  await (await field(page, 'Prima noapte', seasons)).getByRole('textbox').fill('07-01');
  await (await field(page, 'Ultima noapte', seasons)).getByRole('textbox').fill('08-31');
  await (await field(page, 'Preț pe noapte', seasons)).getByRole('spinbutton').fill('450');
  await (await field(page, 'Minim nopți', seasons)).getByRole('spinbutton').fill('3');
  await page.getByRole('button', { name: 'Salvează', exact: true }).click();

  const saved = await savedFiles(page, (files) => files[FILE_2] !== SHIPPED[FILE_2]);
  const block = [
    'prices:',
    '  nightly: 300',
    '  weekend: 340',
    '  minNights: 2',
    '  seasons:',
    '    - { from: 07-01, to: 08-31, nightly: 450, minNights: 3 }',
  ];
  expect(lineChanges(textOf(SHIPPED, FILE_2), textOf(saved, FILE_2))).toEqual(block.map((line) => `+${line}`));
  expect(textOf(saved, FILE_2)).toContain(`checkOut: "11:00"\n${block.join('\n')}\ncancellationPolicy:`);
  expect(Object.keys(saved).filter((path) => saved[path] !== SHIPPED[path])).toEqual([FILE_2]);
  expect(violations).toEqual([]);
});
