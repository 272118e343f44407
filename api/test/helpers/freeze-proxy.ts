/**
 * A TCP proxy in front of a real server that can be frozen: it stops moving bytes without
 * closing a socket, as a dead network path or a hung server looks to the client (no error, no
 * answer). Thawing moves everything that waited and carries on.
 */
import net from 'node:net';

export interface FreezeProxy {
  port: number;
  freeze: () => void;
  thaw: () => void;
  close: () => Promise<void>;
}

export async function startFreezeProxy(target: { host: string; port: number }): Promise<FreezeProxy> {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (frozen) socket.pause();
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    client.pipe(upstream);
    upstream.pipe(client);
    // After pipe(), which resumes its source: a connection opened while frozen stays silent.
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    thaw: () => {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
