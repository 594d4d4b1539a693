interface ImportMetaEnv {
  /** Business WhatsApp number, digits with country code 40 (e.g. 40741234567). */
  readonly PUBLIC_WHATSAPP_NUMBER?: string;
  /** Address of the page the 'Tur Virtual 3D' dialog embeds. */
  readonly PUBLIC_VIRTUAL_TOUR_URL?: string;
  /** The maps' tiles, a template with {z}, {x} and {y} (src/features/map/settings.ts); OpenStreetMap's by default. */
  readonly PUBLIC_MAP_TILES_URL?: string;
  /** The tiles' credit shown on every map: text and <a href="…">…</a> links. */
  readonly PUBLIC_MAP_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Leaflet's ES module build (its package names only the CommonJS one as its entry), typed as the package.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}

// The `hyphen` package's hyphenators for the site's languages (CommonJS modules without types of their own).
declare module 'hyphen/*' {
  const hyphenator: { hyphenateSync(text: string): string };
  export default hyphenator;
}
