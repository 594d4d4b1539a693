import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { propertiesLoader } from './loaders/properties';
import { propertySchema } from './schemas/property';
import { townSchema } from './schemas/town';
import { TOWNS_FOLDER } from './schemas/towns-folder';

/**
 * The catalogue folder. The scale benchmark and the new-property test point it at a copy (CATALOGUE_DIR); such a
 * catalogue writes the functions' data only where FUNCTION_DATA_DIR says, never over the one the site ships with.
 */
const catalogueDir = process.env['CATALOGUE_DIR'];
const functionDataDir = catalogueDir ? process.env['FUNCTION_DATA_DIR'] : 'netlify/functions/_generated/';

const properties = defineCollection({
  // One markdown file per property; the file name (digits only) is the id used in /apartment/{id}.
  loader: propertiesLoader(catalogueDir ?? './src/content/properties', functionDataDir),
  schema: propertySchema,
});

// Each town's page words in every language, one file per town named after its page's address (constanta.md). A synthetic
// catalogue in other towns brings their files in a folder of its own (TOWNS_DIR, tools/synthetic-catalogue.ts).
const towns = defineCollection({
  loader: glob({ pattern: '*.md', base: TOWNS_FOLDER }),
  schema: townSchema,
});

export const collections = { properties, towns };
