import { dateToTransferTime } from "@/lib/contract/payment";
import { api, call, outboxOf } from "./support/client";
import { newOwner } from "./support/colleagues";
import { deliver, inboxOwner } from "./support/inbox";
import { listen } from "./support/patterns";
import { finished, mobiles, postSend, quickSend, sendWhen } from "./support/sending";
import { until, untilHolds } from "./support/until";
import { newEndpoint, signersOf, startReceiver, type Receiver } from "./support/webhooks";

jest.setTimeout(60_000);

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

describe("webhook deliveries", () => {
  it("tells a send's delivery statuses, signed, at most once a second, ending with the final counts", async () => {
    const { token } = await newOwner({ credit: 100_000_000 });
    const endpoint = await newEndpoint(token, receiver.url, ["send.status"]);
    const answer = await postSend(token, quickSend(mobiles(1000)));
    if (answer.status !== 200) throw new Error(`send: ${answer.status} ${JSON.stringify(answer.body)}`);
    const id = answer.body.data.message_outbox_ids[0];
    const send = await sendWhen(id, finished, 30_000);

    const ofSend = () => receiver.received.filter((r) => r.json?.type === "send.status" && r.json.data.send_id === id);
    const last = await untilHolds(
      () => ofSend().at(-1)?.json,
      (json) =>
        json?.data?.state_id === send.state_id &&
        json.data.statuses.reduce((a: number, b: number) => a + b, 0) === 1000,
      10_000,
    );
    expect(last).toEqual({
      type: "send.status",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { send_id: id, state_id: send.state_id, total: 1000, statuses: expect.any(Array) },
    });
    const calls = ofSend();
    // The send ran for seconds and changed many times: a few calls told all of it.
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) {
      expect(signersOf(call, [endpoint.secret])).toEqual([endpoint.secret]);
      expect(call.headers["content-type"]).toBe("application/json");
      expect(Math.abs(Number(call.headers["webhook-timestamp"]) - call.at / 1000)).toBeLessThan(5);
    }
    // Each call is a different message; between two of one send, at least about a second.
    expect(new Set(calls.map((c) => c.headers["webhook-id"])).size).toBe(calls.length);
    for (let i = 1; i < calls.length; i++) expect(calls[i]!.at - calls[i - 1]!.at).toBeGreaterThanOrEqual(900);

    const log = await api(`user/webhooks/${endpoint.id}/deliveries`, { token });
    expect(log.body.meta.total).toBe(calls.length);
    expect(log.body.data[0]).toMatchObject({
      event_type: "send.status",
      state: "delivered",
      attempts: 1,
      last_status: 200,
    });
  });

  it("retries a failing receiver with backoff, then marks the endpoint failing and tells the owner; enable brings it back", async () => {
    const { token, account } = await newOwner({ credit: 10_000_000 });
    const endpoint = await newEndpoint(token, receiver.url, ["send.status"]);
    receiver.answer(500);
    const { socket, events } = await listen(token);
    await postSend(token, quickSend(mobiles(1)));

    const failing = await untilHolds(
      async () => (await api("user/webhooks", { token })).body.data[0],
      (row) => row.state === "failing",
      30_000,
      200,
    );
    expect(failing.failing_since).toEqual(expect.any(String));
    const told = await until(() => events.find((e) => e.event === "webhook.failing"));
    socket.close();
    expect(told).toEqual({ event: "webhook.failing", data: { endpoint_id: endpoint.id, url: receiver.url } });
    const sms = await outboxOf(account.mobile);
    expect(sms[0]?.message).toContain(`وب‌هوک حساب شما به نشانی ${receiver.url}`);

    const log = await api(`user/webhooks/${endpoint.id}/deliveries`, { token });
    const failed = log.body.data.find((d: { state: string }) => d.state === "failed");
    expect(failed).toMatchObject({ last_status: 500, next_attempt_at: null });
    expect(failed.attempts).toBeGreaterThanOrEqual(6);
    const detail = await api(`user/webhooks/deliveries/${failed.id}`, { token });
    const tries = detail.body.data.attempts_log;
    expect(tries).toHaveLength(failed.attempts);
    expect(tries[0]).toMatchObject({ status: 500, response: "receiver is down", error: null });
    // Each wait longer than the one before it (the backoff), the same message id on every try.
    const gaps = tries
      .slice(1)
      .map((t: { attempted_at: string }, i: number) => Date.parse(t.attempted_at) - Date.parse(tries[i].attempted_at));
    expect(gaps.at(-1)).toBeGreaterThan(gaps[0]);
    const ids = receiver.received.filter((r) => r.json?.type === "send.status").map((r) => r.headers["webhook-id"]);
    expect(ids.filter((id) => id === failed.message_id)).toHaveLength(failed.attempts);

    receiver.answer(200);
    const enabled = await api(`user/webhooks/${endpoint.id}/enable`, { token, method: "POST" });
    expect(enabled.body.data).toMatchObject({ state: "active", failing_since: null });
    const again = await api(`user/webhooks/deliveries/${failed.id}/redeliver`, { token, method: "POST" });
    expect(again.body.data).toMatchObject({ state: "delivered", last_status: 200, message_id: failed.message_id });
    expect(again.body.data.attempts_log).toHaveLength(failed.attempts + 1);
  });

  it("tells a received SMS to the endpoints that take it, and only to those", async () => {
    const { token, line } = await inboxOwner();
    const inbox = await newEndpoint(token, `${receiver.url}/inbox`, ["inbox.received"]);
    await newEndpoint(token, `${receiver.url}/credit`, ["credit.low"]);
    await deliver("+989121234567", line, "سفارش ۱۲ را لغو کنید");
    const call = await until(() => receiver.received.find((r) => r.json?.type === "inbox.received"), 10_000);
    expect(call.json.data).toMatchObject({ message: "سفارش ۱۲ را لغو کنید" });
    expect(signersOf(call, [inbox.secret])).toEqual([inbox.secret]);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.map((r) => r.json?.type)).toEqual(["inbox.received"]);
  });

  it("sends nothing to a stopped endpoint, not even later, and takes up again once it is enabled", async () => {
    const { token, line } = await inboxOwner();
    const endpoint = await newEndpoint(token, receiver.url, ["inbox.received"]);
    const stopped = await api(`user/webhooks/${endpoint.id}/disable`, { token, method: "POST" });
    expect(stopped.body.data).toMatchObject({ state: "disabled", failing_since: null });
    await deliver("+989121234567", line, "پیام در زمان توقف");
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received).toHaveLength(0);
    expect((await api(`user/webhooks/${endpoint.id}/enable`, { token, method: "POST" })).body.data.state).toBe(
      "active",
    );
    await deliver("+989121234567", line, "پیام پس از فعال شدن");
    const after = await until(
      () => receiver.received.find((r) => r.json?.data?.message === "پیام پس از فعال شدن"),
      10_000,
    );
    expect(signersOf(after, [endpoint.secret])).toEqual([endpoint.secret]);
    // What came while it was stopped was never queued for it.
    expect(receiver.received.some((r) => r.json?.data?.message === "پیام در زمان توقف")).toBe(false);
  });

  it("tells a reviewed transfer to an endpoint that takes payment.reviewed", async () => {
    const { token } = await newOwner();
    const endpoint = await newEndpoint(token, receiver.url, ["payment.reviewed"]);
    const destinations = (await api("payment/offline/destinations", { token })).body.data;
    const transfer = await api("payment/offline/bank-pay-create", {
      token,
      body: {
        amount: 2_000_000,
        source_sheba: "IR430120000000000000000001",
        target: destinations.account.sheba,
        reference_code: "55667799",
        submitted_at: dateToTransferTime(new Date(Date.now() - 600_000)),
      },
    });
    const reason = "واریزی با این شماره پیگیری پیدا نشد";
    await call("/__dev/payments/review", { body: { payment_id: transfer.body.data.id, decision: "reject", reason } });
    const reviewed = await until(() => receiver.received.find((r) => r.json?.type === "payment.reviewed"), 10_000);
    expect(reviewed.json.data).toEqual({ payment_id: transfer.body.data.id, state: "failed", reason });
    expect(signersOf(reviewed, [endpoint.secret])).toEqual([endpoint.secret]);
  });

  it("sends a test message at once and answers its result", async () => {
    const { token } = await newOwner();
    const endpoint = await newEndpoint(token, receiver.url, ["credit.low"]);
    const test = await api(`user/webhooks/${endpoint.id}/test`, { token, method: "POST" });
    expect(test.body.data).toMatchObject({
      event_type: "webhook.test",
      state: "delivered",
      attempts: 1,
      last_status: 200,
      payload: { type: "webhook.test", data: { endpoint_id: endpoint.id } },
    });
    expect(test.body.data.attempts_log[0]).toMatchObject({ status: 200, response: "ok" });
    const [call] = receiver.received;
    expect(call!.headers["webhook-id"]).toBe(test.body.data.message_id);
    expect(signersOf(call!, [endpoint.secret])).toEqual([endpoint.secret]);

    receiver.answer(503);
    const refused = await api(`user/webhooks/${endpoint.id}/test`, { token, method: "POST" });
    expect(refused.body.data).toMatchObject({ state: "failed", last_status: 503, next_attempt_at: null });
    // A test is tried once: the endpoint stays active.
    expect((await api("user/webhooks", { token })).body.data[0].state).toBe("active");
  });

  it("signs with both secrets for a day after a rotation, the new one shown once", async () => {
    const { token } = await newOwner();
    const endpoint = await newEndpoint(token, receiver.url, ["credit.low"]);
    const rotated = await api(`user/webhooks/${endpoint.id}/rotate`, { token, method: "POST" });
    const secret = rotated.body.data.secret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);
    expect(JSON.stringify((await api("user/webhooks", { token })).body)).not.toContain(secret);

    await api(`user/webhooks/${endpoint.id}/test`, { token, method: "POST" });
    const call = await until(() => receiver.received[0]);
    expect(String(call.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(signersOf(call, [secret, endpoint.secret])).toEqual([secret, endpoint.secret]);
  });
});
