// What the editor's page hands its script: the configuration and the file layout, made at build time (config.ts).
import type { CmsConfig } from '@sveltia/cms';
import type { FileLayout } from './property-file';

/** The editor's configuration and the layouts it writes the property files and their translations in. */
export interface EditorSetup {
  config: CmsConfig;
  layout: FileLayout;
  translationLayout: FileLayout;
}

/** The id of the page's element that carries the setup as JSON. */
export const SETUP_ELEMENT = 'editor-setup';
