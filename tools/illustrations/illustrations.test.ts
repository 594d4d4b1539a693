// What `npm run images` promises, checked on the command itself over temporary copies of a fixture catalogue
// (tests/fixtures/illustrations): the same file always gets the same picture, a file already at a listed path is left
// alone unless --force is given, and a property file with a bad photo path is refused with its name.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTIES_FOLDER } from './generate.ts';
import { drawIllustration } from './illustration.ts';
import { readPropertyPhotos } from './property-photos.ts';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'cli.ts');
const fixtures = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'illustrations');
const work = mkdtempSync(path.join(tmpdir(), 'illustrations-'));
/** Stands for a photographer's picture: any bytes the tool did not draw. */
const REAL_PHOTO = Buffer.from('a real photo, not drawn by the tool');

/** A project root holding `files` (property id → fixture name) as its catalogue. */
function catalogue(name: string, files: Record<string, string>): string {
  const root = path.join(work, name);
  mkdirSync(path.join(root, PROPERTIES_FOLDER), { recursive: true });
  for (const [id, fixture] of Object.entries(files))
    writeFileSync(path.join(root, PROPERTIES_FOLDER, `${id}.md`), readFileSync(path.join(fixtures, fixture)));
  return root;
}

const photo = (root: string, src: string) => path.join(root, PROPERTIES_FOLDER, src);

/** Runs the command over `root`; resolves with its exit code and output, whatever the code. */
async function images(root: string, ...flags: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, '--root', root, ...flags]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    // A non-zero exit: the error carries the exit code and the output.
    if (
      error instanceof Error &&
      'code' in error &&
      typeof error.code === 'number' &&
      'stdout' in error &&
      'stderr' in error
    ) {
      return { code: error.code, stdout: String(error.stdout), stderr: String(error.stderr) };
    }
    throw error;
  }
}

let reference: string;

beforeAll(async () => {
  reference = catalogue('reference', { 1: 'villa.md' });
  expect((await images(reference)).code).toBe(0);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run images', () => {
  it('draws every listed photo that is missing, as a JPEG', () => {
    for (const src of ['1/mare.jpg', '1/exterior.jpg'])
      expect([...readFileSync(photo(reference, src)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('draws the same picture from the same property file, byte for byte', { timeout: 120_000 }, async () => {
    const again = catalogue('again', { 1: 'villa.md' });
    expect((await images(again)).code).toBe(0);
    for (const src of ['1/mare.jpg', '1/exterior.jpg'])
      expect(readFileSync(photo(again, src)).equals(readFileSync(photo(reference, src))), src).toBe(true);
  });

  it('leaves a file already at a listed path as it is, and draws the others', { timeout: 120_000 }, async () => {
    const root = catalogue('with-photo', { 1: 'villa.md' });
    mkdirSync(path.dirname(photo(root, '1/mare.jpg')), { recursive: true });
    writeFileSync(photo(root, '1/mare.jpg'), REAL_PHOTO);
    const { code, stdout } = await images(root);
    expect(code).toBe(0);
    expect(stdout).toContain('1 image(s) written');
    expect(stdout).toContain('1 existing kept');
    expect(readFileSync(photo(root, '1/mare.jpg')).equals(REAL_PHOTO)).toBe(true);
    expect(readFileSync(photo(root, '1/exterior.jpg')).equals(readFileSync(photo(reference, '1/exterior.jpg')))).toBe(
      true,
    );
  });

  it('redraws every listed photo with --force, a real one included', { timeout: 120_000 }, async () => {
    const root = catalogue('forced', { 1: 'villa.md' });
    mkdirSync(path.dirname(photo(root, '1/mare.jpg')), { recursive: true });
    writeFileSync(photo(root, '1/mare.jpg'), REAL_PHOTO);
    const { code, stdout } = await images(root, '--force');
    expect(code).toBe(0);
    expect(stdout).toContain('2 image(s) written');
    expect(readFileSync(photo(root, '1/mare.jpg')).equals(readFileSync(photo(reference, '1/mare.jpg')))).toBe(true);
  });

  it('refuses a property file whose photo lies outside its folder, naming the file, and writes nothing for it', async () => {
    const root = catalogue('outside', { 2: 'outside-path.md' });
    const { code, stderr } = await images(root);
    expect(code).toBe(1);
    expect(stderr).toContain(
      'error: src/content/properties/2.md: image src "../elsewhere/mare.jpg" must be a relative .jpg path beside the file',
    );
    expect(existsSync(photo(root, '2/dormitor.jpg'))).toBe(false);
    expect(existsSync(photo(root, '../elsewhere/mare.jpg'))).toBe(false);
  });

  it('stops at an unknown argument', async () => {
    const { code, stderr } = await images(reference, '--overwrite');
    expect(code).toBe(2);
    expect(stderr).toContain('usage: node tools/illustrations/cli.ts [--force] [--root <dir>]');
  });
});

describe('a picture', () => {
  const hints = { title: 'Vila', propertyType: 'Vilă', alt: 'Dormitor cu două paturi' };

  it('is the same SVG for the same path, and another one for another property', () => {
    const { svg } = drawIllustration('5/dormitor.jpg', hints);
    expect(drawIllustration('5/dormitor.jpg', hints).svg).toBe(svg);
    expect(drawIllustration('6/dormitor.jpg', hints).svg).not.toBe(svg);
  });

  it('takes its scene from the file name, with diacritics, a number or another word for it', () => {
    expect(drawIllustration('5/Piscină-2.jpg', hints).known).toBe(true);
    expect(drawIllustration('5/bazin.jpg', hints).known).toBe(true);
    expect(drawIllustration('5/apus.jpg', hints).known).toBe(false);
  });
});

describe('reading a property file for its photos', () => {
  const file = 'src/content/properties/3.md';
  const read = (frontMatter: string) => () => readPropertyPhotos(`---\n${frontMatter}\n---\nDescriere.\n`, file);

  it('takes the title, the kind and each photo with its alt text', () => {
    expect(
      read('title: Casa\npropertyType: Vilă\nimages:\n  - src: ./3/mare.jpg\n    alt: Marea\n  - src: ./3/baie.jpg')(),
    ).toEqual({
      title: 'Casa',
      propertyType: 'Vilă',
      photos: [
        { src: './3/mare.jpg', alt: 'Marea' },
        { src: './3/baie.jpg', alt: '' },
      ],
    });
  });

  it('says what is missing or wrong, naming the file', () => {
    expect(read('title: Casa')).toThrow(`${file}: front matter has no list under "images:"`);
    expect(read('title: Casa\nimages:')).toThrow(`${file}: images: list is empty`);
    expect(read('images:\n  - src: ./3/mare.jpg')).toThrow(`${file}: front matter has no title`);
    expect(read('title: Casa\nimages:\n  - alt: Marea')).toThrow(`${file}: image 1 has no src`);
    expect(read('title: Casa\nimages:\n  - ./3/mare.jpg')).toThrow(
      `${file}: image 1 should be written "- src: ./<id>/<name>.jpg"`,
    );
    expect(read('title: Casa\nimages:\n  - src: /tmp/mare.jpg')).toThrow(
      `${file}: image src "/tmp/mare.jpg" must be a relative .jpg path beside the file`,
    );
    expect(read('title: Casa\nimages:\n  - src: ./3/mare.png')).toThrow(
      `${file}: image src "./3/mare.png" must be a relative .jpg path beside the file`,
    );
    expect(read('title: "Casa\nimages: []')).toThrow(`${file}: `);
    expect(() => readPropertyPhotos('title: Casa\n', file)).toThrow(`${file}: missing YAML front matter`);
  });
});
