// The address that opens a place in a maps application: OpenStreetMap's page, which every browser opens (and which
// the page links to before any script runs); on Android a geo: address, which offers the phone's own maps app; on an
// iPhone or iPad Apple Maps' address, which opens Apple Maps.

/** A place on the map and the name it is shown with. */
export interface Place {
  latitude: number;
  longitude: number;
  title: string;
}

/** The phones whose own maps app has an address of its own. */
export type MapsPlatform = 'android' | 'apple' | 'other';

/** The zoom of OpenStreetMap's page: a few streets around the place. */
const STREET_ZOOM = 17;

/** OpenStreetMap's page with a marker on the place. */
export function openStreetMapUrl({ latitude, longitude }: Place): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${STREET_ZOOM}/${latitude}/${longitude}`;
}

/** The address that opens `place` in `platform`'s maps app, named by its title. */
export function mapsAppUrl(place: Place, platform: MapsPlatform): string {
  const { latitude, longitude, title } = place;
  if (platform === 'android')
    return `geo:${latitude},${longitude}?q=${latitude},${longitude}(${encodeURIComponent(title)})`;
  if (platform === 'apple') return `https://maps.apple.com/?ll=${latitude},${longitude}&q=${encodeURIComponent(title)}`;
  return openStreetMapUrl(place);
}

/** The platform a browser's user agent (and its touch points: an iPad asks for the desktop site) says it runs on. */
export function mapsPlatform(userAgent: string, maxTouchPoints = 0): MapsPlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'apple';
  return 'other';
}
