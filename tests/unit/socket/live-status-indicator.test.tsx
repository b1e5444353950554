import { act, render, screen, waitFor } from "@testing-library/react";
import { LiveStatusIndicator } from "@/components/layout/live-status-indicator";
import { LiveSocket } from "@/lib/socket/live-socket";
import { LiveSocketContext } from "@/lib/socket/live-socket-context";
import type { SocketStatus } from "@/lib/socket/socket-status";
import { socketFactory } from "./fake-web-socket";
import { installFakeLocks } from "./fake-locks";
import { StubLiveSocket } from "./stub-live-socket";

const LABELS: [SocketStatus, string][] = [
  ["OPEN", "به‌روزرسانی زنده برقرار است"],
  ["CONNECTING", "در حال برقراری به‌روزرسانی زنده…"],
  ["ERROR", "خطا در به‌روزرسانی زنده؛ دوباره تلاش می‌شود"],
  ["CLOSED", "به‌روزرسانی زنده قطع است"],
];
const labelOf = (status: SocketStatus) => LABELS.find(([each]) => each === status)![1];

describe("the header's live status dot", () => {
  it.each(LABELS)("shows %s with its Persian label", (status, label) => {
    const socket = new StubLiveSocket(status);
    render(
      <LiveSocketContext.Provider value={socket.asLiveSocket()}>
        <LiveStatusIndicator />
      </LiveSocketContext.Provider>,
    );
    const dot = screen.getByRole("img", { name: label });
    expect(dot).toHaveAttribute("data-live-status", status);
    expect(dot).toHaveAttribute("title", label);
  });

  it("shows CLOSED outside the signed-in area", () => {
    render(<LiveStatusIndicator />);
    expect(screen.getByRole("img", { name: labelOf("CLOSED") })).toHaveAttribute("data-live-status", "CLOSED");
  });

  it("changes as the status changes", () => {
    const socket = new StubLiveSocket("CONNECTING");
    render(
      <LiveSocketContext.Provider value={socket.asLiveSocket()}>
        <LiveStatusIndicator />
      </LiveSocketContext.Provider>,
    );
    for (const [status, label] of LABELS) {
      act(() => socket.setStatus(status));
      expect(screen.getByRole("img", { name: label })).toHaveAttribute("data-live-status", status);
    }
  });

  describe("over a real connection", () => {
    installFakeLocks();

    it("goes from connecting to open to error and back to connecting", async () => {
      const factory = socketFactory();
      const live = new LiveSocket({
        url: () => "ws://panel.test/api/socket",
        createSocket: factory.createSocket,
        onError: () => undefined,
        timing: { pingMs: 60_000, reconnectMs: 20, firstConnectMs: 5 },
      });
      render(
        <LiveSocketContext.Provider value={live}>
          <LiveStatusIndicator />
        </LiveSocketContext.Provider>,
      );
      const dot = () => screen.getByRole("img");
      expect(dot()).toHaveAttribute("data-live-status", "CLOSED");
      act(() => live.start());
      expect(dot()).toHaveAttribute("aria-label", labelOf("CONNECTING"));
      await waitFor(() => expect(factory.sockets).toHaveLength(1));
      act(() => factory.latest().open());
      expect(dot()).toHaveAttribute("aria-label", labelOf("OPEN"));
      act(() => {
        factory.latest().fail();
        factory.latest().closed(1006);
      });
      expect(dot()).toHaveAttribute("aria-label", labelOf("ERROR"));
      await waitFor(() => expect(dot()).toHaveAttribute("aria-label", labelOf("CONNECTING")));
      expect(factory.sockets).toHaveLength(2);
      act(() => live.stop());
      expect(dot()).toHaveAttribute("data-live-status", "CLOSED");
    });
  });
});
