// What the legal pages read from the deployment's settings: who runs the assistant's model (if one is configured), and
// the hosts a visitor's browser fetches from once they ask (the map's tiles, the 3D tour). The pages say what is true
// of the build they are part of, so a change of either setting shows in the privacy notice at the next deploy.

/** The settings the privacy notice names. */
export interface LegalSettings {
  /** Who receives the chat's messages to answer them; undefined when the site's offline assistant answers. */
  modelProvider: string | undefined;
  /** The host the map's tiles come from ('tile.openstreetmap.org'). */
  tilesHost: string;
  /** The host of the page the 3D tour embeds. */
  tourHost: string;
}

/**
 * The settings from their sources: the assistant's provider as its settings name it (`modelProvider` of the
 * assistant's entry), the tiles' origin (`tilesOrigin` of the maps' template) and the tour's address.
 */
export function legalSettings(modelProvider: string | undefined, tilesOrigin: string, tourUrl: string): LegalSettings {
  return { modelProvider, tilesHost: new URL(tilesOrigin).host, tourHost: new URL(tourUrl).host };
}
