/**
 * Site-wide settings. The deployment's own are overridable at build time through a PUBLIC_ environment
 * variable; the business's own figures are set here, in one place.
 */
import { assertBusinessNumber } from './lib/whatsapp';

/** The business WhatsApp number in international form without '+' (country code 40). */
export const WHATSAPP_NUMBER: string = assertBusinessNumber(import.meta.env.PUBLIC_WHATSAPP_NUMBER || '40741234567');

/** The page embedded by the 'Tur Virtual 3D' dialog. */
export const VIRTUAL_TOUR_URL: string =
  import.meta.env.PUBLIC_VIRTUAL_TOUR_URL || 'https://my.matterport.com/show/?m=SxQL3iGyoDo';

/**
 * The share of guests satisfied with their stay, in percent, shown in the hero ('95% oaspeți mulțumiți').
 * It is the business's own figure, from what its guests tell it, not something the catalogue holds: the
 * other hero figures are counted from the catalogue, this one is changed here by hand.
 */
export const SATISFIED_GUESTS_PERCENT = 95;

/** The shortest stay the business takes, in nights, as the property pages state it ('Minim nopți: 1 noapte'). */
export const MINIMUM_NIGHTS = 1;
