// The availability answers at Netlify's CDN: kept under one cache tag, dropped whenever the taken nights change (a
// confirmed or cancelled request, a refresh that read other nights), so a change reaches guests within seconds while
// an unchanged answer is served by the CDN without calling the function.
import { purgeCache } from '@netlify/functions';

/** The cache tag of the availability answers at Netlify's CDN. */
export const AVAILABILITY_CACHE_TAG = 'availability';

/** Drops the CDN's availability answers. Only Netlify's CDN keeps them (`npm start` has nothing to drop, nor a token). */
export async function purgeAvailabilityCache(env: (name: string) => string | undefined = (name) => process.env[name]) {
  if (env('NETLIFY_PURGE_API_TOKEN') || env('NETLIFY') === 'true') await purgeCache({ tags: [AVAILABILITY_CACHE_TAG] });
}
