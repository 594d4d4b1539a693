import { fromIsoDay } from '../dates';
import type { ChatAnswer, OpenBookingAction } from './protocol';
import { isRecord } from '../json';


function readAction(value: unknown): OpenBookingAction | undefined {
  if (!isRecord(value) || value['type'] !== 'open-booking' || typeof value['propertyId'] !== 'string') return undefined;
  const { propertyId, checkIn, checkOut, guests } = value;
  return {
    type: 'open-booking',
    propertyId,
    ...(typeof checkIn === 'string' && fromIsoDay(checkIn) ? { checkIn } : {}),
    ...(typeof checkOut === 'string' && fromIsoDay(checkOut) ? { checkOut } : {}),
    ...(typeof guests === 'number' && Number.isInteger(guests) && guests > 0 ? { guests } : {}),
  };
}

/** Reads a 200 answer of /api/ai-chat defensively: null unless it has a text message. */
export function readChatAnswer(value: unknown): ChatAnswer | null {
  if (!isRecord(value) || typeof value['message'] !== 'string') return null;
  const suggestions = Array.isArray(value['suggestions']) ? value['suggestions'].filter((id): id is string => typeof id === 'string') : [];
  const action = readAction(value['action']);
  return { message: value['message'], ...(suggestions.length ? { suggestions } : {}), ...(action ? { action } : {}) };
}
