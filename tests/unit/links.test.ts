// The link check over dist/ (tools/check-links.ts), on a two-page site in tests/fixtures/links/site.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDist } from '../../tools/lib/dist';
import { brokenLinks, fileFor, readPage } from '../../tools/lib/links';
import { pageAddress } from '../../src/lib/page-address';

const site = readDist(join(import.meta.dirname, '..', 'fixtures', 'links', 'site'));

describe('pageAddress', () => {
  it('gives the address a page file is served on, without .html or a trailing slash', () => {
    expect(pageAddress('index.html')).toBe('/');
    expect(pageAddress('apartment/7.html')).toBe('/apartment/7');
    expect(pageAddress('guides/index.html')).toBe('/guides');
  });
});

describe('fileFor', () => {
  const files = new Set(['index.html', 'apartment/7.html', 'guides/index.html', '_astro/a.js']);
  it('finds the file, the page of the same name, or the folder page', () => {
    expect(fileFor('/', files)).toBe('index.html');
    expect(fileFor('/apartment/7', files)).toBe('apartment/7.html');
    expect(fileFor('/guides', files)).toBe('guides/index.html');
    expect(fileFor('/_astro/a.js', files)).toBe('_astro/a.js');
  });
  it('answers null when nothing in the build answers', () => {
    expect(fileFor('/apartment/8', files)).toBeNull();
    expect(fileFor('/_astro/b.js', files)).toBeNull();
  });
});

describe('readPage', () => {
  it('reads links from attributes only: not from comments or scripts', () => {
    const urls = readPage(site.pages.get('index.html')!).references.map((reference) => reference.url);
    expect(urls).toContain('/_astro/photo-800.webp');
    expect(urls).toContain('https://wa.me/40741234567?text=Bun%C4%83&x=1');
    expect(urls).not.toContain('/in-a-comment');
    expect(urls).not.toContain('/in-a-script');
  });
});

describe('brokenLinks', () => {
  const broken = brokenLinks({ ...site, routes: new Set(['/api/ai-chat']), origin: 'https://site.example' });

  it('lists every broken internal link with its page and the reason, and nothing else', () => {
    expect(broken.map(({ page, url, reason }) => `${page} ${url} ${reason}`)).toEqual([
      'apartment/7.html 8 leads to nothing in dist',
      'index.html /apartment/7#reviews has no element with id "reviews" on /apartment/7',
      'index.html #contact has no element with id "contact" on /',
      'index.html /apartment/8 leads to nothing in dist',
      "index.html /apartment/7/ ends in '/': pages are served without a trailing slash",
      "index.html /apartment/7.html names the page's file: its address is /apartment/7",
      'index.html https://site.example/apartment/9 leads to nothing in dist',
      'index.html /_astro/photo-800.webp leads to nothing in dist',
      'index.html /_astro/client.js leads to nothing in dist',
    ]);
  });

  it('names the attribute that holds each broken link', () => {
    expect(broken.filter((link) => link.attribute === 'srcset').map((link) => link.url)).toEqual([
      '/_astro/photo-800.webp',
    ]);
    expect(broken.filter((link) => link.attribute === 'renderer-url').map((link) => link.url)).toEqual([
      '/_astro/client.js',
    ]);
  });

  it('counts a function path as broken unless it is a known route', () => {
    const withoutRoutes = brokenLinks({ ...site, origin: 'https://site.example' });
    expect(withoutRoutes.filter((link) => link.url === '/api/ai-chat')).toHaveLength(1);
  });

  it('leaves absolute links alone when the site origin is not known', () => {
    const unknownOrigin = brokenLinks(site);
    expect(unknownOrigin.some((link) => link.url.startsWith('https://'))).toBe(false);
  });
});
