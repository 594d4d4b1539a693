/** A property as the dialogs need it (the booking wizard, the assistant's cards): plain data fetched with them. */
export interface DialogProperty {
  id: string;
  title: string;
  location: string;
  /** The most guests a request may name. */
  capacity: number;
  /** The first photo, small. */
  thumbnail: { src: string; alt: string };
}

/** Where the dialogs' data is built (src/pages/dialog-properties.json.ts). */
const DIALOG_PROPERTIES_URL = '/dialog-properties.json';

let loading: Promise<DialogProperty[]> | undefined;

/** The properties the dialogs show, fetched once per page (and only when a dialog is about to open). */
export function dialogProperties(): Promise<DialogProperty[]> {
  loading ??= fetch(DIALOG_PROPERTIES_URL).then((response) => {
    if (!response.ok) throw new Error(`${DIALOG_PROPERTIES_URL}: ${response.status}`);
    return response.json() as Promise<DialogProperty[]>;
  });
  // A failed fetch may be retried on the next opening.
  loading.catch(() => (loading = undefined));
  return loading;
}
