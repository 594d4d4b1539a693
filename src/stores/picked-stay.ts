// The stay a visitor has chosen for one property on its page (in the booking wizard's calendar), which that page's
// side card quotes instead of the search's dates. It lives apart from the wizard's store, so the property page reads
// it without loading the wizard's code.
import { atom } from 'nanostores';
import type { IsoDay } from '../lib/dates';

/** A stay chosen for one property. */
export interface PickedStay {
  propertyId: string;
  checkIn: IsoDay;
  checkOut: IsoDay;
  guests: number;
}

/** The stay last chosen in the wizard on this page, or null before one is chosen. */
export const $pickedStay = atom<PickedStay | null>(null);
