// A loopback port no server holds, for a test that starts one of its own.
import { createServer } from 'node:net';

/** A port on 127.0.0.1 free at the moment of asking: the system's choice for a listener on port 0. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
