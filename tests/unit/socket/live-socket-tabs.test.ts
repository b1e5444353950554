/** @jest-environment node */
import type { LiveMessage } from "@/lib/socket/incoming";
import { LiveSocket } from "@/lib/socket/live-socket";
import { RELAY_CLOSE } from "@/lib/socket/relay-protocol.mjs";
import { socketFactory } from "./fake-web-socket";
import { installFakeLocks } from "./fake-locks";

const TIMING = { pingMs: 60_000, reconnectMs: 20, firstConnectMs: 5 };

installFakeLocks();

let opened: LiveSocket[] = [];
let browser = 0;
let warn: jest.SpyInstance;

beforeEach(() => {
  browser += 1;
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  // Closes every tab's channel, so nothing keeps the test process alive.
  for (const socket of opened) socket.stop();
  opened = [];
  warn.mockRestore();
});

/** One tab of this test's browser: its live socket, the sockets it opened and what it heard. */
function tab() {
  const factory = socketFactory();
  const heard: LiveMessage[] = [];
  const onSessionEnded = jest.fn();
  const live = new LiveSocket({
    url: () => "ws://panel.test/api/socket",
    timing: TIMING,
    createSocket: factory.createSocket,
    onSessionEnded,
    lockName: `live-lock-${browser}`,
    channelName: `live-channel-${browser}`,
  });
  live.subscribe((message) => heard.push(message));
  opened.push(live);
  return { live, heard, onSessionEnded, ...factory };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts tabs in order and waits until the first leads with an open socket. */
async function browserWithTabs(count: number) {
  const tabs = Array.from({ length: count }, () => tab());
  for (const each of tabs) each.live.start();
  const leader = tabs[0]!;
  await until(() => leader.sockets.length === 1, "the first tab opens a socket");
  leader.latest().open();
  await until(() => tabs.every((each) => each.live.getStatus() === "OPEN"), "every tab shows OPEN");
  return { tabs, leader, socket: leader.latest() };
}

const credit = (amount: number) => ({ event: "credit.changed", data: { credit: amount } });

describe("one live connection for all tabs", () => {
  it("is opened by the first tab only", async () => {
    const { tabs } = await browserWithTabs(3);
    await pause(TIMING.firstConnectMs * 6);
    expect(tabs.map((each) => each.sockets.length)).toEqual([1, 0, 0]);
    expect(tabs.map((each) => each.live.isLeader)).toEqual([true, false, false]);
  });

  it("delivers each event to the listeners of every tab exactly once", async () => {
    const { tabs, socket } = await browserWithTabs(3);
    socket.receive(JSON.stringify(credit(100)));
    socket.receive(JSON.stringify(credit(200)));
    await until(() => tabs.every((each) => each.heard.length >= 2), "every tab hears both events");
    await pause(10);
    for (const each of tabs) expect(each.heard).toEqual([credit(100), credit(200)]);
  });

  it("passes on nothing for a message without an event, and only logs one that is not JSON", async () => {
    const { tabs, socket } = await browserWithTabs(2);
    socket.receive('{"type":"pong"}');
    socket.receive("not json at all");
    socket.receive('{"event":7}');
    socket.receive(JSON.stringify(credit(1)));
    await until(() => tabs.every((each) => each.heard.length >= 1), "every tab hears the last event");
    await pause(10);
    for (const each of tabs) expect(each.heard).toEqual([credit(1)]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("sends what another tab sends through the leader's socket, objects as JSON", async () => {
    const { tabs, socket } = await browserWithTabs(3);
    tabs[1]!.live.send({ type: "subscribe", topic: "credit" });
    tabs[2]!.live.send("plain text");
    await until(() => socket.sent.length >= 2, "the leader sends both");
    expect(socket.sent).toEqual(['{"type":"subscribe","topic":"credit"}', "plain text"]);
  });

  it("sends the leader's own messages straight through its socket", async () => {
    const { leader, socket } = await browserWithTabs(2);
    leader.live.send({ type: "read", id: 3 });
    expect(socket.sent).toEqual(['{"type":"read","id":3}']);
  });
});

describe("status across tabs", () => {
  it("shows every tab the leader's status as it changes", async () => {
    const { tabs, socket } = await browserWithTabs(3);
    socket.fail();
    await until(() => tabs.every((each) => each.live.getStatus() === "ERROR"), "every tab shows ERROR");
    socket.closed(1006);
    await until(() => tabs[0]!.sockets.length === 2, "the leader reconnects");
    await until(() => tabs.every((each) => each.live.getStatus() === "CONNECTING"), "every tab shows CONNECTING");
  });

  it("tells a tab opened later that the connection is already OPEN", async () => {
    await browserWithTabs(1);
    const late = tab();
    const changes = jest.fn();
    late.live.subscribeStatus(changes);
    late.live.start();
    expect(late.live.getStatus()).toBe("CONNECTING");
    await until(() => late.live.getStatus() === "OPEN", "the late tab learns the status");
    expect(changes).toHaveBeenCalled();
    expect(late.sockets).toHaveLength(0);
  });
});

describe("when the leading tab goes", () => {
  it("the next tab takes the lead with its own socket and the others follow it", async () => {
    const { tabs, socket } = await browserWithTabs(3);
    const [first, second, third] = tabs as [ReturnType<typeof tab>, ReturnType<typeof tab>, ReturnType<typeof tab>];
    first.live.stop();
    expect(socket.closedWith).toBe(1000);
    expect(first.live.getStatus()).toBe("CLOSED");
    await until(() => second.sockets.length === 1, "the second tab opens a socket");
    expect(second.live.isLeader).toBe(true);
    second.latest().open();
    await until(() => third.live.getStatus() === "OPEN", "the third tab follows the new leader");
    expect(third.sockets).toHaveLength(0);

    second.latest().receive(JSON.stringify(credit(5)));
    await until(() => third.heard.length === 1, "the third tab hears the new leader");
    expect(second.heard).toEqual([credit(5)]);
    expect(first.heard).toEqual([]);
  });

  it("a tab that leaves while waiting never leads", async () => {
    const { tabs } = await browserWithTabs(3);
    const [first, second, third] = tabs as [ReturnType<typeof tab>, ReturnType<typeof tab>, ReturnType<typeof tab>];
    second.live.stop();
    first.live.stop();
    await until(() => third.sockets.length === 1, "the third tab opens a socket");
    await pause(TIMING.firstConnectMs * 6);
    expect(second.sockets).toHaveLength(0);
  });
});

describe("the session ending", () => {
  it("reaches every tab once, leaves them CLOSED and opens no new socket", async () => {
    const { tabs, socket } = await browserWithTabs(3);
    socket.closed(RELAY_CLOSE.SESSION_ENDED);
    await until(
      () => tabs.every((each) => each.onSessionEnded.mock.calls.length === 1),
      "every tab hears the session ended",
    );
    await until(() => tabs.every((each) => each.live.getStatus() === "CLOSED"), "every tab shows CLOSED");
    await pause(TIMING.reconnectMs * 5);
    expect(tabs.map((each) => each.sockets.length)).toEqual([1, 0, 0]);
    for (const each of tabs) expect(each.onSessionEnded).toHaveBeenCalledTimes(1);
  });
});

describe("starting and stopping", () => {
  it("a browser without Web Locks still connects, the tab leading alone", async () => {
    const locks = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    Reflect.deleteProperty(globalThis, "navigator");
    try {
      const only = tab();
      only.live.start();
      await until(() => only.sockets.length === 1, "the tab opens its socket");
      expect(only.live.isLeader).toBe(true);
    } finally {
      if (locks) Object.defineProperty(globalThis, "navigator", locks);
    }
  });

  it("a stop right after the start and a new start (a remount) leave exactly one socket, closed by the last stop", async () => {
    const only = tab();
    only.live.start();
    only.live.stop();
    only.live.start();
    await until(() => only.sockets.length >= 1, "a socket opens");
    await pause(TIMING.firstConnectMs * 6);
    expect(only.sockets).toHaveLength(1);
    only.live.stop();
    await pause(TIMING.reconnectMs * 3);
    expect(only.sockets).toHaveLength(1);
  });

  it("an event the old leader shared just before it left still reaches the tab that took over", async () => {
    const { tabs, leader } = await browserWithTabs(2);
    const next = tabs[1]!;
    leader.live.stop();
    await until(() => next.live.isLeader, "the second tab leads");
    // What the old leader's channel still had on the way.
    const late = new BroadcastChannel(`live-channel-${browser}`);
    late.postMessage({ kind: "event", message: credit(700) });
    late.close();
    await until(() => next.heard.length === 1, "the late event arrives");
    expect(next.heard).toEqual([credit(700)]);
  });
});
