// A page's other addresses: the build's redirects from a file name (src/integrations/page-redirects.ts) and Netlify's
// own from a trailing slash, as `npm start` repeats it (tools/lib/trailing-slash.ts). The server itself answering
// them is tests/unit/local-server.test.ts.
import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from '../../tools/lib/trailing-slash';
import { pageRedirects } from '../../src/integrations/page-redirects';
import { isErrorPage } from '../../src/lib/page-address';

describe('pageRedirects', () => {
  it("sends each page's file name on to its address, forced and permanent", () => {
    expect(pageRedirects(['index.html', 'apartment/7.html', 'guides/index.html', 'robots.txt'])).toEqual([
      '/apartment/7.html /apartment/7 301!',
      '/guides/index.html /guides 301!',
      '/index.html / 301!',
    ]);
  });

  it('leaves the error pages alone: they answer for other addresses and have none of their own', () => {
    expect(pageRedirects(['404.html', 'apartment/not-found.html'])).toEqual([]);
    expect(['/404', '/apartment/not-found', '/apartment/7', '/'].map(isErrorPage)).toEqual([true, true, false, false]);
  });
});

describe('withoutTrailingSlash', () => {
  const pages = new Set(['/apartment/7']);
  const at = (path: string) => withoutTrailingSlash(new URL(path, 'http://site.test'), (address) => pages.has(address));

  it("sends a page's address written with a slash on to the address, its query kept", () => {
    expect(at('/apartment/7/')).toBe('/apartment/7');
    expect(at('/apartment/7/?x=1')).toBe('/apartment/7?x=1');
  });

  it('leaves the address itself, the home page and what is no page to the rules after it', () => {
    expect(at('/apartment/7')).toBeNull();
    expect(at('/')).toBeNull();
    expect(at('/apartment/999/')).toBeNull();
    expect(at('/_astro/')).toBeNull();
  });
});
