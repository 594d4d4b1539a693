import { ro } from 'react-day-picker/locale';

/** The settings every calendar on the site shares: Romanian names, weeks from Monday (SPEC §9). */
export const ROMANIAN_CALENDAR = { locale: ro, weekStartsOn: 1 } as const;
