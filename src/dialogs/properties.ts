import { localizedPath, pageLanguage, type Language } from '../lib/languages';
import type { PropertyFields, PropertyPrices } from '../schemas/property';
import type { TownTax } from '../schemas/town';
import { beginInTasks } from '../lib/tasks';

/** A property as the dialogs need it (the booking wizard, the assistant's cards): plain data fetched with them. */
export interface DialogProperty {
  id: string;
  title: string;
  location: string;
  /** Its town as the property's file writes it ('Constanța'): what the search's town goes by. */
  town: string;
  /** The most guests a request may name. */
  capacity: number;
  /** Its cancellation policy, as its file names it and as the dialog's language does. */
  cancellation: { policy: PropertyFields['cancellationPolicy']; name: string };
  /** The first photo, small. */
  thumbnail: { src: string; alt: string };
  /** Its prices, when its owner set them: the wizard quotes the stay from them. */
  prices?: PropertyPrices;
  /** Its town's tax on every guest, if any. */
  tax?: TownTax;
}

/** What a property's prices say of the shortest stay: its minimum, and each season's days and minimum. */
export type StayMinimum = Pick<PropertyPrices, 'minNights' | 'seasons'>;

/**
 * The shortest stays the search's calendar offers (src/pages/dialog-properties/minimum-stays.json.ts): by town, each
 * distinct rule of its properties once ({} for a property without a minimum), however many properties share it.
 */
export interface MinimumStays {
  towns: Record<string, StayMinimum[]>;
}

/**
 * Where one property's data is built in `language` (src/pages/[...lang]/dialog-properties/[id].json.ts): a file per
 * property, so that a page fetches only the properties it shows or opens, whatever the catalogue's size.
 */
export const dialogPropertyUrl = (id: string, language: Language = pageLanguage()): string =>
  localizedPath(`/dialog-properties/${encodeURIComponent(id)}.json`, language);

/** Where the shortest stays are built, in one file for every language. */
export const MINIMUM_STAYS_URL = '/dialog-properties/minimum-stays.json';

const loaded = new Map<string, Promise<DialogProperty>>();
let minimums: Promise<MinimumStays> | undefined;
let prefetching = false;

/** Fetches JSON from `url`; a failure may be tried again at the next asking (`forget` drops the failed promise). */
function fetchJson<T>(url: string, forget: () => void): Promise<T> {
  const promise = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<T>;
  });
  promise.catch(forget);
  return promise;
}

/**
 * The file of every property in the page's language, which a catalogue the home page lists whole has
 * (src/pages/[...lang]/dialog-properties.json.ts): DialogHosts.astro names it.
 */
const wholeFile = (): string | undefined =>
  document.querySelector<HTMLElement>('[data-dialog-properties]')?.dataset['dialogProperties'];
let whole: Promise<Map<string, DialogProperty>> | undefined;

/**
 * Property `id` as the dialogs show it in `language` (the page's by default), fetched once per page: from the whole
 * catalogue's file where the page names one (one request for the sample's 22), else from its own.
 */
export function dialogProperty(id: string, language: Language = pageLanguage()): Promise<DialogProperty> {
  const file = language === pageLanguage() ? wholeFile() : undefined;
  if (file) {
    whole ??= fetchJson<DialogProperty[]>(file, () => (whole = undefined)).then(
      (all) => new Map(all.map((property) => [property.id, property])),
    );
    return whole.then((all) => all.get(id) ?? Promise.reject(new Error(`${file}: no property ${id}`)));
  }
  const url = dialogPropertyUrl(id, language);
  let property = loaded.get(url);
  if (!property) {
    property = fetchJson<DialogProperty>(url, () => loaded.delete(url));
    loaded.set(url, property);
  }
  return property;
}

/** The properties of `ids` that could be fetched, in the page's language, in the order of `ids`. */
export async function dialogProperties(ids: readonly string[]): Promise<DialogProperty[]> {
  const found = await Promise.allSettled(await beginInTasks(ids, (id) => dialogProperty(id)));
  return found.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/** The shortest stays by town, fetched once per page. */
export function minimumStays(): Promise<MinimumStays> {
  minimums ??= fetchJson<MinimumStays>(MINIMUM_STAYS_URL, () => (minimums = undefined));
  return minimums;
}

/** The properties the page's booking buttons open ('Selectați datele' on its cards, its property's own). */
function bookable(root: ParentNode = document): string[] {
  const ids = [...root.querySelectorAll<HTMLElement>('[data-open-booking]')].map(
    (button) => button.dataset['openBooking'] ?? '',
  );
  return [...new Set(ids.filter(Boolean))];
}

/**
 * Fetches, once the page is idle, the data of the properties its booking buttons open (a page of cards at most), so
 * that the wizard opens on them at once; and a button's property as a mouse or the focus approaches it, for the
 * cards a search brings in later.
 */
export function prefetchPageProperties(): void {
  // Each dialog's launcher asks; the page's properties are fetched once.
  if (prefetching) return;
  prefetching = true;
  void dialogProperties(bookable());
  const approached = (event: Event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-open-booking]');
    const id = button?.dataset['openBooking'];
    if (id) void dialogProperty(id).catch(() => undefined);
  };
  document.addEventListener('pointerover', approached, { passive: true });
  document.addEventListener('focusin', approached, { passive: true });
}
