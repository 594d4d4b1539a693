// A fake map tile server on loopback, for the map journeys and the map benchmark: answers /{z}/{x}/{y}.png with a small
// valid PNG (a flat sea-blue square, 256 × 256 like OpenStreetMap's tiles) and counts what it was asked for. The built
// pages name OpenStreetMap's tiles; the journeys route those requests here, so no test reaches the real server.
//
//   /{z}/{x}/{y}.png   the tile, image/png, after ?latency=ms when asked
//   /requests          the tile paths asked for so far, as JSON      /health   200
//
// Run directly: node tests/support/fake-tiles.ts (PORT, default 4333).
import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

/** The fake's origin, the tile paths it was asked for in order, and its stop. */
export interface FakeTiles {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/** The tile paths the server answers: /z/x/y.png. */
export const TILE_PATH = /^\/(\d+)\/(\d+)\/(\d+)\.png$/;

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size` × `size` PNG of one colour (8-bit RGB). */
export function flatPng(size = 256, [red, green, blue] = [183, 225, 236]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts the fake on `port` (0: any free port). */
export function startFakeTiles(port = 0): Promise<FakeTiles> {
  const tile = flatPng();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    if (url.pathname === '/health') return void response.end('ok');
    if (url.pathname === '/requests') {
      response.setHeader('content-type', 'application/json');
      return void response.end(JSON.stringify(requests));
    }
    if (!TILE_PATH.test(url.pathname)) {
      response.statusCode = 404;
      return void response.end();
    }
    requests.push(url.pathname);
    const send = () => {
      response.setHeader('content-type', 'image/png');
      response.setHeader('cache-control', 'no-store');
      response.end(tile);
    };
    const latency = Number(url.searchParams.get('latency') ?? 0);
    if (latency > 0) setTimeout(send, latency);
    else send();
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startFakeTiles(Number(process.env['PORT'] ?? 4333));
  console.log(`fake tiles on ${url}`);
}
