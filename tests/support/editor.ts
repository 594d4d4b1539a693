// The content editor (/admin) driven offline, as a developer runs it on their own machine: Sveltia CMS's "Lucrează cu
// depozitul local" (work with the local repository), which on localhost reads and writes a folder of the repository through the browser's File
// System Access API instead of signing in to GitHub. Playwright cannot answer the browser's folder picker, so the
// picker hands the editor a folder of the origin's private file system, filled beforehand with the catalogue's files;
// what the editor saved is read back from there. The editor, its configuration, its file format and the policy of its
// page are the ones the site ships.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** The repository folder the picker hands the editor, inside the origin's private file system. */
const REPOSITORY = 'repository';

/** A file of the repository, by its path from the repository's root, with its bytes in base64. */
export type RepositoryFiles = Record<string, string>;

/**
 * The catalogue's markdown files as the repository holds them, the translations in their language folders too (the
 * photos are not needed to edit them).
 */
export function catalogueFiles(root: string): RepositoryFiles {
  const folder = join(root, 'src', 'content', 'properties');
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md'))
      .map((name) => [relative(root, join(folder, name)), readFileSync(join(folder, name)).toString('base64')]),
  );
}

/** How many properties `files` holds: the markdown files directly in the catalogue's folder. */
const propertyCount = (files: RepositoryFiles) =>
  Object.keys(files).filter((path) => /^src\/content\/properties\/[^/]+\.md$/.test(path)).length;

/** Before the page loads: the folder picker answers with the repository folder of the origin's private file system. */
export async function answerFolderPicker(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      configurable: true,
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(name),
    });
  }, REPOSITORY);
}

/** Empties the repository folder and writes `files` into it, with the `.git` folder a repository's root has. */
export async function seedRepository(page: Page, files: RepositoryFiles): Promise<void> {
  await page.evaluate(
    async ({ name, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(name, { recursive: true }).catch(() => undefined);
      const repository = await root.getDirectoryHandle(name, { create: true });
      await repository.getDirectoryHandle('.git', { create: true });
      for (const [path, base64] of Object.entries(files)) {
        const parts = path.split('/');
        const fileName = parts.pop() ?? '';
        let folder = repository;
        for (const part of parts) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(fileName, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    { name: REPOSITORY, files },
  );
}

/** Every file of the repository folder now, by its path, with its bytes in base64 (the `.git` folder left out). */
export async function readRepository(page: Page): Promise<RepositoryFiles> {
  return page.evaluate(async (name) => {
    const found: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
      for await (const [entryName, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        // The folder git keeps, and a file the editor is writing under a temporary name before it renames it.
        if ((prefix === '' && entryName === '.git') || entryName.startsWith('.sveltia-tmp-')) continue;
        const path = `${prefix}${entryName}`;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${path}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          found[path] = btoa(binary);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), '');
    return found;
  }, REPOSITORY);
}

/** The text of a file of `files`. */
export const textOf = (files: RepositoryFiles, path: string): string =>
  Buffer.from(files[path] ?? '', 'base64').toString('utf8');

/** Opens /admin on a repository holding `files`, signs in with the local repository and opens the properties' list. */
export async function openEditor(page: Page, files: RepositoryFiles): Promise<void> {
  await answerFolderPicker(page);
  await page.goto('/admin');
  await seedRepository(page, files);
  await page.getByRole('button', { name: 'Lucrează cu depozitul local' }).click();
  // A desktop opens the only collection's list; a phone first lists the collections.
  const entries = page.getByRole('grid', { name: 'Fișe' });
  const collection = page.getByRole('treeitem', { name: 'Proprietăți', exact: true });
  await expect(entries.or(collection).first()).toBeVisible();
  if (!(await entries.isVisible())) await collection.click();
  await expect(entries).toBeVisible();
  // One entry per property: the translations beside them are not properties of their own.
  await expect(entries).toHaveAttribute('aria-rowcount', String(propertyCount(files)));
}

/**
 * The form's field labelled `label`, scrolled to as a person would: the editor draws its fields as they come into
 * view, so the fields drawn so far are brought into view one after the other, from the top, each drawing those after
 * it, until it is there (a jump to the last one drawn would pass over those inside a group opened on the way). Looked
 * for `within` a field when given (a season's 'Preț pe noapte' within the seasons, not the property's).
 */
export async function field(page: Page, label: string, within?: Locator): Promise<Locator> {
  const editor = page.getByRole('group', { name: 'Editorul de conținut' });
  // The editor names each field 'Câmpul „Titlu”', the label isolated by invisible marks.
  const name = new RegExp(`^Câmpul „\\W?${escapeRegExp(label)}\\W?”$`);
  const group = (within ?? editor).getByRole('group', { name }).first();
  const drawn = editor.getByRole('group', { name: /^Câmpul „/ });
  // Each brought to the top of the screen, so the fields below it come into view; one folded away is passed over.
  for (let index = 0; (await group.count()) === 0; index++) {
    // Past the last field drawn, the editor draws the next ones a moment after it comes into view (longer on a busy
    // machine): they are waited for, not taken as the end of the form.
    if (index >= (await drawn.count()))
      await expect
        .poll(async () => (await drawn.count()) > index || (await group.count()) > 0, {
          message: `the field '${label}', or more fields drawn after the last one`,
        })
        .toBe(true);
    if ((await group.count()) === 0)
      await drawn.nth(index).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  }
  await group.scrollIntoViewIfNeeded();
  return group;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
