import { describe, expect, it } from 'vitest';
import { type KeptAnswer, TransformCache, transformKey } from './transform-cache';

const photo = (bytes: number, status = 200): KeptAnswer => ({
  status,
  headers: [['content-type', 'image/avif']],
  body: new Uint8Array(bytes),
});

describe('TransformCache', () => {
  it('makes a transform once: later requests, and those made while it is being made, get the kept answer', async () => {
    const cache = new TransformCache(1000);
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return photo(100);
    };
    const first = await Promise.all([cache.answer('a', make), cache.answer('a', make)]);
    const later = await cache.answer('a', make);
    expect(made).toBe(1);
    expect([...first, later].map(({ hit }) => hit)).toEqual([false, true, true]);
    expect(later.answer.body.byteLength).toBe(100);
  });

  it('keeps no failed answer: the next request makes it again', async () => {
    const cache = new TransformCache(1000);
    let made = 0;
    const failing = async () => {
      made += 1;
      return photo(10, 404);
    };
    await cache.answer('missing', failing);
    const again = await cache.answer('missing', failing);
    expect([made, again.hit, cache.bytes]).toEqual([2, false, 0]);
  });

  it('forgets the least recently used answers beyond its limit, and keeps none larger than it', async () => {
    const cache = new TransformCache(250);
    for (const key of ['a', 'b']) await cache.answer(key, async () => photo(100));
    cache.get('a');
    await cache.answer('c', async () => photo(100));
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined, cache.get('c') !== undefined]).toEqual([
      true,
      false,
      true,
    ]);
    expect(cache.bytes).toBe(200);
    await cache.answer('huge', async () => photo(300));
    expect([cache.get('huge'), cache.bytes]).toEqual([undefined, 200]);
  });
});

describe('transformKey', () => {
  it('tells transforms apart by their address, and by the formats accepted when the address names none', () => {
    const avif = new URL('http://x/.netlify/images?url=%2Fa.jpg&w=800&fm=avif');
    const negotiated = new URL('http://x/.netlify/images?url=%2Fa.jpg&w=800');
    expect(transformKey(avif, 'image/avif')).toBe(transformKey(avif, 'image/webp'));
    expect(transformKey(negotiated, 'image/avif')).not.toBe(transformKey(negotiated, 'image/webp'));
    expect(transformKey(avif, undefined)).not.toBe(
      transformKey(new URL('http://x/.netlify/images?url=%2Fa.jpg&w=400&fm=avif'), undefined),
    );
  });
});
