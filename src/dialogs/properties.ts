import { localizedPath, pageLanguage } from '../lib/languages';
import type { PropertyPrices } from '../schemas/property';
import type { TownTax } from '../schemas/town';

/** A property as the dialogs need it (the booking wizard, the assistant's cards): plain data fetched with them. */
export interface DialogProperty {
  id: string;
  title: string;
  location: string;
  /** Its town as the property's file writes it ('Constanța'): what the search's town goes by. */
  town: string;
  /** The most guests a request may name. */
  capacity: number;
  /** The first photo, small. */
  thumbnail: { src: string; alt: string };
  /** Its prices, when its owner set them: the wizard quotes the stay from them. */
  prices?: PropertyPrices;
  /** Its town's tax on every guest, if any. */
  tax?: TownTax;
}

/** Where the dialogs' data is built, in the page's language (src/pages/[...lang]/dialog-properties.json.ts). */
const dialogPropertiesUrl = () => localizedPath('/dialog-properties.json', pageLanguage());

let loading: Promise<DialogProperty[]> | undefined;

/** The properties the dialogs show, fetched once per page (and only when a dialog is about to open). */
export function dialogProperties(): Promise<DialogProperty[]> {
  const url = dialogPropertiesUrl();
  loading ??= fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<DialogProperty[]>;
  });
  // A failed fetch may be retried on the next opening.
  loading.catch(() => (loading = undefined));
  return loading;
}
