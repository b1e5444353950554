import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import type { SocketEvent } from "@/lib/contract/socket";
import { LiveSocketContext } from "@/lib/socket/live-socket-context";
import { useSocketEvent } from "@/lib/socket/use-socket-event";
import { useSocketStatus } from "@/lib/socket/use-socket-status";
import { StubLiveSocket } from "./stub-live-socket";

function StatusText() {
  return <p data-testid="status">{useSocketStatus()}</p>;
}

function CreditListener({ onCredit }: { onCredit: (event: SocketEvent) => void }) {
  useSocketEvent("credit.changed", onCredit);
  return null;
}

function withSocket(socket: StubLiveSocket, children: ReactNode) {
  return <LiveSocketContext.Provider value={socket.asLiveSocket()}>{children}</LiveSocketContext.Provider>;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("useSocketStatus", () => {
  it("is CLOSED outside the signed-in area", () => {
    render(<StatusText />);
    expect(screen.getByTestId("status")).toHaveTextContent("CLOSED");
  });

  it("follows the live socket's status", () => {
    const socket = new StubLiveSocket("CONNECTING");
    render(withSocket(socket, <StatusText />));
    expect(screen.getByTestId("status")).toHaveTextContent("CONNECTING");
    act(() => socket.setStatus("OPEN"));
    expect(screen.getByTestId("status")).toHaveTextContent("OPEN");
    act(() => socket.setStatus("ERROR"));
    expect(screen.getByTestId("status")).toHaveTextContent("ERROR");
  });
});

describe("useSocketEvent", () => {
  it("calls the handler with each event of its name, checked", () => {
    const socket = new StubLiveSocket();
    const onCredit = jest.fn();
    render(withSocket(socket, <CreditListener onCredit={onCredit} />));
    act(() => socket.emit({ event: "credit.changed", data: { credit: 125_000 } }));
    expect(onCredit).toHaveBeenCalledTimes(1);
    expect(onCredit).toHaveBeenCalledWith({ event: "credit.changed", data: { credit: 125_000 } });
  });

  it("ignores events of other names", () => {
    const socket = new StubLiveSocket();
    const onCredit = jest.fn();
    render(withSocket(socket, <CreditListener onCredit={onCredit} />));
    act(() => socket.emit({ event: "message.delivered", data: { id: 1 } }));
    expect(onCredit).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["a credit given as text", { credit: "125000" }],
    ["no credit", {}],
  ])("drops an event with %s and logs it", (_case, data) => {
    const socket = new StubLiveSocket();
    const onCredit = jest.fn();
    render(withSocket(socket, <CreditListener onCredit={onCredit} />));
    act(() => socket.emit({ event: "credit.changed", data }));
    expect(onCredit).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("credit.changed");
  });

  it("calls the latest handler after a re-render, and none after unmounting", () => {
    const socket = new StubLiveSocket();
    const first = jest.fn();
    const second = jest.fn();
    const view = render(withSocket(socket, <CreditListener onCredit={first} />));
    view.rerender(withSocket(socket, <CreditListener onCredit={second} />));
    act(() => socket.emit({ event: "credit.changed", data: { credit: 1 } }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(socket.listenerCount).toBe(1);
    view.unmount();
    expect(socket.listenerCount).toBe(0);
  });

  it("does nothing outside the signed-in area", () => {
    expect(() => render(<CreditListener onCredit={jest.fn()} />)).not.toThrow();
  });
});
