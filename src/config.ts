/** Site-wide settings, each overridable at build time through a PUBLIC_ environment variable. */
import { assertBusinessNumber } from './lib/whatsapp';

/** The business WhatsApp number in international form without '+' (country code 40). */
export const WHATSAPP_NUMBER: string = assertBusinessNumber(import.meta.env.PUBLIC_WHATSAPP_NUMBER || '40741234567');

/** The page embedded by the 'Tur Virtual 3D' dialog. */
export const VIRTUAL_TOUR_URL: string =
  import.meta.env.PUBLIC_VIRTUAL_TOUR_URL || 'https://my.matterport.com/show/?m=SxQL3iGyoDo';
