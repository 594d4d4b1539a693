// The content editor's configuration, made from the property schema at build time: one form field per schema field,
// with its Romanian label and hint, whether it is required, its choices, bounds, pattern and list limits, so that the
// form cannot drift from what the build accepts (config.test.ts holds them together). The same walk gives the file
// layout the editor writes the properties in (property-file.ts).
import type { CmsConfig, Field } from '@sveltia/cms';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro/content/config';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../lib/languages';
import { propertySchema } from '../../schemas/property';
import { propertyTranslation } from '../../schemas/property-translation';
import type { CatalogueFacts } from './catalogue-facts';
import { CATALOGUE_FOLDER } from './catalogue-folder';
import { nextFreeNumber } from './form-helpers';
import { type FileLayout, PAIR, PROPERTY_FORMAT, TRANSLATION_FORMAT } from './property-file';
import type { EditorSetup } from './setup';

/** Where the site's content lives and who may change it. */
export interface EditorSite {
  /** The GitHub repository the editor commits to, 'owner/name'. */
  repository: string;
  /** The branch whose commits Netlify deploys. */
  branch: string;
  /** The public site's origin, for the editor's links to it. */
  siteUrl: string;
  /** Netlify's page of the site's deploys (where a failed publication says why). */
  deploysUrl: string;
}

/** The longest side of a photo as the editor commits it; the build makes the smaller sizes. */
export const PHOTO_MAX_SIDE = 1600;

/** The photos an editor may upload: what the build's image pipeline reads, and a phone's HEIC, made WebP on upload. */
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';

/** The description below the front matter: the schema has no field for it, the form does. */
const DESCRIPTION_FIELD: Field = {
  name: 'body',
  label: 'Descriere',
  widget: 'text',
  hint: 'Între 80 și 200 de cuvinte, despre ce găsește oaspetele acolo; paragrafele se despart printr-un rând liber.',
};

/** A season's first or last night, as the form's pattern refuses it: the two forms it takes, in Romanian. */
const SEASON_DAY_MESSAGE =
  'Scrieți o zi care există: LL-ZZ pentru fiecare an (de ex. 07-01) sau AAAA-LL-ZZ pentru un singur an (de ex. 2027-05-01).';

/** What a field whose value must match a pattern tells the editor when it does not, in Romanian, by the field's path. */
const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  checkIn: 'Scrieți ora în forma HH:MM, de ex. 15:00.',
  checkOut: 'Scrieți ora în forma HH:MM, de ex. 11:00.',
  hostResponseRate: 'Scrieți un procent, de ex. 100%.',
  nearbyAttractions: 'Scrieți „loc - distanță”, de ex. Lacul Techirghiol - 1,2 km.',
  'prices.seasons.from': SEASON_DAY_MESSAGE,
  'prices.seasons.to': SEASON_DAY_MESSAGE,
};

/** A field of the schema as JSON Schema describes it, with the schema's own metadata (title, description, decimals). */
interface SchemaNode {
  type?: string;
  title?: string;
  description?: string;
  enum?: string[];
  /** What a select shows for each of `enum`'s values, where the schema names them in Romanian. */
  labels?: Record<string, string>;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  default?: unknown;
  decimals?: number;
  widget?: string;
  additionalProperties?: SchemaNode | boolean;
}

/** The property file's schema as JSON Schema, with a photo field standing for `image()`. */
export function propertyJsonSchema(): SchemaNode {
  const image = (() => z.string().meta({ widget: 'image' })) as unknown as SchemaContext['image'];
  return z.toJSONSchema(propertySchema({ image }), { io: 'output', unrepresentable: 'any' }) as SchemaNode;
}

/** The order of the fields in the form and the file: the schema's, with the photos after the reviews, as the files have them. */
function fieldOrder(names: string[]): string[] {
  const rest = names.filter((name) => name !== 'images');
  const at = rest.indexOf('reviews') + 1;
  return names.includes('images') ? [...rest.slice(0, at), 'images', ...rest.slice(at)] : rest;
}

/**
 * The order of the fields in the form: the file's, but for the direct bookings, which the owner comes for most
 * often, right after the title instead of below the prices and the host.
 */
export function formOrder(order: readonly string[]): string[] {
  const rest = order.filter((name) => name !== 'blocked');
  return order.includes('blocked') ? [...rest.slice(0, 1), 'blocked', ...rest.slice(1)] : rest;
}

/** The largest number JSON Schema writes for a bound the schema leaves open (`.int()` alone). */
const OPEN_BOUND = Number.MAX_SAFE_INTEGER;

/**
 * The form field for the schema field at `path` (its name, or 'prices.seasons' below the top: a list item's fields
 * are named after the list), with how its list names its items.
 */
function formField(path: string, node: SchemaNode, required: boolean): Field {
  return { ...fieldOf(path, node, required), ...LIST_ITEMS[path] } as Field;
}

/** The form field for the schema field at `path`, its kind told by its JSON Schema. */
function fieldOf(path: string, node: SchemaNode, required: boolean): Field {
  const name = path.slice(path.lastIndexOf('.') + 1);
  const common = {
    name,
    label: node.title ?? name,
    ...(node.description ? { hint: node.description } : {}),
    ...(required ? {} : { required: false }),
  };
  if (node.enum) return { ...common, widget: 'select', options: selectOptions(node.enum, node.labels) };
  if (node.type === 'integer' || node.type === 'number') {
    const min = node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : node.minimum;
    const step = node.type === 'integer' ? 1 : 10 ** -(node.decimals ?? 2);
    return {
      ...common,
      widget: 'number',
      value_type: node.type === 'integer' ? 'int' : 'float',
      ...(min !== undefined ? { min } : {}),
      ...(node.maximum !== undefined && node.maximum < OPEN_BOUND ? { max: node.maximum } : {}),
      step,
    };
  }
  if (node.type === 'array' && node.items) {
    const limits = {
      ...(node.minItems !== undefined ? { min: node.minItems } : {}),
      ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    };
    if (node.items.type === 'object' && node.items.properties) {
      const itemRequired = node.items.required ?? [];
      const fields = Object.entries(node.items.properties).map(([key, item]) =>
        formField(`${path}.${key}`, item, itemRequired.includes(key)),
      );
      return { ...common, widget: 'list', fields, ...limits };
    }
    const item = fieldOf(path, { ...node.items, ...(node.title ? { title: node.title } : {}) }, true);
    return { ...common, widget: 'list', field: item, ...limits };
  }
  // A group of fields (a property's prices): optional ones show as a box to tick before its fields appear.
  if (node.type === 'object' && node.properties) {
    const groupRequired = node.required ?? [];
    const fields = Object.entries(node.properties).map(([key, child]) =>
      formField(`${path}.${key}`, child, groupRequired.includes(key)),
    );
    return { ...common, widget: 'object', fields } as Field;
  }
  // A map of names to texts (a translation's photos: file name → alt text), edited as a list of pairs: the editor's
  // own key-value field takes the dot of 'terasa.jpg' for a nested key. The file keeps the map (property-file.ts).
  if (node.type === 'object' && typeof node.additionalProperties === 'object')
    return {
      ...common,
      widget: 'list',
      fields: [
        { name: PAIR.key, label: 'Fișierul', widget: 'string' },
        { name: PAIR.value, label: 'Textul', widget: 'string' },
      ],
    } as Field;
  // A photo of the site's own, uploaded from the device: no address of another host, no stock library.
  if (node.widget === 'image') return { ...common, widget: 'image', choose_url: false, accept: PHOTO_TYPES };
  if (node.format === 'date') return { ...common, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
  const pattern = node.pattern ? { pattern: [node.pattern, PATTERN_MESSAGES[path] ?? node.pattern] } : {};
  const url = node.format === 'uri' ? { type: 'url' as const } : {};
  return { ...common, widget: 'string', ...url, ...pattern } as Field;
}

/**
 * A select's choices: the values the file holds, each shown by its Romanian label where the schema gives labels (a
 * value written for the site to read, 'on-request'), else as written (a value that is already the Romanian word).
 */
function selectOptions(
  values: string[],
  labels?: Record<string, string>,
): string[] | { label: string; value: string }[] {
  return labels ? values.map((value) => ({ label: labels[value] ?? value, value })) : values;
}

/**
 * How each list of the form names one of its items, and the line an item of a list of objects is summed up by, by
 * the list's path.
 */
const LIST_ITEMS: Readonly<Record<string, { label_singular: string; summary?: string; collapsed?: 'auto' }>> = {
  images: { label_singular: 'fotografie', summary: '{{fields.alt}}' },
  photos: { label_singular: 'fotografie', summary: '{{fields.file}}: {{fields.text}}' },
  blocked: { label_singular: 'rezervare directă', summary: '{{fields.checkIn}} → {{fields.checkOut}}' },
  hostLanguages: { label_singular: 'limbă' },
  amenities: { label_singular: 'facilitate' },
  houseRules: { label_singular: 'regulă' },
  safetyFeatures: { label_singular: 'echipament' },
  nearbyAttractions: { label_singular: 'loc' },
  // Filled seasons folded to their summaries, so they read as a short table; a season being added stays open.
  'prices.seasons': {
    label_singular: 'sezon',
    collapsed: 'auto',
    summary: "{{fields.from}} → {{fields.to}}: {{fields.nightly | default('prețul de bază')}}",
  },
};

/**
 * The file layout of the fields below the top, from the schema: the keys of each mapping (a group, or a list's items)
 * in the schema's order, by its path, and the optional lists among them.
 */
function nestedLayout(path: string, node: SchemaNode): Pick<FileLayout, 'keys' | 'optionalLists'> {
  const mapping = node.type === 'array' ? node.items : node;
  if (mapping?.type !== 'object' || !mapping.properties) return { keys: {}, optionalLists: [] };
  const required = mapping.required ?? [];
  const children = Object.entries(mapping.properties).map(([key, child]) => {
    const inner = nestedLayout(`${path}.${key}`, child);
    const optional = child.type === 'array' && !required.includes(key) ? [`${path}.${key}`] : [];
    return { keys: inner.keys, optionalLists: [...optional, ...inner.optionalLists] };
  });
  return {
    keys: Object.assign({ [path]: Object.keys(mapping.properties) }, ...children.map((child) => child.keys)),
    optionalLists: children.flatMap((child) => child.optionalLists),
  };
}

/** The form's fields, in the file's order, and the layout of the file they are written to. */
export function propertyForm(): { fields: Field[]; layout: FileLayout } {
  const schema = propertyJsonSchema();
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const order = fieldOrder(Object.keys(properties));
  const isRequired = (name: string) => required.includes(name) && properties[name]?.default === undefined;
  const fields = formOrder(order).map((name) => formField(name, properties[name] ?? {}, isRequired(name)));
  const decimals = Object.fromEntries(
    order.flatMap((name) => {
      const places = properties[name]?.decimals;
      return places === undefined ? [] : [[name, places]];
    }),
  );
  const nested = order.map((name) => nestedLayout(name, properties[name] ?? {}));
  const optionalLists = [
    ...order.filter((name) => properties[name]?.type === 'array' && !isRequired(name)),
    ...nested.flatMap((layout) => layout.optionalLists),
  ];
  const keys = Object.assign({}, ...nested.map((layout) => layout.keys));
  return { fields: [...fields, DESCRIPTION_FIELD], layout: { order, keys, decimals, optionalLists } };
}

/** The form of a property's text in another language, from the translation schema, and the layout of its file. */
export function translationForm(): { fields: Field[]; layout: FileLayout } {
  const schema = z.toJSONSchema(propertyTranslation, { io: 'output' }) as SchemaNode;
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const order = Object.keys(properties);
  const fields = order.map((name) => formField(name, properties[name] ?? {}, required.includes(name)));
  return { fields: [...fields, DESCRIPTION_FIELD], layout: { order, keys: {}, decimals: {}, optionalLists: [] } };
}

/** Each language besides Romanian as the editor's Romanian names it. */
const LANGUAGE_NAMES_RO: Readonly<Record<Exclude<Language, 'ro'>, string>> = { en: 'engleză', ru: 'rusă' };

/** How the property files are named: the property's number, which is its page's address. */
const PROPERTY_SLUG = {
  editable: ['create'],
  pattern: ['^[1-9][0-9]*$', 'Numărul proprietății: doar cifre, de ex. 23.'],
  hint: 'Numărul proprietății, următorul liber (de ex. 23); pagina ei va fi /apartment/23.',
};

/**
 * The collection of the properties' text in `language`, beside the catalogue: a file per property in the language's
 * folder, named after the property, holding only what is written per property (the facts stay in the Romanian file).
 */
function translationCollection(language: Exclude<Language, 'ro'>, fields: Field[]) {
  const name = LANGUAGE_NAMES_RO[language];
  return {
    name: `properties-${language}`,
    label: `Proprietăți în ${name}`,
    label_singular: `Proprietate în ${name}`,
    description: `Textul fiecărei proprietăți în ${name}: titlul, descrierea, ce arată fotografiile, regulile și locurile din apropiere. Numărul, oaspeții, fotografiile și nopțile rezervate rămân în fișierul în română; o proprietate fără text complet în ${name} nu are pagină în ${name}.`,
    folder: `${CATALOGUE_FOLDER}/${language}`,
    format: TRANSLATION_FORMAT,
    create: true,
    delete: false,
    identifier_field: 'title',
    summary: '{{slug}} · {{title}}',
    slug: { ...PROPERTY_SLUG, hint: 'Numărul proprietății în română, de ex. 23: același fișier, tradus.' },
    fields,
  };
}

/** The editor's whole configuration for `site`. */
export function editorSetup(site: EditorSite, catalogue: CatalogueFacts): EditorSetup {
  const { fields, layout } = propertyForm();
  const translation = translationForm();
  const config: CmsConfig = {
    load_config_file: false,
    backend: { name: 'github', repo: site.repository, branch: site.branch },
    site_url: site.siteUrl,
    display_url: site.siteUrl,
    media_folder: CATALOGUE_FOLDER,
    public_folder: '.',
    media_libraries: {
      default: {
        config: {
          // A photo from a phone (4,000 px, 5 MB) is made at most PHOTO_MAX_SIDE on its longer side before it is
          // committed; Sveltia writes it as WebP, which the build reads like JPEG.
          transformations: {
            raster_image: { format: 'webp', quality: 85, width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE },
          },
        },
      },
      stock_assets: false,
    },
    editor: { preview: false },
    collections: [
      {
        name: 'properties',
        label: 'Proprietăți',
        label_singular: 'Proprietate',
        description: 'Cele 22 de proprietăți ale site-ului; fiecare are pagina ei, /apartment/ urmat de numărul ei.',
        folder: CATALOGUE_FOLDER,
        format: PROPERTY_FORMAT,
        create: true,
        delete: false,
        identifier_field: 'title',
        summary: '{{slug}} · {{title}}',
        // A new property starts with the next free number (the editor's menu ⋮ → Identificator changes it until it is saved).
        slug: { ...PROPERTY_SLUG, template: nextFreeNumber(catalogue.ids) },
        // The list by number, as the site's pages are (1, 2, … 10, not 1, 10, 2: the editor sorts digits as numbers).
        sortable_fields: { fields: ['slug', 'title'], default: { field: 'slug', direction: 'ascending' } },
        // The photos beside the property's file, in the folder named after it, listed as './23/living.webp'.
        media_folder: '{{slug}}',
        public_folder: './{{slug}}',
        fields,
      },
      ...LANGUAGES.filter((language): language is Exclude<Language, 'ro'> => language !== DEFAULT_LANGUAGE).map(
        (language) => translationCollection(language, translation.fields),
      ),
    ],
  } as CmsConfig;
  return {
    config,
    layout,
    translationLayout: translation.layout,
    catalogue,
    publication: { repository: site.repository, branch: site.branch, deploysUrl: site.deploysUrl },
  };
}
