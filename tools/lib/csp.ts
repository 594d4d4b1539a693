// The Content-Security-Policy against the built pages: which inline scripts and styles need a hash,
// which hosts are framed, and whether a policy allows exactly that. Pure: the build (tools/security-headers.ts) and
// tools/check-csp.ts read dist/.
import { createHash } from 'node:crypto';
import { TILES_ATTRIBUTE, tilesOrigin } from '../../src/features/map/view.ts';
import { elements } from './html.ts';

/** A Content-Security-Policy as directive name → its sources, in order. */
export type Policy = Map<string, string[]>;

/** What a page needs allowed: directive → source → a description of what needs it. */
export type Needs = Map<string, Map<string, string>>;

/** A source a page needs and the policy lacks: that page breaks. */
export interface MissingSource {
  page: string;
  directive: string;
  source: string;
  what: string;
}

/** Script types a browser runs; a JSON or JSON-LD block is data, which no policy governs. */
const EXECUTABLE = /^(|module|(text|application)\/(java|ecma)script)$/i;
/** The directives whose sources the pages determine. */
const DERIVED = ['script-src', 'style-src', 'frame-src', 'img-src'];
const HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/** Parses a policy into directive → sources; names in lower case, and the first of a repeat wins, as in browsers. */
export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const directive of text.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** Writes a policy back as a header value. */
export function formatPolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The source that allows exactly `text` as an inline script or style: `'sha256-…'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * A short, one-line quote of inline code, to tell the reader which one is meant: its first 60 characters with its
 * runs of white space as one. Only as much of the code is read as they take (the inlined stylesheet is 70 KB).
 */
function quote(text: string): string {
  const trimmed = text.trim();
  for (let length = 128; ; length *= 2) {
    const line = trimmed.slice(0, length).replace(/\s+/g, ' ');
    if (line.length >= 60 || length >= trimmed.length) return JSON.stringify(line.slice(0, 60));
  }
}

/** What one page needs a policy to allow, and what in it no policy may allow (needsOf). */
export interface PageNeeds {
  needs: Needs;
  forbidden: string[];
}

/**
 * What one page needs the policy to allow (directive → source → what needs it) and the inline code
 * it holds that this policy can never allow (event handler and style attributes, javascript: links).
 */
export function needsOf(html: string): PageNeeds {
  const needs: Needs = new Map(DERIVED.map((directive) => [directive, new Map<string, string>()]));
  const forbidden: string[] = [];
  const need = (directive: string, source: string, what: string) => needs.get(directive)?.set(source, what);
  for (const { name, attributes, text = '' } of elements(html)) {
    if (name === 'script' && !('src' in attributes) && EXECUTABLE.test((attributes.type ?? '').trim())) {
      need('script-src', hashSource(text), `the inline script ${quote(text)}`);
    }
    if (name === 'style') need('style-src', hashSource(text), `the inline style ${quote(text)}`);
    if (name === 'iframe') {
      for (const source of [attributes.src, attributes['data-src']].filter((value): value is string =>
        Boolean(value),
      )) {
        const url = new URL(source, 'http://this.site.invalid');
        need('frame-src', url.host === 'this.site.invalid' ? "'self'" : url.origin, `the frame of ${source}`);
      }
    }
    // A map's area names the tiles' template its map fetches once opened (src/features/map/settings.ts).
    const tiles = attributes[TILES_ATTRIBUTE];
    if (tiles) need('img-src', tilesOrigin(tiles), `the map tiles of ${tiles}`);
    for (const attribute of Object.keys(attributes)) {
      if (/^on[a-z]+$/.test(attribute)) forbidden.push(`an ${attribute} attribute on <${name}>`);
      if (attribute === 'style') forbidden.push(`a style attribute on <${name}>`);
    }
    if (/^\s*javascript:/i.test(attributes.href ?? '')) forbidden.push(`a javascript: link on <${name}>`);
  }
  return { needs, forbidden };
}

/** Sources the pages decide: hashes in script-src and style-src, hosts in frame-src, the map tiles' hosts in img-src. */
const isDerived = (directive: string, source: string) =>
  directive === 'frame-src'
    ? !source.startsWith("'") || source === "'self'"
    : directive === 'img-src'
      ? /^https?:\/\//.test(source)
      : HASH.test(source);

/**
 * Compares `policy` with what `pages` (file → HTML) need. `missing`: sources a page needs and the
 * policy lacks (that page breaks); `unused`: hashes and framed hosts no page needs; `forbidden`: inline
 * code no policy here allows; `needed`: every derived source, for `updatePolicy`.
 */
export function auditPolicy(policy: Policy, pages: ReadonlyMap<string, string>): PolicyAudit {
  return auditNeeds(policy, pageNeeds(pages));
}

/** Each page of `pages` (file → HTML) with what it needs (needsOf), read as they are gone through. */
function* pageNeeds(pages: ReadonlyMap<string, string>): Generator<[string, PageNeeds]> {
  for (const [page, html] of pages) yield [page, needsOf(html)];
}

/** What auditPolicy finds. */
export interface PolicyAudit {
  missing: MissingSource[];
  unused: { directive: string; source: string }[];
  forbidden: { page: string; what: string }[];
  needed: Map<string, Set<string>>;
}

/** auditPolicy over what each page needs (page → needsOf of its HTML), where the pages were read one at a time. */
export function auditNeeds(policy: Policy, pages: Iterable<readonly [string, PageNeeds]>): PolicyAudit {
  const needed = new Map(DERIVED.map((directive) => [directive, new Set<string>()]));
  const missing: MissingSource[] = [];
  const forbidden: { page: string; what: string }[] = [];
  for (const [page, found] of pages) {
    forbidden.push(...found.forbidden.map((what) => ({ page, what })));
    for (const [directive, sources] of found.needs) {
      const allowed = policy.get(directive) ?? policy.get('default-src') ?? [];
      for (const [source, what] of sources) {
        if (!allowed.includes(source) && !needed.get(directive)?.has(source))
          missing.push({ page, directive, source, what });
        needed.get(directive)?.add(source);
      }
    }
  }
  const unused = DERIVED.flatMap((directive) =>
    (policy.get(directive) ?? [])
      .filter((source) => isDerived(directive, source) && !needed.get(directive)?.has(source))
      .map((source) => ({ directive, source })),
  );
  return { missing, unused, forbidden, needed };
}

/** `policy` with its derived sources replaced by exactly the `needed` ones (sorted), its other sources kept. */
export function updatePolicy(policy: Policy, needed: ReadonlyMap<string, ReadonlySet<string>>): Policy {
  const updated = new Map(policy);
  for (const [directive, sources] of needed) {
    // Images have sources of their own beside the tiles' hosts ('self', data:): a policy without img-src keeps the
    // default's for them, and gets an img-src only once a page needs a host.
    if (directive === 'img-src' && !policy.has(directive) && sources.size === 0) continue;
    const current =
      directive === 'img-src' ? (policy.get(directive) ?? policy.get('default-src')) : policy.get(directive);
    const kept = (current ?? []).filter((source) => !isDerived(directive, source) && source !== "'none'");
    const all = [...kept, ...[...sources].sort()];
    updated.set(directive, all.length > 0 ? all : ["'none'"]);
  }
  return updated;
}

/**
 * What the content editor's own policy must hold, against its page: scripts from the site's own files only (no
 * inline script, no 'unsafe-inline' or 'unsafe-eval', no other host), WebAssembly at most ('wasm-unsafe-eval'), and
 * no framing, objects or other base URL. Styles may be inline ('unsafe-inline'): the editor injects them at run time,
 * and a hash beside 'unsafe-inline' would switch it off. Returns the problems, none when the policy fits.
 */
export function auditEditorPolicy(policy: Policy, html: string): string[] {
  const problems: string[] = [];
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  for (const source of scripts)
    if (!["'self'", "'wasm-unsafe-eval'"].includes(source))
      problems.push(`script-src allows ${source}: the editor's scripts are the site's own files`);
  const { needs, forbidden } = needsOf(html);
  for (const what of needs.get('script-src')?.values() ?? [])
    problems.push(`${what}: the editor's page runs no inline script`);
  problems.push(...forbidden.map((what) => `${what}: the editor's page holds no inline handler or javascript: link`));
  if ((policy.get('style-src') ?? []).some((source) => HASH.test(source)))
    problems.push("style-src lists a hash, which switches off the 'unsafe-inline' the editor's styles need");
  const exactly: [string, string][] = [
    ['default-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  for (const [directive, source] of exactly)
    if ((policy.get(directive) ?? []).join(' ') !== source) problems.push(`${directive} is not ${source}`);
  return problems;
}
