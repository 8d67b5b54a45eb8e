import net from 'node:net';

/**
 * A TCP proxy to the database that a test cuts, restores or stalls. The machine's PostgreSQL is
 * shared, so an outage is played here: `cut` destroys every connection and refuses new ones (what
 * clients of a restarting server see), `restore` listens again on the same port, and `stall`
 * stops passing the server's answers while every socket stays open (a connection that died
 * without a word: a pulled cable, a firewall dropping its state).
 */
export interface TcpProxy {
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  stall(on: boolean): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let port = 0;
  let stalled = false;
  const listen = () =>
    new Promise<net.Server>((resolve, reject) => {
      // Half-open sockets, so a stalled proxy can also leave a goodbye (FIN) unanswered.
      const server = net.createServer({ allowHalfOpen: true }, (inbound) => {
        const outbound = net.connect({ port: target.port, host: target.host, allowHalfOpen: true });
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        inbound.on('data', (data: Buffer) => outbound.write(data));
        outbound.on('data', (data: Buffer) => {
          if (!stalled) inbound.write(data);
        });
        inbound.on('end', () => {
          if (!stalled) outbound.end();
        });
        outbound.on('end', () => {
          if (!stalled) inbound.end();
        });
        inbound.on('close', () => outbound.destroy());
        outbound.on('close', () => inbound.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve(server);
      });
    });
  let server: net.Server | null = await listen();
  const cut = async () => {
    const s = server;
    server = null;
    const closed = new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    get port() {
      return port;
    },
    cut,
    async restore() {
      stalled = false;
      server = await listen();
    },
    stall(on) {
      stalled = on;
    },
    close: cut,
  };
}
