// Stopping answers every request the server had been sent: on kept-alive connections whose next request
// was not yet read, and on new connections still waiting to be accepted (issue 37, point 6).
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulStop } from './graceful-stop.ts';

/** A server that spends `busyMs` of its event loop on each answer, as rendering a page does. */
function busyServer(busyMs: number): Promise<Server> {
  const server = createServer((_request, response) => {
    const until = performance.now() + busyMs;
    while (performance.now() < until);
    response.setHeader('content-type', 'text/plain');
    response.end('ok');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A raw client connection that records the answers it reads and how it ended. */
interface Client {
  socket: Socket;
  answers: () => string[];
  send(): void;
  /** Resolves with the answers once the server closed the connection, or with the error that ended it. */
  ended: Promise<{ answers: string[]; error?: string }>;
}

function client(port: number): Client {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const answers = () => received.split(/(?=HTTP\/1\.1 )/).filter(Boolean);
  const ended = new Promise<{ answers: string[]; error?: string }>((resolve) => {
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ answers: answers(), error: error.code ?? error.message }));
    socket.once('end', () => {
      socket.end();
      resolve({ answers: answers() });
    });
  });
  return { socket, answers, ended, send: () => socket.write('GET / HTTP/1.1\r\nHost: roro.test\r\n\r\n') };
}

const answered = async (c: Client, count: number) => {
  while (c.answers().length < count || !c.answers()[count - 1]!.endsWith('ok')) await new Promise((r) => setTimeout(r, 5));
};

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

describe('stopping the server', () => {
  it('answers every request sent before the stop, on kept-alive and on new connections, then closes the port', async () => {
    server = await busyServer(10);
    const { port } = server.address() as AddressInfo;
    const draining = gracefulStop(server);

    // Kept-alive connections that have had one answer, and a few that will send nothing more.
    const kept = Array.from({ length: 30 }, () => client(port));
    const quiet = Array.from({ length: 5 }, () => client(port));
    for (const c of [...kept, ...quiet]) c.send();
    await Promise.all([...kept, ...quiet].map((c) => answered(c, 1)));

    // The signal comes in the same turn as 30 next requests on those connections, none of them read yet,
    // and 20 new connections, none of them accepted yet.
    for (const c of kept) c.send();
    const fresh = Array.from({ length: 20 }, () => client(port));
    for (const c of fresh) c.send();
    const stopped = draining.stop();
    expect(draining.stopping).toBe(true);

    const results = await Promise.all([...kept, ...fresh, ...quiet].map((c) => c.ended));
    const problems = results.flatMap((r, i) => {
      const expected = i < kept.length ? 2 : 1;
      const whole = r.answers.filter((a) => a.startsWith('HTTP/1.1 200') && a.endsWith('ok'));
      return r.error || whole.length !== expected ? [`connection ${i}: ${whole.length}/${expected} answers${r.error ? `, ${r.error}` : ''}`] : [];
    });
    expect(problems).toEqual([]);
    // The answers given while stopping tell the client to go elsewhere next time.
    for (const r of results.slice(0, kept.length + fresh.length)) expect(r.answers.at(-1)).toMatch(/\r\nConnection: close\r\n/i);

    await stopped;
    expect(await portOpen(port)).toBe(false);
  });

  it('closes a kept-alive connection that sends nothing more, so stopping ends', async () => {
    server = await busyServer(0);
    const { port } = server.address() as AddressInfo;
    const draining = gracefulStop(server, { graceMs: 50, acceptMaxMs: 1_000, idleMs: 100 });
    const quiet = client(port);
    quiet.send();
    await answered(quiet, 1);

    // Without closing the quiet connection, stop() would not end (the test's time limit).
    await draining.stop();
    expect(await quiet.ended).toEqual({ answers: [expect.stringMatching(/^HTTP\/1\.1 200/)] });
  });
});
