import WebSocket from "ws";
import { baseUrl, call, devAccount, sessionToken } from "./support/client";

const socketUrl = (token: string) => `${baseUrl().replace(/^http/, "ws")}/socket?token=${encodeURIComponent(token)}`;

/** Opens a socket and collects what it receives. */
function connect(token: string): Promise<{ socket: WebSocket; received: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(token));
    const received: string[] = [];
    socket.on("message", (data) => received.push(data.toString()));
    socket.once("open", () => resolve({ socket, received }));
    socket.once("unexpected-response", (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.once("error", reject);
  });
}

async function until<T>(read: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("nothing arrived in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const events = (received: string[]) => received.map((text) => JSON.parse(text) as { event?: string; data?: { credit: number } }).filter((m) => m.event);

describe("the live socket", () => {
  it("refuses a connection without a live session token", async () => {
    await expect(connect("0".repeat(64))).rejects.toThrow("refused with 401");
    await expect(connect("")).rejects.toThrow("refused with 401");
  });

  it("answers the ping 9 with a pong", async () => {
    const { socket, received } = await connect(await sessionToken(await devAccount()));
    socket.send("9");
    expect(JSON.parse(await until(() => received[0]))).toEqual({ type: "pong" });
    socket.close();
  });

  it("tells every socket of the owner the new credit when the ledger changes, and nobody else", async () => {
    const owner = await devAccount({ credit: 1000 });
    const stranger = await devAccount({ credit: 5000 });
    const first = await connect(await sessionToken(owner));
    const second = await connect(await sessionToken(owner));
    const other = await connect(await sessionToken(stranger));

    const answer = await call("/__dev/credit", { body: { username: owner.username, amount: 2500.5 } });
    expect(answer.status).toBe(200);

    for (const tab of [first, second]) {
      const [event] = await until(() => (events(tab.received).length ? events(tab.received) : undefined));
      expect(event).toEqual({ event: "credit.changed", data: { credit: 3500.5 } });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(events(other.received)).toEqual([]);
    for (const tab of [first, second, other]) tab.socket.close();
  });

  it("counts a user's sockets and drops them on request, as the relay's tests need", async () => {
    const owner = await devAccount();
    const tab = await connect(await sessionToken(owner));
    const closed = new Promise<number>((resolve) => tab.socket.once("close", resolve));
    const count = await call(`/__dev/sockets?username=${owner.username}`);
    expect(count.body.data).toEqual({ connections: 1 });

    const drop = await call("/__dev/sockets/drop", { body: { username: owner.username } });
    expect(drop.body.data).toEqual({ dropped: 1 });
    expect(await closed).toBe(1006);
    expect((await call(`/__dev/sockets?username=${owner.username}`)).body.data).toEqual({ connections: 0 });
  });
});
