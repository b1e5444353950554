import WebSocket from "ws";
import { api, baseUrl, call, devAccount, latestCode, sessionToken } from "./support/client";
import { until } from "./support/until";

const socketUrl = (token: string) => `${baseUrl().replace(/^http/, "ws")}/socket?token=${encodeURIComponent(token)}`;

/** Opens a socket and collects what it receives. */
function connect(token: string): Promise<{ socket: WebSocket; received: string[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(token));
    const received: string[] = [];
    const closed = new Promise<number>((done) => socket.once("close", done));
    socket.on("message", (data) => received.push(data.toString()));
    socket.once("open", () => resolve({ socket, received, closed }));
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once("error", reject);
  });
}

const events = (received: string[]) =>
  received.map((text) => JSON.parse(text) as { event?: string; data?: { credit: number } }).filter((m) => m.event);

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
    // The stranger hears of its own change after the owner's, and of nothing before it.
    expect((await call("/__dev/credit", { body: { username: stranger.username, amount: 1 } })).status).toBe(200);
    const heard = await until(() => (events(other.received).length ? events(other.received) : undefined));
    expect(heard).toEqual([{ event: "credit.changed", data: { credit: 5001 } }]);
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

  it("closes the sockets of a session that logs out with 4401, and leaves the owner's other sessions open", async () => {
    const owner = await devAccount();
    const leaving = await sessionToken(owner);
    const staying = await sessionToken(owner);
    const ended = await connect(leaving);
    const other = await connect(staying);

    expect((await api("acl/auth/logout", { body: {}, token: leaving })).status).toBe(200);
    expect(await ended.closed).toBe(4401);
    other.socket.send("9");
    expect(JSON.parse(await until(() => other.received[0]))).toEqual({ type: "pong" });
    other.socket.close();
  });

  it("closes every socket of the owner when a password reset ends all sessions", async () => {
    const owner = await devAccount();
    const tabs = [await connect(await sessionToken(owner)), await connect(await sessionToken(owner))];
    const asked = await api("acl/auth/forgot_password", { body: { username: owner.username, mobile: owner.mobile } });
    const code = await latestCode(owner.mobile);
    const changed = await api("acl/auth/change_password_by_token", {
      body: { token: asked.body.data.token, otp: code, password: "Fresh@Pass9" },
    });
    expect(changed.status).toBe(200);
    expect(await Promise.all(tabs.map((tab) => tab.closed))).toEqual([4401, 4401]);
  });
});
