// How a server stops on SIGTERM without resetting a request it had been sent (ADR 052). Installed on the
// HTTP server when it starts; stop() resolves once the port is closed and every connection is gone.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface StopTimings {
  /** How long the port stays open at least after the signal, accepting and reading. */
  graceMs: number;
  /** …and at most, while connections still come. */
  acceptMaxMs: number;
  /** After the port is closed, how long a kept-alive connection may stay without a request. */
  idleMs: number;
}

export const STOP_TIMINGS: StopTimings = { graceMs: 1_000, acceptMaxMs: 6_000, idleMs: 500 };

export interface GracefulStop {
  /** Whether stop() has been called. */
  readonly stopping: boolean;
  stop(): Promise<void>;
}

// Closing the port resets every connection still waiting in its backlog, and Node accepts one connection
// per turn of the event loop, which lasts a page's rendering on a busy process: a burst of new
// connections takes a while to be accepted. So the port stays open for at least graceMs and then until a
// turn of the loop accepted none (the backlog is empty; what comes later came after the signal), or
// acceptMaxMs. Node's server.close() would also close at once the connections with no request under way
// (closeIdleConnections), resetting one whose next request was sent but not yet read; instead the net
// server's close() keeps them, each answers its next request with `Connection: close`, and one is closed
// once it has had no request for idleMs.
export function gracefulStop(server: Server, timings: StopTimings = STOP_TIMINGS): GracefulStop {
  let stopping = false;
  let stopped: Promise<void> | undefined;
  // Once stopping, every answer says `Connection: close` and its connection closes after it: the client
  // sends its next request elsewhere (another process, or this one's successor).
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (stopping) response.shouldKeepAlive = false;
  });
  // The open connections, each with when it last began or finished a request.
  const lastActive = new Map<Socket, number>();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    lastActive.set(socket, performance.now());
    socket.once('close', () => lastActive.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    lastActive.set(request.socket, performance.now());
    response.once('finish', () => lastActive.has(request.socket) && lastActive.set(request.socket, performance.now()));
  });
  const answering = (socket: Socket) => {
    const message = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    return !!message && !message.writableFinished;
  };

  const stop = () =>
    (stopped ??= new Promise<void>((resolve) => {
      stopping = true;
      const stoppedAt = performance.now();
      const closePort = () => {
        const seen = accepted;
        setImmediate(() => {
          if (accepted !== seen && performance.now() - stoppedAt < timings.acceptMaxMs) return closePort();
          const closingIdle = setInterval(() => {
            for (const [socket, at] of lastActive) {
              if (!answering(socket) && performance.now() - at > timings.idleMs) socket.destroy();
            }
          }, 100);
          NetServer.prototype.close.call(server, () => {
            clearInterval(closingIdle);
            resolve();
          });
        });
      };
      setTimeout(closePort, timings.graceMs);
    }));

  return {
    get stopping() {
      return stopping;
    },
    stop,
  };
}
