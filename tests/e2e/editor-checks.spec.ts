// The owner's slips in the content editor at /admin, on a phone, offline (Sveltia CMS on its local repository,
// tests/support/editor.ts): what the build would refuse is refused first, in Romanian, on the field at fault, and
// the file is left as it was; what is allowed but likely a slip is asked once; leaving a form with changes asks;
// a save is followed until the served site states its commit. GitHub's API, which the editor asks which commit holds
// a save, is answered by the test as GitHub would answer it. Each refusal is tried on the phone, where owners edit and
// the notices have least room; the save followed until live, leaving a form and the editor's words on a laptop too.
import { centreOf } from '../support/touch';
import { expect, type Page, test } from '@playwright/test';
import { repo } from '../new-property/catalogue-copy';
import { readCatalogue } from '../support/catalogue';
import {
  answerFolderPicker,
  catalogueFiles,
  field,
  openEditor,
  type RepositoryFiles,
  readRepository,
  seedRepository,
  textOf,
} from '../support/editor';

const SHIPPED = catalogueFiles(repo);
const FILE_7 = 'src/content/properties/7.md';
const property7 = readCatalogue().find((entry) => entry.id === '7')!;

/** The repository's files once the editor has written something. */
async function savedFiles(page: Page, changed: (files: RepositoryFiles) => boolean): Promise<RepositoryFiles> {
  let files: RepositoryFiles = {};
  await expect
    .poll(async () => {
      try {
        files = await readRepository(page);
        return changed(files);
      } catch {
        return false;
      }
    })
    .toBe(true);
  return files;
}

/** GitHub's answer to which commit last changed a file: `before` until the editor has saved, `after` once it has. */
async function answerGitHub(page: Page, commits: { before: string; after: string }): Promise<() => void> {
  let saved = false;
  await page.route('https://api.github.com/**', (route) =>
    route.fulfill({ json: [{ sha: saved ? commits.after : commits.before }] }),
  );
  return () => {
    saved = true;
  };
}

async function openProperty7(page: Page): Promise<void> {
  await openEditor(page, SHIPPED);
  await page.getByRole('grid', { name: 'Fișe' }).getByRole('row', { name: property7.title }).click();
  await expect(page.getByRole('button', { name: 'Salvează', exact: true })).toBeVisible();
}

const save = (page: Page) => page.getByRole('button', { name: 'Salvează', exact: true }).click();

/** The editor's notice that the save did not go on, closed. */
async function closeNotSaved(page: Page): Promise<void> {
  const notice = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Nu s-a salvat nimic' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button').first().click();
}

test('a one-year season whose first night is after its last is refused in Romanian on its last night, and nothing is written @phone-only', async ({
  page,
}) => {
  await openProperty7(page);
  const seasons = await field(page, 'Sezoane', await field(page, 'Prețuri'));
  await seasons.getByRole('button', { name: /^Adaugă\W*sezon\W*$/ }).click();
  await (await field(page, 'Prima noapte', seasons)).getByRole('textbox').fill('2027-08-20');
  const to = await field(page, 'Ultima noapte', seasons);
  await to.getByRole('textbox').fill('2027-08-14');
  await save(page);
  await closeNotSaved(page);
  await expect(to.getByRole('alert')).toHaveText(
    'Ultima noapte a unui sezon pe un singur an nu poate fi înaintea primei nopți: verificați zilele.',
  );
  expect(await readRepository(page)).toEqual(SHIPPED);
});

test('more guests included in the price than the property takes is refused in Romanian, naming the capacity @phone-only', async ({
  page,
}) => {
  await openProperty7(page);
  const prices = await field(page, 'Prețuri');
  const included = await field(page, 'Oaspeți incluși', prices);
  await included.getByRole('spinbutton').fill(String(property7.guests + 2));
  await (await field(page, 'Oaspete în plus', prices)).getByRole('spinbutton').fill('50');
  await save(page);
  await closeNotSaved(page);
  await expect(included.getByRole('alert')).toContainText(
    `Prețul nu poate fi pentru mai mulți oaspeți decât primește proprietatea (${property7.guests})`,
  );
  expect(await readRepository(page)).toEqual(SHIPPED);
});

test('a direct booking whose check-out is not after its check-in is refused in Romanian on its check-out @phone-only', async ({
  page,
}) => {
  await openProperty7(page);
  const blocked = await field(page, 'Rezervări directe');
  await blocked.getByRole('button', { name: /^Adaugă/ }).click();
  await blocked.getByRole('textbox', { name: 'Check-in' }).fill('2027-08-04');
  await blocked.getByRole('textbox', { name: 'Check-out' }).fill('2027-08-04');
  await save(page);
  await closeNotSaved(page);
  await expect(await field(page, 'Check-out', blocked)).toContainText(
    'Check-out-ul e dimineața plecării: trebuie să fie după check-in',
  );
  expect(await readRepository(page)).toEqual(SHIPPED);
});

test('a second season with the same nights is refused, naming both @phone-only', async ({ page }) => {
  await openProperty7(page);
  const seasons = await field(page, 'Sezoane', await field(page, 'Prețuri'));
  await seasons.getByRole('button', { name: /^Adaugă\W*sezon\W*$/ }).click();
  await (await field(page, 'Prima noapte', seasons)).getByRole('textbox').fill('07-01');
  await (await field(page, 'Ultima noapte', seasons)).getByRole('textbox').fill('08-31');
  await (await field(page, 'Preț pe noapte', seasons)).getByRole('spinbutton').fill('700');
  await save(page);
  await closeNotSaved(page);
  await expect(seasons.getByRole('alert').filter({ hasText: 'are aceleași nopți ca sezonul' })).toContainText(
    /Sezonul \d+ \(07-01 → 08-31\) are aceleași nopți ca sezonul \d+/,
  );
  expect(await readRepository(page)).toEqual(SHIPPED);
});

test('a yearly season written backwards is said in words and saved only once confirmed; the save is followed until the site states its commit @phone', async ({
  page,
}) => {
  const markSaved = await answerGitHub(page, { before: 'b'.repeat(40), after: 'c'.repeat(40) });
  await openProperty7(page);
  const seasons = await field(page, 'Sezoane', await field(page, 'Prețuri'));
  await seasons.getByRole('button', { name: /^Adaugă\W*sezon\W*$/ }).click();
  await (await field(page, 'Prima noapte', seasons)).getByRole('textbox').fill('12-31');
  await (await field(page, 'Ultima noapte', seasons)).getByRole('textbox').fill('01-02');
  await (await field(page, 'Preț pe noapte', seasons)).getByRole('spinbutton').fill('800');

  await save(page);
  const question = page.getByRole('dialog', { name: 'Sezonul trece peste Anul Nou?' });
  await expect(question).toContainText('de la 31 decembrie până la 2 ianuarie, peste Anul Nou: 1 lună.');
  await question.getByRole('button', { name: 'Corectez' }).click();
  await closeNotSaved(page);
  expect(await readRepository(page)).toEqual(SHIPPED);

  // The served site states the commit it was built from; the save's commit is another until Netlify has built it.
  const built = (await (await page.request.get('/build.json')).json()) as { commit: string };
  expect(built.commit).toMatch(/^[0-9a-f]{40}$/);
  await save(page);
  await question.getByRole('button', { name: 'Da, salvez așa' }).click();
  const saved = await savedFiles(page, (files) => files[FILE_7] !== SHIPPED[FILE_7]);
  expect(textOf(saved, FILE_7)).toContain('    - { from: 12-31, to: 01-02, nightly: 800 }\n');
  markSaved();
  const status = page.getByRole('status').filter({ hasText: /Se publică|Publicat/ });
  await expect(status).toHaveText(/^Se publică…/);
  // Netlify has built the save's commit: the site states it.
  await page.route('**/build.json', (route) => route.fulfill({ json: { commit: 'c'.repeat(40) } }));
  await expect(status).toHaveText('Publicat: modificarea se vede pe site.', { timeout: 20_000 });
});

test('leaving a form with changes asks first: the back arrow and the phone’s Back keep the changes unless the owner leaves; a reload asks too @phone', async ({
  page,
}) => {
  await openProperty7(page);
  const guests = (await field(page, 'Oaspeți')).getByRole('spinbutton');
  await guests.fill(String(property7.guests + 1));

  const question = page.getByRole('dialog', { name: 'Plecați fără să salvați?' });
  await page.getByRole('button', { name: 'Renunță la editare' }).click();
  await question.getByRole('button', { name: 'Rămân în formular' }).click();
  await expect(guests).toHaveValue(String(property7.guests + 1));

  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Rămân în formular' }).click();
  await expect(guests).toHaveValue(String(property7.guests + 1));

  // A reload gets the browser's own question, which the owner answers 'Stay'.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.reload({ timeout: 5_000 }).catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  await expect(guests).toHaveValue(String(property7.guests + 1));

  await page.getByRole('button', { name: 'Renunță la editare' }).click();
  await question.getByRole('button', { name: 'Plec fără să salvez' }).click();
  await expect(page.getByRole('grid', { name: 'Fișe' })).toBeVisible();
  expect(await readRepository(page)).toEqual(SHIPPED);
});

test('a new property is proposed the next free number, and the list is sorted by number @phone-only', async ({
  page,
}) => {
  await openEditor(page, SHIPPED);
  const rows = page.getByRole('grid', { name: 'Fișe' }).getByRole('row');
  await expect(rows.first()).toContainText(/^\s*1\b/);
  await page.getByRole('button', { name: 'Fișă nouă' }).click();
  const ids = readCatalogue().map((entry) => Number(entry.id));
  const next = String(Math.max(...ids) + 1);
  await expect(page.getByText(`Proprietatea nouă primește numărul ${next}, următorul liber`)).toBeVisible();
  // The editor's own box holds it: in the form at desktop width, under the editor's options on a phone.
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Arată opțiunile editorului' }).click();
    await page.getByRole('menuitem', { name: /Identificator/ }).click();
    // There the number is shown, with a button to change it.
    await expect(
      page.getByRole('dialog', { name: 'Identificator' }).getByRole('textbox', { name: 'Identificator' }),
    ).toHaveText(next);
  }
});

test('a direct booking’s date pickers open at the month the owner works in: a new check-in at the last booking’s check-out, a check-out at its check-in @phone-only', async ({
  page,
}) => {
  await openProperty7(page);
  const blocked = await field(page, 'Rezervări directe');
  const checkIn = (index: number) => blocked.getByRole('textbox', { name: 'Check-in' }).nth(index);
  const checkOut = (index: number) => blocked.getByRole('textbox', { name: 'Check-out' }).nth(index);
  // The picker is the browser's own window, outside the page: it opens at the month of the earliest day the field
  // offers when that is after today, which is what the form sets the moment the owner taps the field.
  const offers = (box: ReturnType<typeof checkIn>) => box.evaluate((input: HTMLInputElement) => input.min);
  // A finger on a phone, a mouse at a desk.
  const touch = test.info().project.use.hasTouch === true;
  // As a person presses a field just added: once it has stopped moving into place.
  const press = async (box: ReturnType<typeof checkIn>) => {
    await centreOf(box);
    await (touch ? box.tap() : box.click());
  };

  // No booking yet: the first check-in's picker opens at today, as the browser's does.
  await blocked.getByRole('button', { name: /^Adaugă/ }).click();
  await press(checkIn(0));
  expect(await offers(checkIn(0))).toBe('');
  await checkIn(0).fill('2027-08-28');
  // Its check-out opens at its check-in.
  await press(checkOut(0));
  expect(await offers(checkOut(0))).toBe('2027-08-28');
  await checkOut(0).fill('2027-09-02');

  // The next booking's check-in opens at the month of the last check-out (September, not August nor today).
  await blocked.getByRole('button', { name: /^Adaugă/ }).click();
  await press(checkIn(1));
  expect(await offers(checkIn(1))).toBe('2027-09-01');
  await checkIn(1).fill('2027-09-10');
  // Once a day is written the bound is gone: an earlier day could still be written.
  expect(await offers(checkIn(1))).toBe('');
  await press(checkOut(1));
  expect(await offers(checkOut(1))).toBe('2027-09-10');
  await checkOut(1).fill('2027-09-14');
  expect(await offers(checkOut(1))).toBe('');
  await page.screenshot({ path: test.info().outputPath('direct-bookings.png') });

  await save(page);
  const saved = await savedFiles(page, (files) => files[FILE_7] !== SHIPPED[FILE_7]);
  expect(textOf(saved, FILE_7)).toContain(
    'blocked:\n  - { checkIn: 2027-08-28, checkOut: 2027-09-02 }\n  - { checkIn: 2027-09-10, checkOut: 2027-09-14 }\n',
  );
});

test('the editor’s own words are Romanian, on a phone whose language is English: signing in, its checks, its notices @phone', async ({
  page,
}) => {
  // The browser's language is Playwright's, English: the editor speaks Romanian all the same.
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await answerFolderPicker(page);
  await page.goto('/admin');
  await seedRepository(page, SHIPPED);
  await expect(page.getByRole('button', { name: 'Lucrează cu depozitul local' })).toBeVisible();
  // The service's name isolated by invisible marks, as the editor writes a name into its words.
  await expect(page.getByRole('button', { name: /^Conectare cu \W?GitHub\W?$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await page.screenshot({ path: test.info().outputPath('sign-in.png') });
  await page.getByRole('button', { name: 'Lucrează cu depozitul local' }).click();
  await page.getByRole('treeitem', { name: 'Proprietăți', exact: true }).click();
  await page.getByRole('grid', { name: 'Fișe' }).getByRole('row', { name: property7.title }).click();

  // Its own checks of a field: a number under its bound, a field left empty, and the count of fields to correct.
  const guests = await field(page, 'Oaspeți');
  await guests.getByRole('spinbutton').fill('0');
  await (await field(page, 'Gazda')).getByRole('textbox').fill('');
  await save(page);
  await expect(page.getByText('2 câmpuri au greșeli. Corectați-le ca să salvați fișa.')).toBeVisible();
  // Each alert after the editor's warning sign.
  await expect((await field(page, 'Oaspeți')).getByRole('alert')).toContainText('Valoarea trebuie să fie cel puțin 1.');
  await expect((await field(page, 'Gazda')).getByRole('alert')).toContainText('Completați acest câmp.');
  await page.screenshot({ path: test.info().outputPath('field-checks.png') });
  expect(await readRepository(page)).toEqual(SHIPPED);

  // Corrected (one guest more than before) and saved: its notice.
  await (await field(page, 'Gazda')).getByRole('textbox').fill(property7.hostName);
  await (await field(page, 'Oaspeți')).getByRole('spinbutton').fill(String(property7.guests + 1));
  await save(page);
  await expect(page.getByText('Fișa a fost salvată.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('saved.png') });
  await savedFiles(page, (files) => files[FILE_7] !== SHIPPED[FILE_7]);
});

test('a translation saved so that its page would go asks first, saying what is missing, and is saved only when the owner says so @phone-only', async ({
  page,
}) => {
  const file = 'src/content/properties/en/7.md';
  const englishTitle = /^title: (.*)$/m.exec(textOf(SHIPPED, file))?.[1] ?? '';
  await openEditor(page, SHIPPED);
  // A phone shows one list at a time: back to the collections first; a desktop shows them beside the entries.
  const back = page.getByRole('button', { name: 'Înapoi la lista colecțiilor' });
  if (await back.isVisible()) await back.click();
  await page.getByRole('treeitem', { name: 'Proprietăți în engleză', exact: true }).click();
  await page.getByRole('grid', { name: 'Fișe' }).getByRole('row', { name: englishTitle }).click();
  // The rule about pets made to say the opposite of the Romanian one ('Animalele de companie nu sunt permise').
  const rules = await field(page, 'Reguli de cazare');
  const pets = rules.getByRole('textbox').nth(3);
  await expect(pets).toHaveValue('No pets');
  await pets.fill('Pets are welcome');

  await save(page);
  const question = page.getByRole('dialog', { name: 'Fără pagină în engleză' });
  await expect(question).toContainText('Proprietatea 7 nu va avea pagină în engleză până nu se corectează:');
  await expect(question).toContainText(
    'Reguli de cazare 4: Regula „Pets are welcome” nu spune despre animalele de companie ce spune regula în română, „Animalele de companie nu sunt permise”.',
  );
  await page.screenshot({ path: test.info().outputPath('translation-question.png') });
  await question.getByRole('button', { name: 'Înapoi la formular' }).click();
  await closeNotSaved(page);
  await expect(pets).toHaveValue('Pets are welcome');
  expect(await readRepository(page)).toEqual(SHIPPED);

  await save(page);
  await question.getByRole('button', { name: 'Salvez așa' }).click();
  const saved = await savedFiles(page, (files) => files[file] !== SHIPPED[file]);
  expect(textOf(saved, file)).toContain('  - Pets are welcome\n');
});
