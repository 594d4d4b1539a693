// The policy check over dist/ (tools/check-csp.ts): what pages need from a Content-Security-Policy.
import { describe, expect, it } from 'vitest';
import {
  auditEditorPolicy,
  auditPolicy,
  formatPolicy,
  hashSource,
  needsOf,
  parsePolicy,
  updatePolicy,
} from '../../tools/lib/csp';
import {
  EDITOR_POLICY,
  policyRules,
  readHeadersFile,
  sitePolicies,
  tomlPolicyLines,
} from '../../tools/lib/site-policies';

// Hashes worked out apart from the code under test (Python's hashlib).
const SCRIPT_HASH = "'sha256-NcFG924SlHfGQGG8hFEeEJDz1NgFlxPmZj3Us1sfdkI='";
const STYLE_HASH = "'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='";

const page = [
  '<head><style>a{color:red}</style></head>',
  '<script>console.log(1);</script>',
  '<script type="module">console.log(1);</script>',
  '<script type="module" src="/_astro/a.js"></script>',
  '<script type="application/json">{"not":"run"}</script>',
  '<script type="application/ld+json">{"@type":"Hotel"}</script>',
  '<iframe data-src="https://my.matterport.com/show/?m=abc&amp;play=1"></iframe>',
].join('\n');

describe('parsePolicy and formatPolicy', () => {
  it('read a header into directives and write it back', () => {
    const text = "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'";
    const policy = parsePolicy(` ${text}; `);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(formatPolicy(policy)).toBe(text);
  });
  it('keep the first of a repeated directive, as browsers do', () => {
    expect(parsePolicy("script-src 'self'; SCRIPT-SRC 'unsafe-inline'").get('script-src')).toEqual(["'self'"]);
  });
});

describe('needsOf', () => {
  it('hashes the inline scripts a browser runs and the inline styles, and names the framed origin', () => {
    const { needs, forbidden } = needsOf(page);
    expect(hashSource('console.log(1);')).toBe(SCRIPT_HASH);
    expect([...needs.get('script-src')!.keys()]).toEqual([SCRIPT_HASH]);
    expect([...needs.get('style-src')!.keys()]).toEqual([STYLE_HASH]);
    expect([...needs.get('frame-src')!.keys()]).toEqual(['https://my.matterport.com']);
    expect(forbidden).toEqual([]);
  });
  it('asks for the site itself for a frame of the same site', () => {
    expect([...needsOf('<iframe src="/embed"></iframe>').needs.get('frame-src')!.keys()]).toEqual(["'self'"]);
  });
  it("asks img-src for the host of a map's tiles, from the template its area names", () => {
    const map = '<div data-map-tiles="https://{s}.tiles.example.org/{z}/{x}/{y}.png"></div>';
    expect([...needsOf(map).needs.get('img-src')!.keys()]).toEqual(['https://a.tiles.example.org']);
    expect([...needsOf(page).needs.get('img-src')!.keys()]).toEqual([]);
  });
  it('reports inline code no hash can allow: handlers, style attributes, javascript: links', () => {
    const { forbidden } = needsOf(
      '<button onclick="go()">x</button><p style="color:red">y</p><a href="javascript:go()">z</a>',
    );
    expect(forbidden).toEqual([
      'an onclick attribute on <button>',
      'a style attribute on <p>',
      'a javascript: link on <a>',
    ]);
  });
});

describe('auditPolicy and updatePolicy', () => {
  const pages = new Map([['index.html', page]]);
  const stale = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
  const policy = parsePolicy(
    `default-src 'self'; script-src 'self' ${stale}; style-src 'self' ${STYLE_HASH}; frame-src https://old.example; object-src 'none'`,
  );

  it('finds what a page needs and the policy lacks, and what the policy allows for no page', () => {
    const { missing, unused, forbidden } = auditPolicy(policy, pages);
    expect(missing.map(({ directive, source }) => `${directive} ${source}`)).toEqual([
      `script-src ${SCRIPT_HASH}`,
      'frame-src https://my.matterport.com',
    ]);
    expect(unused).toEqual([
      { directive: 'script-src', source: stale },
      { directive: 'frame-src', source: 'https://old.example' },
    ]);
    expect(forbidden).toEqual([]);
  });

  it('rewrites only the derived sources, keeping every other source and directive', () => {
    const { needed } = auditPolicy(policy, pages);
    const updated = updatePolicy(policy, needed);
    expect(formatPolicy(updated)).toBe(
      `default-src 'self'; script-src 'self' ${SCRIPT_HASH}; style-src 'self' ${STYLE_HASH}; frame-src https://my.matterport.com; object-src 'none'`,
    );
    expect(auditPolicy(updated, pages)).toMatchObject({ missing: [], unused: [] });
  });
});

describe('the map tiles in img-src', () => {
  const mapPage = '<div data-map-tiles="https://tile.openstreetmap.org/{z}/{x}/{y}.png"></div>';
  const pages = new Map([['apartment/7.html', mapPage]]);

  it("names the tiles' host an img-src lacks, and a host no page needs any more", () => {
    const { missing, unused } = auditPolicy(
      parsePolicy("default-src 'self'; img-src 'self' data: https://old.tiles.example"),
      pages,
    );
    expect(missing).toEqual([
      {
        page: 'apartment/7.html',
        directive: 'img-src',
        source: 'https://tile.openstreetmap.org',
        what: 'the map tiles of https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      },
    ]);
    expect(unused).toEqual([{ directive: 'img-src', source: 'https://old.tiles.example' }]);
  });

  it("writes the host beside img-src's own sources, or the default's when it has none", () => {
    for (const [before, after] of [
      [
        "default-src 'self'; img-src 'self' data:",
        "default-src 'self'; img-src 'self' data: https://tile.openstreetmap.org; script-src 'none'; style-src 'none'; frame-src 'none'",
      ],
      [
        "default-src 'self'",
        "default-src 'self'; script-src 'none'; style-src 'none'; frame-src 'none'; img-src 'self' https://tile.openstreetmap.org",
      ],
    ] as const) {
      const policy = parsePolicy(before);
      expect(formatPolicy(updatePolicy(policy, auditPolicy(policy, pages).needed))).toBe(after);
    }
  });

  it('leaves a policy without img-src alone when no page draws a map', () => {
    const policy = parsePolicy("default-src 'self'");
    expect(formatPolicy(updatePolicy(policy, auditPolicy(policy, new Map([['a.html', '<p>x</p>']])).needed))).toBe(
      "default-src 'self'; script-src 'none'; style-src 'none'; frame-src 'none'",
    );
  });
});

describe('auditEditorPolicy', () => {
  const editorPage =
    '<html><body><script type="application/json" id="setup">{}</script><script type="module" src="/_astro/admin.js"></script></body></html>';
  const fits = parsePolicy(
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  );

  it("accepts the site's own scripts, WebAssembly and inline styles on a page with no inline script", () => {
    expect(auditEditorPolicy(fits, editorPage)).toEqual([]);
  });

  it('refuses evaluated or inline scripts, scripts from another host, and a style hash beside unsafe-inline', () => {
    const loose = new Map(fits);
    loose.set('script-src', ["'self'", "'unsafe-eval'", 'https://unpkg.com']);
    loose.set('style-src', ["'self'", "'unsafe-inline'", STYLE_HASH]);
    loose.set('frame-ancestors', ['*']);
    expect(auditEditorPolicy(loose, `${editorPage}<script>boot()</script>`)).toEqual([
      "script-src allows 'unsafe-eval': the editor's scripts are the site's own files",
      "script-src allows https://unpkg.com: the editor's scripts are the site's own files",
      'the inline script "boot()": the editor\'s page runs no inline script',
      "style-src lists a hash, which switches off the 'unsafe-inline' the editor's styles need",
      "frame-ancestors is not 'none'",
    ]);
  });
});

describe('the policies the build writes into _headers', () => {
  const editorPage = '<html><body><script type="module" src="/_astro/admin.js"></script></body></html>';
  const tiles = (template: string) =>
    new Map([
      ['index.html', page],
      ['apartment/7.html', `<div data-map-tiles="${template}"></div>`],
      ['admin.html', editorPage],
    ]);

  it("follow the tiles' host the pages name, with no step but the build", () => {
    for (const [template, host] of [
      ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
      ['https://{s}.tiles.example.com/v1/{z}/{x}/{y}@2x.png?key=k', 'https://a.tiles.example.com'],
      ['http://127.0.0.1:4445/{z}/{x}/{y}.png', 'http://127.0.0.1:4445'],
    ]) {
      const { site, problems } = sitePolicies(tiles(template!), 'admin.html');
      expect(problems).toEqual([]);
      expect(parsePolicy(site).get('img-src')).toEqual(["'self'", 'data:', host]);
      expect(parsePolicy(site).get('script-src')).toEqual(["'self'", SCRIPT_HASH]);
      expect(parsePolicy(site).get('frame-src')).toEqual(['https://my.matterport.com']);
    }
  });

  it('are read back from the file as Netlify and the local server apply them, the editor’s after the site’s', () => {
    const { site, editor } = sitePolicies(tiles('https://t.example/{z}/{x}/{y}.png'), 'admin.html');
    const rules = readHeadersFile(policyRules({ site, editor }));
    expect([...rules.keys()]).toEqual(['/*', '/admin']);
    expect(rules.get('/*')?.get('content-security-policy')).toBe(site);
    expect(rules.get('/admin')?.get('content-security-policy')).toBe(EDITOR_POLICY);
  });

  it('name what would break a page, so the build stops rather than ship it', () => {
    const pages = tiles('https://t.example/{z}/{x}/{y}.png');
    pages.set('index.html', '<button onclick="go()">x</button>');
    pages.set('admin.html', `${editorPage}<script>boot()</script>`);
    expect(sitePolicies(pages, 'admin.html').problems).toEqual([
      "index.html: an onclick attribute on <button>: no policy without 'unsafe-inline' allows it",
      '/admin\'s policy: the inline script "boot()": the editor\'s page runs no inline script',
    ]);
    expect(sitePolicies(pages, undefined).problems).toContain('the build has no page at /admin');
  });

  it('find a policy in netlify.toml, which would override the file’s', () => {
    expect(tomlPolicyLines('[[headers]]\n  for = "/*"\n  [headers.values]\n    X-Frame-Options = "DENY"\n')).toEqual(
      [],
    );
    expect(tomlPolicyLines('  [headers.values]\n    Content-Security-Policy = "default-src \'self\'"\n')).toHaveLength(
      1,
    );
  });
});
