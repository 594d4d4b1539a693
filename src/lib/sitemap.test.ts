import { describe, expect, it } from 'vitest';
import { withDefaultAlternate } from './sitemap';

const links = [
  { lang: 'ro', url: 'https://example.org/apartment/7' },
  { lang: 'en', url: 'https://example.org/en/apartment/7' },
];

describe('the sitemap’s alternates', () => {
  it('name the Romanian page x-default too', () => {
    const item = withDefaultAlternate({ url: 'https://example.org/en/apartment/7', links });
    expect(item.links).toEqual([...links, { lang: 'x-default', url: 'https://example.org/apartment/7' }]);
  });

  it('leave a page without a Romanian version, or with an x-default already, as it is', () => {
    const english = { url: 'https://example.org/en', links: [links[1]!] };
    expect(withDefaultAlternate(english)).toEqual(english);
    const named = {
      url: 'https://example.org/',
      links: [...links, { lang: 'x-default', url: 'https://example.org/' }],
    };
    expect(withDefaultAlternate(named)).toEqual(named);
  });
});
