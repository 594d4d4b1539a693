// GET /api/availability: every property's taken nights for the next 12 months (?id= for one), with when its feeds
// were last read and whether that is too old to block anything. Cached briefly by the CDN.
import type { Config } from '@netlify/functions';
import { currentAvailability, OWNER_CALENDARS } from '../../src/features/availability/server';
import { HttpError, json } from '../../src/server/http';

/** A minute in browsers; five at the CDN, then served while it is fetched again: a refresh is at most every 5 minutes. */
export const AVAILABILITY_CACHE = {
  'cache-control': 'public, max-age=60',
  'netlify-cdn-cache-control': 'public, durable, max-age=300, stale-while-revalidate=600',
} as const;

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new HttpError(405, 'method_not_allowed', 'Use GET.', { allow: 'GET, HEAD' }).toResponse();
  }
  const id = new URL(request.url).searchParams.get('id');
  if (id !== null && !OWNER_CALENDARS.some((owner) => owner.id === id)) {
    return new HttpError(404, 'unknown_property', `No property has id ${JSON.stringify(id)}.`).toResponse();
  }
  try {
    const answer = await currentAvailability(id === null ? undefined : [id]);
    return json(answer, 200, AVAILABILITY_CACHE);
  } catch (error) {
    console.error('availability: no answer:', error);
    return new HttpError(500, 'availability_unavailable', 'Availability cannot be read right now.').toResponse();
  }
};

// A literal: Netlify reads it from the source, and drops a path it cannot read there. tests/unit/endpoints.test.ts
// holds it equal to AVAILABILITY_PATH, the browser's.
export const config: Config = { path: '/api/availability' };
