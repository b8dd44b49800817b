/** The tests' round-robin proxy: turns, streamed bodies both ways, a dead upstream skipped. */
import { createServer, type Server } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { freePort } from './ports.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin.ts';

/** An upstream answering `<name> <method> <path> <bytes of the body>`. */
async function upstream(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    let length = 0;
    request.on('data', (chunk: Buffer) => (length += chunk.length));
    request.on('end', () => {
      response.setHeader('x-upstream', name);
      response.end(`${name} ${request.method ?? ''} ${request.url ?? ''} ${String(length)}`);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String(port)}`, server };
}

const open: { close(): unknown }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

const text = async (proxy: RoundRobinProxy, path: string, init: RequestInit = {}) =>
  (await fetch(`${proxy.url}${path}`, init)).text();

it('sends each request to the next upstream in turn, bodies and answers streamed', async () => {
  const [a, b] = [await upstream('a'), await upstream('b')];
  open.push(a.server, b.server);
  const proxy = await startRoundRobinProxy([a.url, b.url]);
  open.push(proxy);
  expect(await text(proxy, '/one?x=1')).toBe('a GET /one?x=1 0');
  expect(
    await text(proxy, '/two', { method: 'PATCH', body: new Uint8Array(3 * 1024 * 1024) }),
  ).toBe(`b PATCH /two ${String(3 * 1024 * 1024)}`);
  expect(await text(proxy, '/three')).toBe('a GET /three 0');
  expect(proxy.served).toEqual([0, 1, 0]);
});

it('skips an upstream that refuses the connection, body and all', async () => {
  const b = await upstream('b');
  open.push(b.server);
  // Nothing listens on the first port: a killed process.
  const gone = `http://127.0.0.1:${String(await freePort())}`;
  const proxy = await startRoundRobinProxy([gone, b.url]);
  open.push(proxy);
  for (const path of ['/1', '/2', '/3'])
    expect(await text(proxy, path, { method: 'POST', body: 'hello' })).toBe(`b POST ${path} 5`);
  expect(proxy.served).toEqual([1, 1, 1]);
});
