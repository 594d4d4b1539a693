export const CALENDAR_PATH: string;
export const MIN_SECRET_LENGTH: number;
export function calendarKey(secret: string, id: string): string;
export function keyOpens(secret: string, id: string, key: string): boolean;
export function calendarLink(site: string, secret: string, id: string): string;
