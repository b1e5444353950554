/** @jest-environment node */
import { SocketConnection } from "@/lib/socket/socket-connection";
import { RELAY_CLOSE } from "@/lib/socket/relay-protocol.mjs";
import type { SocketStatus } from "@/lib/socket/socket-status";
import { socketFactory } from "./fake-web-socket";

const RELAY_URL = "ws://panel.test/api/socket";

function connection(extra: { onError?: (event: Event) => void; onSessionEnded?: () => void } = {}) {
  const factory = socketFactory();
  const statuses: SocketStatus[] = [];
  const texts: string[] = [];
  const subject = new SocketConnection({
    url: RELAY_URL,
    createSocket: factory.createSocket,
    onStatus: (status) => statuses.push(status),
    onText: (text) => texts.push(text),
    ...extra,
  });
  return { subject, statuses, texts, ...factory };
}

/** Starts and opens the first socket, 100 ms in. */
function opened(extra?: Parameters<typeof connection>[0]) {
  const parts = connection(extra);
  parts.subject.start();
  jest.advanceTimersByTime(100);
  parts.latest().open();
  return parts;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("connecting", () => {
  it("opens nothing for the first 99 ms and the socket at 100 ms, on the given URL", () => {
    const { subject, sockets, statuses } = connection();
    subject.start();
    expect(statuses).toEqual(["CONNECTING"]);
    jest.advanceTimersByTime(99);
    expect(sockets).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe(RELAY_URL);
    expect(subject.currentStatus).toBe("CONNECTING");
  });

  it("is OPEN once the socket opens, and a second start opens no second socket", () => {
    const { subject, sockets, statuses } = opened();
    subject.start();
    jest.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(statuses).toEqual(["CONNECTING", "OPEN"]);
    expect(subject.currentStatus).toBe("OPEN");
  });

  it("hands on the text of each message", () => {
    const { latest, texts } = opened();
    latest().receive('{"event":"credit.changed","data":{"credit":1}}');
    latest().receive("not json");
    expect(texts).toEqual(['{"event":"credit.changed","data":{"credit":1}}', "not json"]);
  });
});

describe("keep-alive", () => {
  it("sends 9 at 5000 and 10000 ms after opening, nothing sooner", () => {
    const { latest } = opened();
    jest.advanceTimersByTime(4999);
    expect(latest().sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(latest().sent).toEqual(["9"]);
    jest.advanceTimersByTime(4999);
    expect(latest().sent).toEqual(["9"]);
    jest.advanceTimersByTime(1);
    expect(latest().sent).toEqual(["9", "9"]);
  });

  it("sends no ping while the socket is still connecting", () => {
    const { subject, latest } = connection();
    subject.start();
    jest.advanceTimersByTime(100 + 20_000);
    expect(latest().sent).toEqual([]);
  });

  it("stops pinging once the socket closes, and the next socket pings on its own clock", () => {
    const { latest, sockets } = opened();
    jest.advanceTimersByTime(5000);
    const first = latest();
    first.closed(1006);
    jest.advanceTimersByTime(1000);
    const second = latest();
    jest.advanceTimersByTime(3000);
    second.open();
    jest.advanceTimersByTime(4999);
    expect(second.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(second.sent).toEqual(["9"]);
    expect(first.sent).toEqual(["9"]);
    expect(sockets).toHaveLength(2);
  });
});

describe("reconnecting", () => {
  it("opens a new socket exactly 1000 ms after a close, CONNECTING in between", () => {
    const { latest, sockets, statuses, subject } = opened();
    latest().closed(1006);
    expect(subject.currentStatus).toBe("CONNECTING");
    jest.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(statuses).toEqual(["CONNECTING", "OPEN", "CONNECTING", "OPEN"]);
  });

  it("keeps trying every 1000 ms while each attempt fails to open", () => {
    const { subject, latest, sockets } = connection();
    subject.start();
    jest.advanceTimersByTime(100);
    for (let attempt = 2; attempt <= 4; attempt++) {
      latest().closed(1006);
      jest.advanceTimersByTime(999);
      expect(sockets).toHaveLength(attempt - 1);
      jest.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt);
    }
  });

  it("reconnects after the relay's other close codes too", () => {
    const { latest, sockets } = opened();
    latest().closed(RELAY_CLOSE.UPSTREAM_GONE);
    jest.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });
});

describe("errors", () => {
  it("shows ERROR and calls onError with the event", () => {
    const onError = jest.fn();
    const { latest, subject } = opened({ onError });
    const event = latest().fail();
    expect(subject.currentStatus).toBe("ERROR");
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(event);
  });

  it("keeps ERROR through the wait and turns CONNECTING when the next attempt starts", () => {
    const { latest, sockets, statuses, subject } = opened({ onError: jest.fn() });
    latest().fail();
    latest().closed(1006);
    jest.advanceTimersByTime(999);
    expect(subject.currentStatus).toBe("ERROR");
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(subject.currentStatus).toBe("CONNECTING");
    expect(statuses).toEqual(["CONNECTING", "OPEN", "ERROR", "CONNECTING"]);
  });

  it("shows ERROR when a socket fails before it opens", () => {
    const { subject, latest, statuses } = connection();
    subject.start();
    jest.advanceTimersByTime(100);
    latest().fail();
    expect(statuses).toEqual(["CONNECTING", "ERROR"]);
  });

  it("works without an onError callback", () => {
    const { latest, subject } = opened();
    expect(() => latest().fail()).not.toThrow();
    expect(subject.currentStatus).toBe("ERROR");
  });
});

describe("the session ending", () => {
  it(`is CLOSED after a ${RELAY_CLOSE.SESSION_ENDED} close, tells the caller once and never reconnects`, () => {
    const onSessionEnded = jest.fn();
    const { latest, sockets, subject, statuses } = opened({ onSessionEnded });
    jest.advanceTimersByTime(5000);
    latest().closed(RELAY_CLOSE.SESSION_ENDED);
    expect(subject.currentStatus).toBe("CLOSED");
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(latest().sent).toEqual(["9"]);
    expect(statuses).toEqual(["CONNECTING", "OPEN", "CLOSED"]);
  });

  it("ends the same way after an error", () => {
    const onSessionEnded = jest.fn();
    const { latest, sockets, subject } = opened({ onSessionEnded, onError: jest.fn() });
    latest().fail();
    latest().closed(RELAY_CLOSE.SESSION_ENDED);
    jest.advanceTimersByTime(60_000);
    expect(subject.currentStatus).toBe("CLOSED");
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });
});

describe("stopping", () => {
  it("closes the socket with 1000, shows CLOSED and neither pings nor reconnects", () => {
    const onSessionEnded = jest.fn();
    const { latest, sockets, subject, statuses } = opened({ onSessionEnded });
    subject.stop();
    expect(subject.currentStatus).toBe("CLOSED");
    expect(latest().closedWith).toBe(1000);
    latest().closed(1000);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(latest().sent).toEqual([]);
    expect(statuses).toEqual(["CONNECTING", "OPEN", "CLOSED"]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("opens nothing when stopped during the first wait", () => {
    const { subject, sockets } = connection();
    subject.start();
    jest.advanceTimersByTime(50);
    subject.stop();
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(0);
    expect(subject.currentStatus).toBe("CLOSED");
  });

  it("opens nothing when stopped while waiting to reconnect", () => {
    const { latest, sockets, subject } = opened();
    latest().closed(1006);
    subject.stop();
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(subject.currentStatus).toBe("CLOSED");
  });

  it("hears nothing more from the socket it left", () => {
    const onError = jest.fn();
    const { latest, subject, texts, statuses } = opened({ onError });
    subject.stop();
    latest().receive('{"event":"credit.changed","data":{"credit":1}}');
    latest().fail();
    latest().closed(1006);
    jest.advanceTimersByTime(60_000);
    expect(texts).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    expect(statuses).toEqual(["CONNECTING", "OPEN", "CLOSED"]);
  });
});

describe("sending", () => {
  it("sends when open and answers true", () => {
    const { subject, latest } = opened();
    expect(subject.send('{"type":"hello"}')).toBe(true);
    expect(latest().sent).toEqual(['{"type":"hello"}']);
  });

  it("answers false before any socket, while connecting, after a close and after stop", () => {
    const { subject, latest } = connection();
    expect(subject.send("a")).toBe(false);
    subject.start();
    jest.advanceTimersByTime(100);
    expect(subject.send("b")).toBe(false);
    latest().open();
    latest().closed(1006);
    expect(subject.send("c")).toBe(false);
    jest.advanceTimersByTime(1000);
    latest().open();
    subject.stop();
    expect(subject.send("d")).toBe(false);
    expect(latest().sent).toEqual([]);
  });
});
