// An Astro image service that transforms nothing at build time: every size and format is a URL of
// Netlify's Image CDN (/.netlify/images), resized on first request and cached at the edge. Used for large
// catalogues (IMAGE_CDN=netlify), where build-time transforms would take hours; the originals ship as-is.
import type { ExternalImageService } from 'astro';
import { baseService } from 'astro/assets';

const FITS: Record<string, string> = {
  cover: 'cover',
  contain: 'contain',
  fill: 'fill',
  inside: 'contain',
  outside: 'cover',
};

const service: ExternalImageService = {
  ...baseService,
  getURL(options) {
    const src = typeof options.src === 'string' ? options.src : options.src.src;
    const params = new URLSearchParams({ url: src });
    if (options.width) params.set('w', String(options.width));
    if (options.height) params.set('h', String(options.height));
    if (options.format) params.set('fm', String(options.format));
    if (options.quality) params.set('q', String(options.quality));
    const fit = options.fit ? FITS[options.fit] : undefined;
    if (fit) params.set('fit', fit);
    return `/.netlify/images?${params}`;
  },
};

export default service;
