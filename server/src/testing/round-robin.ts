/**
 * A round-robin HTTP proxy for tests that run several API processes behind one address, as a load
 * balancer would: each request goes to the next upstream in turn, its body streamed through, and
 * the answer streamed back. An upstream that refuses the connection (a killed process) is skipped
 * and the next one tried, so a dead process drops out without the client noticing.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { freePort } from './ports.ts';

/** A running proxy. */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`, the address clients use. */
  readonly url: string;
  /** Which upstream answered each request so far, in order (its index in `upstreams`). */
  readonly served: readonly number[];
  close(): Promise<void>;
}

/** Starts a proxy on a free port of 127.0.0.1 in front of `upstreams` (base URLs, `http://…`). */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];

  /**
   * Sends `incoming` to upstream `index`; when no connection could be made (nothing listens
   * there: the process is gone) to the following one, until every upstream was tried. The request
   * body is piped only once connected, so a refused attempt consumes none of it.
   */
  function forward(incoming: IncomingMessage, outgoing: ServerResponse, index: number, tries = 0) {
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const upstream = httpRequest(target, {
      method: incoming.method,
      headers: incoming.headers,
      agent: false,
    });
    // A client that goes away mid-request takes the upstream request with it.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    let connected = false;
    upstream.on('socket', (socket) => {
      socket.once('connect', () => {
        connected = true;
        incoming.pipe(upstream);
      });
    });
    upstream.on('response', (answer) => {
      served.push(index);
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(outgoing);
    });
    upstream.on('error', (error) => {
      if (!connected && tries + 1 < upstreams.length) {
        forward(incoming, outgoing, (index + 1) % upstreams.length, tries + 1);
        return;
      }
      // The upstream went away in the middle: the client sees the connection drop, as it would.
      if (outgoing.headersSent) outgoing.destroy(error);
      else outgoing.writeHead(502).end();
    });
  }

  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    forward(incoming, outgoing, index);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String(port)}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
