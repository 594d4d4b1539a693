import type { BookingProperty } from '../lib/booking';

/** Where the dialogs' data is built (src/pages/dialog-properties.json.ts). */
const DIALOG_PROPERTIES_URL = '/dialog-properties.json';

let loading: Promise<BookingProperty[]> | undefined;

/** The properties the dialogs show, fetched once per page (and only when a dialog is about to open). */
export function dialogProperties(): Promise<BookingProperty[]> {
  loading ??= fetch(DIALOG_PROPERTIES_URL).then((response) => {
    if (!response.ok) throw new Error(`${DIALOG_PROPERTIES_URL}: ${response.status}`);
    return response.json() as Promise<BookingProperty[]>;
  });
  // A failed fetch may be retried on the next opening.
  loading.catch(() => (loading = undefined));
  return loading;
}
