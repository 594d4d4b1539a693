// The command line of the illustrations: `npm run images`, or
//
//   node tools/illustrations/cli.ts [--force] [--root <dir>]
//
// --force redraws every listed photo, real ones included; --root reads and writes another project's catalogue (the
// tests' temporary copies). Exits with 1 when a property file cannot be read, 2 on an unknown argument.
import path from 'node:path';
import { parseArgs } from 'node:util';
// Before anything that imports the site's modules, which Node could not resolve on its own.
import '../lib/extensionless-imports.ts';

const USAGE = 'usage: node tools/illustrations/cli.ts [--force] [--root <dir>]';

let options: { force: boolean; root: string };
try {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false }, root: { type: 'string' } } });
  options = { force: values.force, root: path.resolve(values.root ?? path.join(import.meta.dirname, '..', '..')) };
} catch (error) {
  console.error(`${USAGE}  (${error instanceof Error ? error.message : String(error)})`);
  process.exit(2);
}

const { generateIllustrations } = await import('./generate.ts');
const started = performance.now();
const { written, kept, failed, bytes } = await generateIllustrations(options);
console.log(
  `${written} image(s) written (${(bytes / 1048576).toFixed(1)} MB), ${kept} existing kept, ${failed} file(s) with errors, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (failed) process.exit(1);
