// The content editor in the browser: Sveltia CMS, started with the configuration the page carries (made from the
// property schema at build time, config.ts) and the property files read and written in the catalogue's own form.
import CMS from '@sveltia/cms';
import {
  PROPERTY_FORMAT,
  readPropertyFile,
  readTranslationFile,
  TRANSLATION_FORMAT,
  writePropertyFile,
  writeTranslationFile,
} from './property-file';
import { type EditorSetup, SETUP_ELEMENT } from './setup';

const setup = JSON.parse(document.getElementById(SETUP_ELEMENT)?.textContent ?? 'null') as EditorSetup | null;
if (!setup) throw new Error(`the page has no #${SETUP_ELEMENT} to start the editor with`);
CMS.registerCustomFormat(PROPERTY_FORMAT, 'md', {
  fromFile: readPropertyFile,
  toFile: (content) => writePropertyFile(content, setup.layout),
});
CMS.registerCustomFormat(TRANSLATION_FORMAT, 'md', {
  fromFile: readTranslationFile,
  toFile: (content) => writeTranslationFile(content, setup.translationLayout),
});
void CMS.init({ config: setup.config });
