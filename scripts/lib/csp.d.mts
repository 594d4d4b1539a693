/** A Content-Security-Policy as directive name → its sources, in order. */
export type Policy = Map<string, string[]>;

/** What a page needs allowed: directive → source → a description of what needs it. */
export type Needs = Map<string, Map<string, string>>;

/** Parses a policy into directive → sources. */
export function parsePolicy(text: string): Policy;

/** Writes a policy back as a header value. */
export function formatPolicy(policy: Policy): string;

/** The source that allows exactly `text` as an inline script or style: `'sha256-…'`. */
export function hashSource(text: string): string;

/** What one page needs the policy to allow, and the inline code no policy here allows. */
export function needsOf(html: string): { needs: Needs; forbidden: string[] };

/** Compares `policy` with what `pages` (file → HTML) need. */
export function auditPolicy(
  policy: Policy,
  pages: ReadonlyMap<string, string>,
): {
  missing: { page: string; directive: string; source: string; what: string }[];
  unused: { directive: string; source: string }[];
  forbidden: { page: string; what: string }[];
  needed: Map<string, Set<string>>;
};

/** `policy` with its derived sources replaced by exactly the `needed` ones. */
export function updatePolicy(policy: Policy, needed: ReadonlyMap<string, ReadonlySet<string>>): Policy;
