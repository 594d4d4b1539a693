// The 'Deschideți în aplicația de hărți' link leads to OpenStreetMap's page in every browser, script or not; on a
// phone whose maps app has an address of its own (Android's geo:, Apple Maps) it leads there instead.
import { mapsAppUrl, mapsPlatform, type Place } from './links';

const platform = mapsPlatform(navigator.userAgent, navigator.maxTouchPoints);
if (platform !== 'other')
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-maps-app]')) {
    link.href = mapsAppUrl(JSON.parse(link.dataset['mapsApp'] ?? '{}') as Place, platform);
  }
