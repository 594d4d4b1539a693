// The shortlist's page in the browser. Without a list in the address it shows the visitor's own shortlist, the latest
// saved first, and follows every change (a heart pressed here or in another tab). With one ('?lista=3,7,12', a list a
// friend sent) it shows that list, as it was sent, and offers to save it into the visitor's own, never replacing it.
// Either way the list can be sent on (the phone's share sheet, WhatsApp, a copied link) and two or three of its
// properties compared.
import { fillText } from '../../i18n/fill';
import { MOST_COMPARED, pageCatalogue, type SavedIds } from './list';
import { LIST_PARAMETER, sharedIds, sharedListPath } from './shared-list';
import { fetchCard } from '../catalogue-search';
import { $shortlist, shortlistRead, startShortlist, toggleSaved } from './store';

/** The page's words, with their {placeholders}, as ShortlistPage.astro writes them. */
export interface ShortlistPageTexts {
  title: string;
  sharedTitle: string;
  intro: string;
  sharedIntro: string;
  trimmed: string;
  unknown: string;
  copied: string;
  copyFailed: string;
  shareText: string;
  savedAll: string;
  /** What a friend's list with no property of the catalogue shows instead of the empty list's words. */
  sharedEmpty: string;
  compare: string;
  /** The shortlist's address in the page's language ('/en/favorite'). */
  listPath: string;
  /** The comparison's address in the page's language. */
  comparePath: string;
}

const root = document.querySelector<HTMLElement>('[data-shortlist-page]');

function part<T extends HTMLElement>(selector: string): T {
  const element = root?.querySelector<T>(selector);
  if (!element) throw new Error(`shortlist page: ${selector} is missing`);
  return element;
}

if (root) {
  const texts = JSON.parse(part('[data-shortlist-texts]').textContent ?? '{}') as ShortlistPageTexts;
  const grid = part<HTMLUListElement>('[data-shortlist-grid]');
  const cards = new Map(
    [...grid.querySelectorAll<HTMLLIElement>(':scope > li[data-property-id]')].map((card) => [
      card.dataset['propertyId'] ?? '',
      card,
    ]),
  );
  const title = part('[data-shortlist-title]');
  const notice = part('[data-shortlist-notice]');
  const actions = part('[data-shortlist-actions]');
  const empty = part('[data-shortlist-empty]');
  const choices = [...grid.querySelectorAll<HTMLInputElement>('input[data-compare-choice]')];
  // A large catalogue's page carries no card: those of the list are fetched as the lists carry them, and framed here
  // with their comparison box. One that cannot be fetched (no page in this language, offline) is not shown.
  const frame = root.querySelector<HTMLTemplateElement>('template[data-card-frame]');
  const asked = new Set<string>();
  const withCards = async (ids: SavedIds) => {
    if (!frame) return;
    const missing = ids.filter((id) => !asked.has(id));
    for (const id of missing) asked.add(id);
    await Promise.all(
      missing.map(async (id) => {
        const card = await fetchCard(id).catch(() => undefined);
        const framed = frame.content.firstElementChild?.cloneNode(true);
        const article = card?.querySelector('article');
        if (!article || !(framed instanceof HTMLLIElement)) return;
        framed.dataset['propertyId'] = id;
        framed.prepend(article);
        const choice = framed.querySelector<HTMLInputElement>('input[data-compare-choice]')!;
        choice.value = id;
        choice.setAttribute('aria-label', `${choice.getAttribute('aria-label')}: ${card?.dataset['title'] ?? ''}`);
        choice.addEventListener('change', () => updateCompare());
        choices.push(choice);
        cards.set(id, framed);
        grid.append(framed);
      }),
    );
  };
  const compareLink = part<HTMLAnchorElement>('[data-compare-link]');

  // A list in the address is a friend's; without one, the list is the visitor's own. Every id is checked against the
  // catalogue of the whole site (a property without a page in this language is kept, just not shown).
  const catalogue = pageCatalogue();
  startShortlist(catalogue);
  const shared = new URLSearchParams(location.search).has(LIST_PARAMETER)
    ? sharedIds(location.search, catalogue)
    : undefined;
  const read = shared ?? shortlistRead();
  const notices = [read.trimmed ? texts.trimmed : '', read.unknown > 0 ? texts.unknown : ''].filter(Boolean);
  notice.textContent = notices.join(' ');
  notice.hidden = notices.length === 0;

  if (shared) {
    title.textContent = texts.sharedTitle;
    part('[data-shortlist-intro]').textContent = texts.sharedIntro;
    part('[data-save-all]').hidden = false;
    part('[data-my-list]').hidden = false;
    part('[data-empty-title]').textContent = texts.sharedEmpty;
    part('[data-empty-how]').hidden = true;
    part('[data-save-all]').addEventListener('click', () => {
      for (const id of shared.ids) if (!$shortlist.get().includes(id)) toggleSaved(id);
      say(part('[data-page-status]'), texts.savedAll);
    });
  }

  /** The ids shown, in the order they are shown: a friend's list as sent; one's own the latest saved first. */
  const shownIds = (): SavedIds =>
    (shared ? shared.ids : [...$shortlist.get()].reverse()).filter((id) => cards.has(id));

  const render = () => {
    const ids = shownIds();
    // A card whose heart was just pressed off goes; focus moves to the next card's heart (or the one before, or the
    // heading) rather than staying with the hidden card.
    const focused = document.activeElement;
    const before = [...grid.querySelectorAll<HTMLLIElement>(':scope > li:not([hidden])')];
    const leaving = before.find((card) => !ids.includes(card.dataset['propertyId'] ?? ''));
    const staying = (card: HTMLLIElement) => ids.includes(card.dataset['propertyId'] ?? '');
    const at = leaving ? before.indexOf(leaving) : -1;
    const next = before.slice(at + 1).find(staying) ?? before.slice(0, Math.max(at, 0)).reverse().find(staying);
    for (const [id, card] of cards) {
      card.hidden = !ids.includes(id);
      if (card.hidden) card.querySelector<HTMLInputElement>('input[data-compare-choice]')!.checked = false;
    }
    for (const id of ids) grid.append(cards.get(id)!);
    if (leaving && focused && leaving.contains(focused)) {
      (next?.querySelector<HTMLElement>('button[data-favourite]') ?? title).focus();
    }
    empty.hidden = ids.length > 0;
    actions.hidden = ids.length === 0;
    updateCompare();
    updateShare(ids);
  };

  // Comparing: two or three ticked cards, in the order they are shown. A list of two or three starts ticked.
  const chosen = () =>
    choices.filter((choice) => choice.checked && !cards.get(choice.value)?.hidden).map((choice) => choice.value);
  const updateCompare = () => {
    const ids = shownIds();
    const ticked = chosen().sort((a, b) => ids.indexOf(a) - ids.indexOf(b));
    for (const choice of choices) choice.disabled = !choice.checked && ticked.length >= MOST_COMPARED;
    part('[data-compare-label]').textContent = fillText(texts.compare, { n: ticked.length });
    if (ticked.length >= 2) {
      compareLink.href = sharedListPath(texts.comparePath, ticked);
      compareLink.removeAttribute('aria-disabled');
    } else {
      compareLink.removeAttribute('href');
      compareLink.setAttribute('aria-disabled', 'true');
    }
  };
  for (const choice of choices) choice.addEventListener('change', updateCompare);
  /** A list of two or three starts ticked, once its cards are there. */
  const tickFirst = () => {
    const first = shownIds();
    if (first.length >= 2 && first.length <= MOST_COMPARED)
      for (const choice of choices) choice.checked = first.includes(choice.value);
  };

  // Sending the list on.
  const toggle = part<HTMLButtonElement>('[data-share-toggle]');
  const panel = part('#share-panel');
  const sheet = part<HTMLButtonElement>('[data-share-sheet]');
  const whatsapp = part<HTMLAnchorElement>('[data-share-whatsapp]');
  const link = part<HTMLInputElement>('[data-share-link]');
  const status = part('[data-share-status]');
  let address = '';
  function say(region: HTMLElement, message: string) {
    // The same words twice in a row are said again: the region is emptied first.
    region.textContent = '';
    requestAnimationFrame(() => {
      region.textContent = message;
    });
  }
  function updateShare(ids: SavedIds) {
    address = new URL(sharedListPath(texts.listPath, shared ? shared.ids : ids), location.origin).href;
    link.value = address;
    whatsapp.href = `https://wa.me/?text=${encodeURIComponent(`${texts.shareText} ${address}`)}`;
  }
  sheet.hidden = typeof navigator.share !== 'function';
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  });
  sheet.addEventListener('click', () => {
    navigator.share({ title: title.textContent ?? '', text: texts.shareText, url: address }).catch(() => {
      // Closed by the visitor, or refused: the other ways stay beside it.
    });
  });
  part('[data-share-copy]').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(address);
      say(status, texts.copied);
    } catch {
      say(status, texts.copyFailed);
      link.focus();
      link.select();
    }
  });

  void withCards(shared ? shared.ids : $shortlist.get()).then(() => {
    tickFirst();
    if (shared) render();
    else $shortlist.subscribe((ids) => void withCards(ids).then(render));
  });
  // A friend's list follows the visitor's own too: its hearts show what they saved, and nothing else changes.
}
