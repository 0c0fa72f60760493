import { createServer, connect, type Socket } from 'node:net';

export type SlowLink = { url: string; close(): Promise<void> };

/**
 * A TCP relay in front of the site whose answers arrive `delayMs` late, as over a slow mobile network: requests go
 * through at once, so the server has answered (and changed what it changes) long before the browser hears of it.
 */
export async function slowLink(target: string, delayMs: number): Promise<SlowLink> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const relay = createServer((browserSide) => {
    const serverSide = connect(Number(port), hostname);
    for (const socket of [browserSide, serverSide]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    browserSide.pipe(serverSide);
    serverSide.on('data', (chunk: Buffer) =>
      setTimeout(() => void (browserSide.writable && browserSide.write(chunk)), delayMs),
    );
    serverSide.on('end', () => setTimeout(() => browserSide.end(), delayMs));
    // A browser that leaves closes its side: the server sees it at once, as it would without the relay.
    browserSide.on('close', () => serverSide.destroy());
    browserSide.on('error', () => serverSide.destroy());
    serverSide.on('error', () => browserSide.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (!address || typeof address === 'string') throw new Error('The relay has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        relay.close(() => resolve());
      }),
  };
}
