// What the editor's page hands its script: the configuration and the file layout, made at build time (config.ts),
// and what the editor knows of the catalogue and of where the site is published.
import type { CmsConfig } from '@sveltia/cms';
import type { CatalogueFacts } from './catalogue-facts';
import type { FileLayout } from './property-file';

/** Where a save goes and where the owner looks when its publication does not arrive. */
export interface PublicationSetup {
  /** The GitHub repository the editor commits to, 'owner/name'. */
  repository: string;
  /** The branch whose commits Netlify deploys. */
  branch: string;
  /** Netlify's page of the site's deploys, where a failed one says why. */
  deploysUrl: string;
}

/** The editor's configuration and the layouts it writes the property files and their translations in. */
export interface EditorSetup {
  config: CmsConfig;
  layout: FileLayout;
  translationLayout: FileLayout;
  catalogue: CatalogueFacts;
  publication: PublicationSetup;
}

/** The id of the page's element that carries the setup as JSON. */
export const SETUP_ELEMENT = 'editor-setup';
