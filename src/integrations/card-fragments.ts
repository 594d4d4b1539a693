// A list larger than one page shows its first cards in its HTML; a search, its 'more results' or the favourites
// fetch the others one by one, as the same card the town pages carry. Once the site is built, this integration cuts
// every card out of the built lists (each property is on one of its town's pages in each language) and writes it
// alone, as `card/7.html` beside the language's pages: no card is rendered twice, and the build renders no page more.
// It is a step of the one pass over the finished pages (page-pass.ts), after the steps that rewrite them.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { cardFolder } from '../lib/card-address';
import { splitLanguage } from '../lib/languages';
import type { PageStep } from './page-pass';

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

/** Collects each property's card, in each language its list is built in, from the pass over the finished pages, and
    writes it to `card/<id>.html` under that language once the pass is over (beside the pages, not among them). */
export function cardFragmentsStep(): PageStep {
  let dist = '';
  const cards = new Map<string, string>();
  return {
    name: 'card-fragments',
    start: (folder) => {
      dist = folder;
    },
    page: (html, file) => {
      if (!html.includes('data-properties-grid')) return html;
      const { language } = splitLanguage(`/${relative(dist, file).split(sep).join('/')}`);
      for (const [id, card] of cardsOfPage(html)) {
        const path = join(cardFolder(language), `${id}.html`);
        if (!cards.has(path)) cards.set(path, card);
      }
      return html;
    },
    done: async (logger) => {
      for (const folder of new Set([...cards.keys()].map((path) => dirname(path))))
        await mkdir(join(dist, folder), { recursive: true });
      for (const [path, card] of cards) await writeFile(join(dist, path), card);
      logger.info(`${cards.size} cards written on their own for the lists' searches`);
      cards.clear();
    },
  };
}
