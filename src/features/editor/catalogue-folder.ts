// Where the catalogue lives, for the editor's configuration and for the facts the build gives it alike.

/** The catalogue's folder in the repository: one `{id}.md` per property, its photos in `{id}/` beside it. */
export const CATALOGUE_FOLDER = 'src/content/properties';
