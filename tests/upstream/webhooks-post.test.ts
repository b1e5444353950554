import http from "node:http";
import type { AddressInfo } from "node:net";
import { postWebhook } from "@/upstream/webhooks/post";

const LOOPBACK = { address: "127.0.0.1", family: 4 as const };

/** A loopback server answering with `handler`; answers its port and how to close it. */
async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("posting a webhook", () => {
  it("connects to the checked address whatever the host name says, keeping the name in Host", async () => {
    let host: string | undefined;
    const server = await serve((request, response) => {
      host = request.headers.host;
      response.end("ok");
    });
    try {
      // The name does not resolve anywhere: only the pinned address is dialled.
      const result = await postWebhook(new URL(`http://hooks.invalid:${server.port}/x`), LOOPBACK, {}, "{}");
      expect(result).toMatchObject({ status: 200, error: null, response: "ok" });
      expect(host).toBe(`hooks.invalid:${server.port}`);
    } finally {
      await server.close();
    }
  });

  it("reads at most 2 KB of an endless answer and cuts it", async () => {
    let written = 0;
    const server = await serve((_request, response) => {
      response.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        while (written < 1024 ** 3 && response.write(chunk)) written += chunk.length;
        if (written < 1024 ** 3) response.once("drain", pump);
      };
      response.on("close", () => (written = 1024 ** 3));
      pump();
    });
    try {
      const started = Date.now();
      const result = await postWebhook(new URL(`http://127.0.0.1:${server.port}/`), LOOPBACK, {}, "{}");
      expect(result.status).toBe(200);
      expect(result.response).toHaveLength(2048);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await server.close();
    }
  });

  it("gives up on a receiver that never answers, and does not follow a redirect", async () => {
    const hanging = await serve(() => undefined);
    let redirectedTo = 0;
    const redirecting = await serve((request, response) => {
      if (request.url === "/moved") redirectedTo++;
      response.writeHead(307, { location: "/moved" }).end();
    });
    try {
      const hung = await postWebhook(new URL(`http://127.0.0.1:${hanging.port}/`), LOOPBACK, {}, "{}", 300);
      expect(hung).toMatchObject({ status: null, error: "no answer within 0.3 s", response: null });
      expect(hung.durationMs).toBeLessThan(2000);
      const moved = await postWebhook(new URL(`http://127.0.0.1:${redirecting.port}/`), LOOPBACK, {}, "{}");
      expect(moved.status).toBe(307);
      expect(redirectedTo).toBe(0);
    } finally {
      await Promise.all([hanging.close(), redirecting.close()]);
    }
  });
});
