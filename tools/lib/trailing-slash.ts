// Netlify answers a page's address written with a trailing slash ('/apartment/7/') with a permanent redirect to the
// address without it, when the page is a file (apartment/7.html) rather than a folder's index.html; it does so before
// any redirect rule is read, and rules cannot do it (Netlify compares their paths without the slash). `npm start`'s
// emulator serves the page there instead, so tools/serve.ts asks this first.

/**
 * Where Netlify sends `url` ('/apartment/7/?x=1' → '/apartment/7?x=1'), or null when it is no page's address with a
 * slash added; `isPageFile('/apartment/7')` says whether that address is a page built as a file of its own.
 */
export function withoutTrailingSlash(url: URL, isPageFile: (address: string) => boolean): string | null {
  if (url.pathname === '/' || !url.pathname.endsWith('/')) return null;
  const address = url.pathname.slice(0, -1);
  return isPageFile(address) ? `${address}${url.search}` : null;
}
