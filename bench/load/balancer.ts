// A round-robin TCP balancer for the benchmarks' multi-process runs: each connection it accepts
// is piped whole to the next backend in turn, so HTTP keep-alive connections and WebSocket
// upgrades alike stay with the process they reached. A backend that refuses the connection is
// skipped for that connection (the next one is tried), as nginx's `proxy_next_upstream` would.
import net from "node:net";

export interface Balancer {
  url: string;
  /** Connections handed to each backend so far, in the order given. */
  handed(): number[];
  close(): Promise<void>;
}

/** Listens on `port` (any free one by default) and hands each connection to the next backend. */
export function startBalancer(backends: string[], port = 0): Promise<Balancer> {
  const targets = backends.map((backend) => new URL(backend));
  const counts = targets.map(() => 0);
  const open = new Set<net.Socket>();
  let next = 0;

  const connect = (client: net.Socket, attempt: number) => {
    if (attempt >= targets.length) return client.destroy();
    const index = next++ % targets.length;
    const target = targets[index]!;
    const backend = net.connect(Number(target.port), target.hostname);
    open.add(backend);
    backend.once("close", () => open.delete(backend));
    backend.once("error", () => {
      if (backend.bytesRead === 0 && backend.bytesWritten === 0 && !client.destroyed) connect(client, attempt + 1);
      else client.destroy();
    });
    backend.once("connect", () => {
      counts[index]! += 1;
      client.pipe(backend);
      backend.pipe(client);
      client.once("error", () => backend.destroy());
      client.once("close", () => backend.destroy());
      backend.once("close", () => client.destroy());
      client.resume();
    });
  };

  const server = net.createServer({ pauseOnConnect: true, noDelay: true }, (client) => {
    open.add(client);
    client.once("close", () => open.delete(client));
    connect(client, 0);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: listening } = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${listening}`,
        handed: () => [...counts],
        close: () =>
          new Promise<void>((done) => {
            for (const socket of open) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
