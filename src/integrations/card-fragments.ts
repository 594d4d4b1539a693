// A list larger than one page shows its first cards in its HTML; a search, its 'more results' or the favourites
// fetch the others one by one, as the same card the town pages carry. Once the site is built, this integration cuts
// every card out of the built lists (each property is on one of its town's pages in each language) and writes it
// alone, as `card/7.html` beside the language's pages: no card is rendered twice, and the build renders no page more.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { splitLanguage } from '../lib/languages';
import { cardFolder } from '../lib/card-address';
import { htmlFiles } from './html-files';

const CARD_START = /<li data-property-id="([^"]+)"/g;
const TAG = /<(\/?)li[\s>]/g;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/** Each card of a built list, as its whole `<li>` (nested lists included), by its property's id. */
export function cardsOfPage(html: string): Map<string, string> {
  const cards = new Map<string, string>();
  for (const start of html.matchAll(CARD_START)) {
    TAG.lastIndex = start.index;
    let depth = 0;
    for (let tag = TAG.exec(html); tag; tag = TAG.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        // A script in a card (the islands' loader, before a page's first island) would not run where it is put.
        cards.set(start[1]!, html.slice(start.index, tag.index + '</li>'.length).replace(SCRIPT, ''));
        break;
      }
    }
  }
  return cards;
}

/** Writes each property's card, in each language its list is built in, to `card/<id>.html` under that language. */
export default function cardFragments(): AstroIntegration {
  return {
    name: 'card-fragments',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const written = new Set<string>();
        for await (const file of htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          if (!html.includes('data-properties-grid')) continue;
          const { language } = splitLanguage(`/${relative(root, file).split(sep).join('/')}`);
          const folder = join(root, cardFolder(language));
          for (const [id, card] of cardsOfPage(html)) {
            const path = join(folder, `${id}.html`);
            if (written.has(path)) continue;
            written.add(path);
            await mkdir(folder, { recursive: true });
            await writeFile(path, card);
          }
        }
        logger.info(`${written.size} cards written on their own for the lists' searches`);
      },
    },
  };
}
