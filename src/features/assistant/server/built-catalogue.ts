// The catalogue the assistant recommends from: written at build time by the properties loader
// (src/content.config.ts) from the same markdown and schema as the site's pages.
import type { AssistantProperty } from '../search/catalogue';
import generated from '../../../../netlify/functions/_generated/catalogue.json';

/** The site's properties as the assistant knows them, ordered by id. */
export const CATALOGUE: readonly AssistantProperty[] = generated as AssistantProperty[];
