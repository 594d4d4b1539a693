import type { IsoDay } from '../../lib/dates';
import { isRecord } from '../../lib/json';
import { isLanguage } from '../../lib/languages';
import { readStay } from '../../lib/stay';
import type { ChatAnswer, OpenBookingAction } from './protocol';

function readAction(value: unknown, today: IsoDay): OpenBookingAction | undefined {
  if (!isRecord(value) || value['type'] !== 'open-booking' || typeof value['propertyId'] !== 'string') return undefined;
  return { type: 'open-booking', propertyId: value['propertyId'], ...readStay(value, today) };
}

/**
 * Reads a 200 answer of /api/ai-chat defensively: null unless it has a text message. Stays it states are kept
 * only as far as they can be requested on `today` (never past, inverted, zero nights or too long).
 */
export function readChatAnswer(value: unknown, today: IsoDay): ChatAnswer | null {
  if (!isRecord(value) || typeof value['message'] !== 'string') return null;
  const suggestions = Array.isArray(value['suggestions'])
    ? value['suggestions'].filter((id): id is string => typeof id === 'string')
    : [];
  const action = readAction(value['action'], today);
  const stay = readStay(value['stay'], today);
  const provider = typeof value['provider'] === 'string' && value['provider'].trim() ? value['provider'] : undefined;
  const language = isLanguage(value['language']) ? value['language'] : undefined;
  return {
    message: value['message'],
    ...(suggestions.length ? { suggestions } : {}),
    ...(action ? { action } : {}),
    ...(Object.keys(stay).length ? { stay } : {}),
    ...(provider ? { provider } : {}),
    ...(language ? { language } : {}),
  };
}
