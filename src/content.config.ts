import { defineCollection } from 'astro:content';
import { propertiesLoader } from './loaders/properties';
import { propertySchema } from './schemas/property';

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

export const collections = { properties };
