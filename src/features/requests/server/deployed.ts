// The requests' setup as deployed: the store in Netlify Blobs, the built catalogue, the availability's sources,
// GitHub and the owner's webhook from the settings, the limits.
import { CATALOGUE } from '../../assistant/server';
import {
  blobConfirmedStays,
  deployedSources,
  OWNER_CALENDARS,
  purgeAvailabilityCache,
} from '../../availability/server';
import type { EditorRepository } from '../../editor';
import repository from '../../../../netlify/functions/_generated/repository.json';
import { githubSettings } from './github';
import type { RequestsSetup } from './handler';
import { readLimits } from './limits';
import type { MaintenanceSetup } from './maintenance';
import { webhookSettings } from './notify';
import { blobRequests, forgetCountsBefore } from './store';

const env = (name: string) => process.env[name];

/** The site's address for links: SITE_URL, else Netlify's own URL, else the address a request came to. */
const siteAddress = (fallback = 'http://localhost') => env('SITE_URL') || env('URL') || fallback;

/** The handler's setup as deployed, for a request that came to `origin`. */
export function deployedRequests(origin?: string): RequestsSetup {
  const confirmed = blobConfirmedStays();
  return {
    store: blobRequests(),
    catalogue: CATALOGUE,
    availability: (now) => deployedSources(now),
    confirmed,
    github: githubSettings(repository as EditorRepository, env),
    webhook: webhookSettings(env, siteAddress(origin)),
    limits: readLimits(env),
    purgeAvailability: () => purgeAvailabilityCache(env),
  };
}

/** The schedule's setup as deployed. */
export function deployedMaintenance(): MaintenanceSetup {
  return {
    store: blobRequests(),
    webhook: webhookSettings(env, siteAddress()),
    confirmed: blobConfirmedStays(),
    built: OWNER_CALENDARS,
    forgetCountsBefore: (day) => forgetCountsBefore(day),
  };
}
