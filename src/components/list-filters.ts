// The list's filters beyond the town, the dates and the party (src/features/catalogue-search/filters.ts), loaded by
// browse.ts with their first use: the 'Filtre' button, or a search that already has them (an address, a reload, Back,
// another language's page). They read the search index, so they narrow a catalogue of any size the same way; the
// list shows the properties they leave (`only`), and a dialog offers each choice with how many properties it leaves.
import {
  AMENITY_FILTERS,
  type AmenityFilter,
  chosenCount,
  type FilterCounts,
  filterCounts,
  filtersQuery,
  inOrder,
  KINDS,
  type Kind,
  type ListFilters,
  NO_FILTERS,
  passesFilters,
  readFilters,
} from '../features/catalogue-search/filters';
import { searchIndex } from '../features/catalogue-search/search-index';
import type { SearchEntry } from '../features/catalogue-search/entries';
import { afterNextPaint } from '../browser/idle';
import { closeModal, closesOnBackdrop, showModal } from '../dialogs/modal';
import { count, loadLanguage, t, type TranslationKey } from '../i18n';
import { filterProperties, type ListFilter } from '../lib/filter';
import { $availability, takenNights } from '../features/availability/store';
import { notify } from '../stores/notices';
import { $listFilter, $search, $searchActive, updateSearch } from '../stores/search';
import { buttonClass } from './ui/button-variants';

/** Each kind's and amenity's name in the filters, by its address's word. */
const KIND_LABELS: Readonly<Record<Kind, TranslationKey>> = {
  camera: 'filters.kind.camera',
  apartament: 'filters.kind.apartament',
  suita: 'filters.kind.suita',
  vila: 'filters.kind.vila',
  penthouse: 'filters.kind.penthouse',
};
const AMENITY_LABELS: Readonly<Record<AmenityFilter, TranslationKey>> = {
  parcare: 'filters.amenity.parcare',
  piscina: 'filters.amenity.piscina',
  'vedere-la-mare': 'filters.amenity.vedere-la-mare',
  bucatarie: 'filters.amenity.bucatarie',
  'aer-conditionat': 'filters.amenity.aer-conditionat',
};

let index: SearchEntry[] | undefined;
/** The ids each filters' text leaves, worked out once per text. */
const passing = new Map<string, ReadonlySet<string>>();
let opener: HTMLButtonElement | null = null;

/** What the rest of the search leaves, as the list filters it: the town, and with dates the party and free nights. */
function restOfSearch(): ListFilter {
  const { checkInDate: checkIn, checkOutDate: checkOut } = $search.get();
  const filter = $listFilter.get();
  return $searchActive.get()
    ? { ...filter, freeFor: { checkIn, checkOut, taken: takenNights($availability.get()) } }
    : filter;
}

let whenShown = () => {};
let loading: Promise<SearchEntry[]> | undefined;

/** Fetches the index and the page's words, once; after a failure (offline), again at the next use. */
function loadIndex(): Promise<SearchEntry[]> {
  loading ??= Promise.all([searchIndex(), loadLanguage()]).then(
    ([entries]) => {
      index = entries;
      whenShown();
      return entries;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts the filters on the list in `section`: the index is fetched, the button says how many filters are chosen, and
 * `shown` is called once the list can show the filters' results.
 */
export function startFilters(section: HTMLElement, shown: () => void): void {
  whenShown = shown;
  opener = section.querySelector<HTMLButtonElement>('[data-filters-open]');
  const badge = opener?.querySelector<HTMLElement>('[data-filters-count]');
  loadIndex().catch((error: unknown) => console.warn('The filters could not be loaded:', error));
  // A list the filters leave empty offers to drop them, keeping the town and the dates (the empty box shows only
  // while the list is empty).
  const clearEmpty = element('button', buttonClass('outline', 'md', 'mt-5'));
  clearEmpty.type = 'button';
  clearEmpty.hidden = true;
  clearEmpty.addEventListener('click', () => {
    updateSearch({ filters: '' });
    opener?.focus();
  });
  void loadLanguage().then(() => {
    clearEmpty.textContent = t('properties.dropFilters');
    section.querySelector('[data-properties-empty]')?.append(clearEmpty);
  });
  $search.subscribe(({ filters }) => {
    const chosen = chosenCount(readFilters(filters));
    clearEmpty.hidden = chosen === 0;
    if (!opener || !badge) return;
    badge.textContent = chosen > 0 ? String(chosen) : '';
    badge.hidden = chosen === 0;
    void loadLanguage().then(() => {
      if (chosen > 0) opener?.setAttribute('aria-label', `${t('filters.open')} (${count(chosen, 'filter')})`);
      else opener?.removeAttribute('aria-label');
    });
  });
}

/** The ids of the properties the filters written as `filters` leave, once the index has come; undefined before, and
    for no filters. */
export function only(filters: string): ReadonlySet<string> | undefined {
  if (!filters) return undefined;
  if (!index) {
    // Still on its way, or it failed: the list shows the filters' results once it has come.
    loadIndex().catch(() => undefined);
    return undefined;
  }
  let ids = passing.get(filters);
  if (!ids) {
    const chosen = readFilters(filters);
    ids = new Set(index.filter((entry) => passesFilters(entry, chosen)).map(({ id }) => id));
    passing.set(filters, ids);
  }
  return ids;
}

/** An element with classes and children. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.append(...children);
  return made;
}

/** A number in the page's language ('1.234'). */
const number = (n: number) => new Intl.NumberFormat(document.documentElement.lang || 'ro').format(n);

const X_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

/** A choice with its count: a checkbox, its label and, beside it, how many properties choosing it leaves. */
function choice(
  label: string,
  checked: boolean,
  change: (checked: boolean) => void,
): {
  row: HTMLLabelElement;
  box: HTMLInputElement;
  left: HTMLElement;
} {
  const box = element('input', 'size-5 shrink-0 cursor-pointer accent-sea-700');
  box.type = 'checkbox';
  box.checked = checked;
  box.addEventListener('change', () => change(box.checked));
  const left = element('span', 'text-sm text-sea-900/70');
  const row = element(
    'label',
    'flex cursor-pointer items-center gap-3 py-2',
    box,
    element('span', 'flex-1', label),
    left,
  );
  return { row, box, left };
}

/** A group of choices under its heading. */
function group(heading: string, ...rows: Node[]): HTMLFieldSetElement {
  return element('fieldset', 'mt-6 first:mt-2', element('legend', 'text-lg font-semibold', heading), ...rows);
}

/** A price bound's field: whole lei, empty for none. */
function priceField(label: string, value: number | undefined, placeholder: number | undefined, change: () => void) {
  const input = element(
    'input',
    'mt-1.5 h-12 w-full rounded-2xl border border-sea-900/12 bg-sand-50 px-3.5 text-[0.95rem]',
  );
  input.type = 'number';
  input.inputMode = 'numeric';
  input.min = '1';
  input.step = '1';
  input.value = value === undefined ? '' : String(value);
  if (placeholder !== undefined) input.placeholder = String(placeholder);
  input.addEventListener('input', change);
  const field = element('label', 'block flex-1 text-sm font-semibold text-sea-800', label, input);
  return { field, input };
}

/** A bound as typed: whole lei above nothing, or none. */
function typedBound(input: HTMLInputElement): number | undefined {
  const lei = Math.round(Number(input.value));
  return input.value.trim() !== '' && Number.isFinite(lei) && lei > 0 ? lei : undefined;
}

let dialog: HTMLDialogElement | undefined;

/**
 * Opens the filters' dialog over the list: the choices as they are in the search, each with the number of properties
 * it leaves, counted over what the rest of the search leaves. 'Afișați …' applies them; closing it otherwise (its
 * button, Escape, the backdrop) leaves the search as it was.
 */
export async function openFilters(): Promise<void> {
  let entries: SearchEntry[];
  try {
    entries = await loadIndex();
  } catch (error) {
    // Offline before the index came: said, and tried again at the next press.
    notify(t('filters.failedTitle'), t('filters.failedText'), { variant: 'destructive', topic: 'filters' });
    console.warn('The filters could not be loaded:', error);
    return;
  }
  if (dialog?.open) return;
  let draft: ListFilters = readFilters($search.get().filters);
  // What the rest of the search leaves (town, party, free nights), and the 'de la' prices among them.
  const base = filterProperties(entries, restOfSearch());
  const prices = base.flatMap(({ fromPrice }) => (fromPrice === undefined ? [] : [fromPrice]));

  const kinds = (Object.keys(KINDS) as Kind[]).map((kind) =>
    choice(t(KIND_LABELS[kind]), draft.kinds.includes(kind), (checked) => {
      draft = { ...draft, kinds: checked ? [...draft.kinds, kind] : draft.kinds.filter((chosen) => chosen !== kind) };
      update();
    }),
  );
  const amenities = (Object.keys(AMENITY_FILTERS) as AmenityFilter[]).map((amenity) =>
    choice(t(AMENITY_LABELS[amenity]), draft.amenities.includes(amenity), (checked) => {
      draft = {
        ...draft,
        amenities: checked ? [...draft.amenities, amenity] : draft.amenities.filter((chosen) => chosen !== amenity),
      };
      update();
    }),
  );
  const pets = choice(t('filters.petsWelcome'), draft.pets, (checked) => {
    draft = { ...draft, pets: checked };
    update();
  });
  const readPrice = () => {
    draft = { ...draft, minPrice: typedBound(min.input), maxPrice: typedBound(max.input) };
    update();
  };
  const min = priceField(
    t('filters.priceMin'),
    draft.minPrice,
    prices.length ? Math.min(...prices) : undefined,
    readPrice,
  );
  const max = priceField(
    t('filters.priceMax'),
    draft.maxPrice,
    prices.length ? Math.max(...prices) : undefined,
    readPrice,
  );
  const priceLeft = element('p', 'mt-2 text-sm text-sea-900/70');
  priceLeft.setAttribute('aria-live', 'polite');

  const title = element('h2', 'text-2xl font-semibold', t('filters.title'));
  title.id = 'filters-dialog-title';
  const close = element('button', buttonClass('ghost', 'icon', '-mt-1 -mr-2'));
  close.type = 'button';
  close.setAttribute('aria-label', t('filters.close'));
  close.innerHTML = X_ICON;
  const clear = element('button', buttonClass('ghost', 'md', '-ml-3 underline'), t('filters.clear'));
  clear.type = 'button';
  const apply = element('button', buttonClass('primary', 'md'));
  apply.type = 'button';

  const body = element(
    'div',
    'min-h-0 flex-1 overflow-y-auto px-5 pb-6 sm:px-6',
    group(t('filters.kind'), ...kinds.map(({ row }) => row)),
    group(
      t('filters.price'),
      element('p', 'mt-1 text-sm text-sea-900/70', t('filters.priceHint')),
      element('div', 'mt-3 flex gap-3', min.field, max.field),
      priceLeft,
    ),
    group(t('filters.amenities'), ...amenities.map(({ row }) => row)),
    group(t('filters.pets'), pets.row, element('p', 'text-sm text-sea-900/70', t('filters.petsHint'))),
  );
  const panel = element(
    'div',
    'flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-lift sm:max-h-[calc(100dvh-2rem)] sm:max-w-lg sm:rounded-3xl',
    element('div', 'flex items-start justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6', title, close),
    body,
    element(
      'div',
      'flex items-center justify-between gap-4 border-t border-sea-900/10 px-5 py-4 sm:px-6',
      clear,
      apply,
    ),
  );
  const frame = element(
    'dialog',
    'fixed inset-0 z-[80] m-0 size-full max-h-none max-w-none flex-col items-center justify-end border-0 bg-sea-950/60 p-0 text-sea-950 open:flex sm:justify-center sm:p-4',
    panel,
  );
  frame.setAttribute('aria-labelledby', title.id);
  frame.setAttribute('aria-modal', 'true');
  dialog = frame;

  const shut = () => closeModal(frame);
  // However it closes (its button, Escape, the backdrop, 'Afișați'), the dialog goes: it is made anew at each opening.
  frame.addEventListener('close', () => frame.remove(), { once: true });
  function update() {
    // As they will be shown: bounds typed the wrong way round count as the right way.
    const counts: FilterCounts = filterCounts(base, inOrder(draft));
    const show = (left: HTMLElement, n: number) => {
      left.textContent = `(${number(n)})`;
    };
    for (const [at, kind] of (Object.keys(KINDS) as Kind[]).entries()) show(kinds[at]!.left, counts.kinds[kind]);
    for (const [at, amenity] of (Object.keys(AMENITY_FILTERS) as AmenityFilter[]).entries())
      show(amenities[at]!.left, counts.amenities[amenity]);
    show(pets.left, counts.pets);
    const priced = draft.minPrice !== undefined || draft.maxPrice !== undefined;
    priceLeft.textContent = priced ? t('filters.priceLeft', { properties: count(counts.total, 'property') }) : '';
    apply.textContent = t('filters.show', { properties: count(counts.total, 'property') });
  }

  clear.addEventListener('click', () => {
    draft = NO_FILTERS;
    for (const { box } of [...kinds, ...amenities, pets]) box.checked = false;
    min.input.value = '';
    max.input.value = '';
    update();
  });
  // The tap closes the dialog in its own frame; the list follows the filters in the next (the search, its address,
  // the cards it shows or fetches), so the tap is answered without waiting for them.
  apply.addEventListener('click', () => {
    const chosen = filtersQuery(draft);
    shut();
    afterNextPaint(() => updateSearch({ filters: chosen }));
  });
  close.addEventListener('click', shut);
  closesOnBackdrop(frame, shut);
  update();
  document.body.append(frame);
  showModal(frame);
  (kinds[0]?.box ?? close).focus();
}
