import { act, screen } from "@testing-library/react";
import { useCredit, useLiveCredit } from "@/lib/api/credit";
import { LiveSocketContext } from "@/lib/socket/live-socket-context";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";
import { StubLiveSocket } from "./stub-live-socket";

const CREDIT_PATH = "/api/v1/api/payment/credit/mine";

/** Every credit the readout has shown, in order. */
let shown: unknown[] = [];

function CreditReadout() {
  useLiveCredit();
  const { credit, isPending } = useCredit();
  if (!isPending && shown.at(-1) !== credit) shown.push(credit);
  return <p data-testid="credit">{isPending ? "loading" : String(credit)}</p>;
}

let network: FakeNetwork;
let socket: StubLiveSocket;
let warn: jest.SpyInstance;

beforeEach(() => {
  shown = [];
  network = fakeNetwork({ [`GET ${CREDIT_PATH}`]: ok({ credit: 50_000, yesterday_credit: 40_000 }) });
  socket = new StubLiveSocket("OPEN");
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  network.restore();
  warn.mockRestore();
});

async function renderLoaded() {
  renderWithQuery(
    <LiveSocketContext.Provider value={socket.asLiveSocket()}>
      <CreditReadout />
    </LiveSocketContext.Provider>,
  );
  expect(await screen.findByText("50000")).toBeInTheDocument();
}

describe("the live credit", () => {
  it("takes the credit of a credit.changed event without asking the server again", async () => {
    await renderLoaded();
    act(() => socket.emit({ event: "credit.changed", data: { credit: 48_500 } }));
    expect(await screen.findByText("48500")).toBeInTheDocument();
    expect(shown).toEqual([50_000, 48_500]);
    expect(network.calls.filter((call) => call.path === CREDIT_PATH)).toHaveLength(1);
  });

  // Each case ends with a good event, so the readout has caught up when the test looks.
  it("keeps the credit when the event's credit is not a number", async () => {
    await renderLoaded();
    act(() => socket.emit({ event: "credit.changed", data: { credit: "11111" } }));
    act(() => socket.emit({ event: "credit.changed", data: { credit: 22_222 } }));
    expect(await screen.findByText("22222")).toBeInTheDocument();
    expect(shown).toEqual([50_000, 22_222]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("is untouched by other events", async () => {
    await renderLoaded();
    act(() => socket.emit({ event: "message.delivered", data: { credit: 11_111 } }));
    act(() => socket.emit({ event: "credit.changed", data: { credit: 22_222 } }));
    expect(await screen.findByText("22222")).toBeInTheDocument();
    expect(shown).toEqual([50_000, 22_222]);
  });
});
