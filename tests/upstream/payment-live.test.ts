import WebSocket from "ws";
import { dateToTransferTime } from "@/lib/contract/payment";
import { api, baseUrl, call, devAccount, sessionToken } from "./support/client";
import { until } from "./support/until";

interface LiveEvent {
  event?: string;
  data?: Record<string, unknown>;
}

/** Opens the owner's live socket and collects the events it hears. */
function connect(token: string): Promise<{ socket: WebSocket; events: LiveEvent[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl().replace(/^http/, "ws")}/socket?token=${encodeURIComponent(token)}`);
    const events: LiveEvent[] = [];
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString()) as LiveEvent;
      if (message.event) events.push(message);
    });
    socket.once("open", () => resolve({ socket, events }));
    socket.once("error", reject);
  });
}

describe("live events of payments", () => {
  it("tells the owner the new credit after a gateway payment, and the review of a transfer", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const live = await connect(token);

    const query = new URLSearchParams({ amount: "1000000", callbackUrl: "https://panel.example/back" });
    const { url } = (await api(`payment/generate-url?${query}`, { token })).body.data;
    const paid = await fetch(`${url}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ pan: "6219861111111117", cvv2: "123", month: "1", year: "09", pin: "12345" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const credit = await until(() => live.events.find((e) => e.event === "credit.changed"));
    expect(credit.data).toEqual({ credit: 1_000_000 });

    const destinations = (await api("payment/offline/destinations", { token })).body.data;
    const transfer = await api("payment/offline/bank-pay-create", {
      token,
      body: {
        amount: 2_000_000,
        source_sheba: "IR430120000000000000000001",
        target: destinations.account.sheba,
        reference_code: "55667788",
        submitted_at: dateToTransferTime(new Date(Date.now() - 600_000)),
      },
    });
    expect(transfer.status).toBe(200);
    const reason = "واریزی با این شماره پیگیری پیدا نشد";
    const rejected = await call("/__dev/payments/review", {
      body: { payment_id: transfer.body.data.id, decision: "reject", reason },
    });
    expect(rejected.status).toBe(200);
    const reviewed = await until(() => live.events.find((e) => e.event === "payment.reviewed"));
    expect(reviewed.data).toEqual({ payment_id: transfer.body.data.id, state: "failed", reason });
    // A rejection moves no money: the only credit event is the payment's.
    expect(live.events.filter((e) => e.event === "credit.changed")).toHaveLength(1);
    live.socket.close();
  });
});
