/** A built site: every file (relative to dist, '/'-separated) and the text of each HTML page. */
export interface Dist {
  files: Set<string>;
  pages: Map<string, string>;
}

/** Every file under `dir` and the text of each HTML page. */
export function readDist(dir: string): Dist;
