// Every language's interface tables, loaded before the unit tests: in a page a script loads its own language's
// (src/i18n/index.ts), and the tests speak all three.
import { loadLanguage } from '../../src/i18n';
import { LANGUAGES } from '../../src/lib/languages';

await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));
